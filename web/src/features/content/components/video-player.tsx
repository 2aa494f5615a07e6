/** The spec's player: controls, and only the metadata until the user presses play. */
export function VideoPlayer({ src, title }: { src: string; title: string }) {
  return <video className="content-video" controls preload="metadata" playsInline src={src} aria-label={title} />;
}
