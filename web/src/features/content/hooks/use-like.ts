import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { setLike } from '../api/content-api';
import { contentKeys } from '../api/content-queries';
import type { FeedPage, Video, VideosPage } from '../api/content-types';
import { patchVideo } from '../cache-updates';
import { createLikeSync, type LikeState } from '../like-sync';

/**
 * A video's like button: shows the user's latest wish at once, the count the server last returned,
 * and keeps the server in step with the last click (see createLikeSync).
 */
export function useLike(video: Video) {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<LikeState>({ liked: video.userHasLiked, likes: video.likes });
  const [wish, setWish] = useState<boolean | null>(null);
  const [seen, setSeen] = useState(video);

  // A refetched list brings the server's state; adopt it unless the user is mid-change.
  if (seen !== video) {
    setSeen(video);
    if (wish === null) setShown({ liked: video.userHasLiked, likes: video.likes });
  }

  const syncRef = useRef<ReturnType<typeof createLikeSync> | null>(null);
  syncRef.current ??= createLikeSync(video.userHasLiked, {
    send: async (liked) => {
      const reply = await setLike(video._id, liked);
      return { liked: reply.userHasLiked, likes: reply.likes };
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
      if (error) console.error('Like failed', error);
      setWish(null);
    },
  });

  useEffect(() => {
    syncRef.current?.sync(video.userHasLiked);
  }, [video.userHasLiked]);

  const liked = wish ?? shown.liked;
  return {
    liked,
    likes: shown.likes,
    toggle: () => {
      const next = !liked;
      setWish(next);
      syncRef.current?.want(next);
    },
  };
}
