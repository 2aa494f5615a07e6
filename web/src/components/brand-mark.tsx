/**
 * StartupSetu's mark, as the app's icon draws it (scripts/make-icons.sh): a white S over an amber bar
 * on teal. The headers of the public and signed-in pages show it beside the name.
 */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="brand-mark" width={size} height={size} viewBox="0 0 512 512" aria-hidden="true" focusable="false">
      <rect width="512" height="512" rx="96" fill="#0f766e" />
      <text x="256" y="345" textAnchor="middle" fontFamily="'DejaVu Sans', Verdana, sans-serif" fontWeight="700" fontSize="300" fill="#fff">
        S
      </text>
      <rect x="96" y="400" width="320" height="24" fill="#f59e0b" />
    </svg>
  );
}
