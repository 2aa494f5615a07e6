import { PendingMark } from '../../../components/pending-mark';
import type { Video } from '../api/content-types';
import { likeCountText } from '../content-text';
import { useLike } from '../hooks/use-like';

/** Like / Unlike toggle and the count the server returned; 'Pending' while the choice waits to sync. */
export function LikeButton({ video }: { video: Video }) {
  const like = useLike(video);
  return (
    <div className="content-likes">
      <button type="button" className="content-like" aria-pressed={like.liked} onClick={like.toggle}>
        {like.liked ? 'Unlike' : 'Like'}
      </button>
      <span className="content-like-count" aria-live="polite">
        {likeCountText(like.likes)}
      </span>
      {like.pending && <PendingMark />}
    </div>
  );
}
