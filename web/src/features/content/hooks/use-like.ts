import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queueWrite } from '../../../lib/outbox-client';
import { usePendingWrites } from '../../../lib/outbox-snapshot';
import { likeWrite, setLike } from '../api/content-api';
import { contentKeys } from '../../../entities/content/content-keys';
import type { FeedPage, Video, VideosPage } from '../api/content-types';
import { patchVideo } from '../cache-updates';
import { countWithPending, createLikeSync, type LikeState } from '../like-sync';

/** The like went to the outbox: the pending entry now carries the user's wish. */
class LikeQueued extends Error {}

/**
 * A video's like button: shows the user's latest wish at once, the count the server last returned,
 * and keeps the server in step with the last click (see createLikeSync). Offline the wish waits in
 * the outbox, shown as pending; a later click replaces it there, so the replay sends only the last.
 */
export function useLike(video: Video) {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<LikeState>({ liked: video.userHasLiked, likes: video.likes });
  const [wish, setWish] = useState<boolean | null>(null);
  const [seen, setSeen] = useState(video);
  const pending = usePendingWrites('like', 'videoId', video._id).at(-1);
  const pendingLiked = pending ? pending.meta.liked === true : null;

  // A refetched list brings the server's state; adopt it unless the user is mid-change.
  if (seen !== video) {
    setSeen(video);
    if (wish === null) setShown({ liked: video.userHasLiked, likes: video.likes });
  }

  const syncRef = useRef<ReturnType<typeof createLikeSync> | null>(null);
  syncRef.current ??= createLikeSync(video.userHasLiked, {
    send: async (liked) => {
      const result = await setLike(video._id, liked);
      if (result.queued) throw new LikeQueued();
      return { liked: result.data.userHasLiked, likes: result.data.likes };
    },
    onConfirmed: (state) => {
      setShown(state);
      const patch = { userHasLiked: state.liked, likes: state.likes };
      queryClient.setQueriesData<{ pages: FeedPage[]; pageParams: unknown[] }>({ queryKey: contentKeys.feed() }, (data) =>
        patchVideo(data, video._id, patch),
      );
      queryClient.setQueriesData<{ pages: VideosPage[]; pageParams: unknown[] }>({ queryKey: contentKeys.videos() }, (data) =>
        patchVideo(data, video._id, patch),
      );
    },
    onSettled: (error) => {
      // Spec §8: like failures are logged, not shown; the button falls back to the server's state.
      if (error && !(error instanceof LikeQueued)) console.error('Like failed', error);
      setWish(null);
    },
  });

  useEffect(() => {
    syncRef.current?.sync(video.userHasLiked);
  }, [video.userHasLiked]);

  const liked = wish ?? pendingLiked ?? shown.liked;
  return {
    liked,
    likes: countWithPending(shown, wish === null ? pendingLiked : wish),
    pending: Boolean(pending),
    toggle: () => {
      const next = !liked;
      setWish(next);
      // Behind a like already waiting (or offline), this one waits too, replacing it.
      if (pending || !navigator.onLine) {
        queueWrite(likeWrite(video._id, next)).then(
          () => setWish(null),
          (error: unknown) => {
            console.error('Like not queued', error);
            setWish(null);
          },
        );
      } else {
        syncRef.current?.want(next);
      }
    },
  };
}
