import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime';
import { contentKeys } from '../../../entities/content/content-keys';
import type { FeedPage, VideosPage } from '../api/content-types';
import { patchVideo } from '../cache-updates';
import { isLikesEvent } from '../like-sync';

/**
 * Someone liked or unliked a video on screen (`videoLikes {videoId, likes}`, sent for the videos the
 * page watches, see useLiveCommentsOf): its count changes in every list that holds it. The like
 * button adopts it unless the user is mid-click (useLike).
 */
export function useLiveLikes(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('videoLikes', (payload) => {
    if (!isLikesEvent(payload)) return;
    const patch = { likes: payload.likes };
    queryClient.setQueriesData<{ pages: FeedPage[]; pageParams: unknown[] }>({ queryKey: contentKeys.feed() }, (data) =>
      patchVideo(data, payload.videoId, patch),
    );
    queryClient.setQueriesData<{ pages: VideosPage[]; pageParams: unknown[] }>({ queryKey: contentKeys.videos() }, (data) =>
      patchVideo(data, payload.videoId, patch),
    );
  });
}
