import './org-logo.css';

/** A startup's logo, or its initial on a tile when it has none; decorative, since its name is always beside it. */
export function OrgLogo({ name, logo, size = 'small' }: { name: string; logo: string | null; size?: 'small' | 'large' }) {
  const className = `org-logo org-logo-${size}`;
  if (logo) return <img className={className} src={logo} alt="" loading="lazy" decoding="async" />;
  return (
    <span className={className} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
