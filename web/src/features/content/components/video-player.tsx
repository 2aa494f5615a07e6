import { useState } from 'react';
import { SaveVideoButton } from './save-video-button';
import '../video-player.css';

/**
 * The spec's player, with controls; it can be saved for offline. Until the user presses play it is
 * a button standing in for it: a page of native players costs a slow phone a long pause to lay out
 * their controls, and each would fetch the start of its file. Pressing it puts the player in its
 * place, playing. The button shows the video's poster (a frame its author's browser captured), if
 * it has one, in the player's own box.
 */
export function VideoPlayer({ src, title, poster }: { src: string; title: string; poster?: string | null }) {
  const [started, setStarted] = useState(false);
  return (
    <>
      {started ? (
        // Focus follows the press to the player, whose controls take over from the button.
        <video ref={(video) => video?.focus()} className="content-video" controls autoPlay playsInline src={src} poster={poster ?? undefined} aria-label={title} />
      ) : (
        <button type="button" className="content-video content-video-start" onClick={() => setStarted(true)}>
          {poster ? (
            <img className="content-video-poster" src={poster} alt="" loading="lazy" decoding="async" />
          ) : (
            // Without a poster the frame shows the video's title, not a black box.
            <span className="content-video-card" aria-hidden="true">
              {title}
            </span>
          )}
          <span className="visually-hidden">Play {title}</span>
        </button>
      )}
      <SaveVideoButton src={src} title={title} />
    </>
  );
}
