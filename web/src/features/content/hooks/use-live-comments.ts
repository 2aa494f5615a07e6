import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime';
import { useWatchOnScreen } from '../../../lib/use-watch-on-screen';
import { commentsOptions } from '../api/content-queries';

/**
 * Someone commented on a video (`newComment {videoId}`): load that video's comments again, shown or
 * not, so a card with its comments closed counts the new one in its 'Comments (n)' too. The server
 * sends it only for the videos the page watches, the cards on screen: see useLiveCommentsOf.
 * (RealtimeProvider refreshes them all after a dropped connection.)
 */
export function useLiveComments(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('newComment', (payload) => {
    if (typeof payload?.videoId !== 'string') return;
    // A failed load keeps the count it had; the next event or opening loads them again.
    void queryClient.fetchQuery({ ...commentsOptions(payload.videoId), staleTime: 0 }).catch(() => undefined);
  });
}

/** A ref for a video's card: while it is on screen its comments arrive live (the socket watches it). */
export function useLiveCommentsOf(videoId: string) {
  return useWatchOnScreen(videoId);
}
