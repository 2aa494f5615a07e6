import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime';
import { useWatchOnScreen } from '../../../lib/use-watch-on-screen';
import { contentKeys } from '../api/content-queries';

/**
 * Someone commented on a video (`newComment {videoId}`): reload that video's comments if they are
 * on screen; comments loaded earlier reload when shown again. (RealtimeProvider refreshes them all
 * after a dropped connection.) The server sends it only for the videos the page watches: see
 * useLiveCommentsOf.
 */
export function useLiveComments(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('newComment', (payload) => {
    if (typeof payload?.videoId === 'string') void queryClient.invalidateQueries({ queryKey: contentKeys.comments(payload.videoId) });
  });
}

/** A ref for a video's card: while it is on screen its comments arrive live (the socket watches it). */
export function useLiveCommentsOf(videoId: string) {
  return useWatchOnScreen(videoId);
}
