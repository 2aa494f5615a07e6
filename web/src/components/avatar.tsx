/**
 * A user's picture, or the 'No Pic' placeholder (spec §2) when they have none. `decorative` hides
 * it from assistive technology where a label beside it already says what it is.
 */
export function Avatar({ src, name, size = 48, decorative = false }: { src?: string | null; name: string; size?: number; decorative?: boolean }) {
  if (!src) {
    return (
      <span
        className="avatar avatar-empty"
        style={{ width: size, height: size }}
        {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': `${name}: no picture` })}
      >
        No Pic
      </span>
    );
  }
  return (
    <img
      className="avatar"
      src={src}
      alt={decorative ? '' : name}
      width={size}
      height={size}
      style={{ width: size, height: size }}
    />
  );
}
