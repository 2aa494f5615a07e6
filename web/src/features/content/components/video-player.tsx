import { SaveVideoButton } from './save-video-button';

/** The spec's player: controls, and only the metadata until the user presses play; it can be saved for offline. */
export function VideoPlayer({ src, title }: { src: string; title: string }) {
  return (
    <>
      <video className="content-video" controls preload="metadata" playsInline src={src} aria-label={title} />
      <SaveVideoButton src={src} title={title} />
    </>
  );
}
