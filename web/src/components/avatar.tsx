/** A user's picture, or the 'No Pic' placeholder (spec §2) when they have none. */
export function Avatar({ src, name, size = 48 }: { src?: string | null; name: string; size?: number }) {
  if (!src) {
    return (
      <span className="avatar avatar-empty" style={{ width: size, height: size }} role="img" aria-label={`${name}: no picture`}>
        No Pic
      </span>
    );
  }
  return <img className="avatar" src={src} alt={name} width={size} height={size} style={{ width: size, height: size }} />;
}
