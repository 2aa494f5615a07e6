import { useCallback, useEffect, useRef } from 'react';
import { useRealtimeSocket } from './realtime';
import { watchedVideosOf } from './watched-videos';

/**
 * A ref for a video's card: while any of it is on screen the session's socket watches that video,
 * so the server sends it the video's `newComment`. `onBackOnScreen` runs each time the card comes
 * back into view after leaving it: whatever happened to the video meanwhile was not sent.
 */
export function useWatchOnScreen(videoId: string, onBackOnScreen?: () => void): (element: HTMLElement | null) => (() => void) | undefined {
  const socket = useRealtimeSocket();
  const latest = useRef(onBackOnScreen);
  useEffect(() => {
    latest.current = onBackOnScreen;
  });

  return useCallback(
    (element: HTMLElement | null) => {
      if (!element || !socket || typeof IntersectionObserver === 'undefined') return undefined;
      const watched = watchedVideosOf(socket);
      let release: (() => void) | undefined;
      let seen = false;
      const observer = new IntersectionObserver(([entry]) => {
        if (entry?.isIntersecting && !release) {
          release = watched.show(videoId);
          if (seen) latest.current?.();
          seen = true;
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
