import { useCallback } from 'react';
import { useRealtimeChannel } from './realtime';
import { watchedVideosOf } from './watched-videos';

/**
 * A ref for a video's card: while any of it is on screen the session's socket watches that video
 * (from when the socket connects, if the card came first), so the server sends it the video's
 * `newComment`.
 */
export function useWatchOnScreen(videoId: string): (element: HTMLElement | null) => (() => void) | undefined {
  const channel = useRealtimeChannel();

  return useCallback(
    (element: HTMLElement | null) => {
      if (!element || typeof IntersectionObserver === 'undefined') return undefined;
      const watched = watchedVideosOf(channel);
      let release: (() => void) | undefined;
      const observer = new IntersectionObserver(([entry]) => {
        if (entry?.isIntersecting && !release) {
          release = watched.show(videoId);
        } else if (!entry?.isIntersecting && release) {
          release();
          release = undefined;
        }
      });
      observer.observe(element);
      return () => {
        observer.disconnect();
        release?.();
      };
    },
    [channel, videoId],
  );
}
