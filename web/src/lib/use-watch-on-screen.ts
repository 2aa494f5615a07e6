import { useCallback } from 'react';
import { useRealtimeSocket } from './realtime';
import { watchedVideosOf } from './watched-videos';

/**
 * A ref for a video's card: while any of it is on screen the session's socket watches that video,
 * so the server sends it the video's `newComment`.
 */
export function useWatchOnScreen(videoId: string): (element: HTMLElement | null) => (() => void) | undefined {
  const socket = useRealtimeSocket();

  return useCallback(
    (element: HTMLElement | null) => {
      if (!element || !socket || typeof IntersectionObserver === 'undefined') return undefined;
      const watched = watchedVideosOf(socket);
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
    [socket, videoId],
  );
}
