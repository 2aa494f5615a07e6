/** A startup's logo beside its job, or its initial on a tile when it has none; decorative beside its name. */
export function JobLogo({ name, logo, size = 'small' }: { name: string; logo: string | null; size?: 'small' | 'large' }) {
  const className = `job-logo job-logo-${size}`;
  if (logo) return <img className={className} src={logo} alt="" loading="lazy" decoding="async" />;
  return (
    <span className={className} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
