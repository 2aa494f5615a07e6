import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime';
import { contentKeys } from '../api/content-queries';

/**
 * Someone commented on a video (`newComment {videoId}`): reload that video's comments if they are
 * on screen; comments loaded earlier reload when shown again. (RealtimeProvider refreshes them all
 * after a dropped connection.)
 */
export function useLiveComments(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent<{ videoId?: unknown }>('newComment', (payload) => {
    if (typeof payload?.videoId === 'string') void queryClient.invalidateQueries({ queryKey: contentKeys.comments(payload.videoId) });
  });
}
