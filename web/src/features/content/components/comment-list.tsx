import { PersonLink } from '../../../components/person-link';
import type { Comment } from '../api/content-types';
import { commenterName } from '../content-text';

/** Each comment's commenter (to their profile) and text. */
export function CommentList({ comments }: { comments: readonly Comment[] }) {
  if (comments.length === 0) return <p className="content-comments-empty">No comments yet.</p>;
  return (
    <ul className="content-comments">
      {comments.map((comment) => (
        <li key={comment._id}>
          {comment.commentedBy?._id ? (
            <PersonLink userId={comment.commentedBy._id} className="person-link content-comment-author">
              {commenterName(comment)}
            </PersonLink>
          ) : (
            <span className="content-comment-author">{commenterName(comment)}</span>
          )}
          <p className="content-comment-text">{comment.text}</p>
        </li>
      ))}
    </ul>
  );
}
