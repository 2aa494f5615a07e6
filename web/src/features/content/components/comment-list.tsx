import { PersonLink } from '../../../entities/person/person-link';
import { ProofBadges } from '../../../entities/person/proof-badges';
import { TimeAgo } from '../../../components/time-ago';
import type { Comment } from '../api/content-types';
import { oldestFirst } from '../comment-order';
import { commenterName } from '../content-text';
import { isOwn, useDeleteContent, usePendingDeletes } from '../hooks/use-own-content';
import { OwnItemMenu } from './own-item-menu';
import { ReportContentMenu } from './report-content-menu';

export interface CommentRemoval {
  type: 'comment' | 'talkComment';
  /** The video or talk the comments are on. */
  parentId: string;
  /** Who, besides each commenter, may delete them: a video's owner. */
  moderatorId?: string;
}

/**
 * Each comment (given in any order, from several reads perhaps: shown once each, oldest first) with
 * its commenter (to their profile) and what was proven about them, time and text; a menu to delete the ones the user may.
 */
export function CommentList({ comments, removal }: { comments: readonly Comment[]; removal?: CommentRemoval }) {
  const deleting = usePendingDeletes(removal?.type ?? 'comment');
  const remove = useDeleteContent();
  const shown = oldestFirst(removal ? comments.filter((comment) => !deleting.has(comment._id)) : comments);
  if (shown.length === 0) return <p className="content-comments-empty">No comments yet.</p>;
  const mayDelete = (comment: Comment) => Boolean(removal && (isOwn(comment.commentedBy?._id) || isOwn(removal.moderatorId)));
  return (
    <ul className="content-comments">
      {shown.map((comment) => (
        <li key={comment._id}>
          <div className="content-comment-head">
            <span className="content-comment-meta">
              {comment.commentedBy?._id ? (
                <PersonLink userId={comment.commentedBy._id} className="person-link content-comment-author">
                  {commenterName(comment)}
                </PersonLink>
              ) : (
                <span className="content-comment-author">{commenterName(comment)}</span>
              )}
              <ProofBadges badges={comment.commentedBy?.badges} verified={comment.commentedBy?.verified} />
              <TimeAgo dateTime={comment.createdAt} className="content-time" />
            </span>
            {removal &&
              (mayDelete(comment) ? (
                <OwnItemMenu
                  noun="comment"
                  onDelete={() => remove({ type: removal.type, id: comment._id, parentId: removal.parentId })}
                  // The video's owner may also report someone else's comment on it.
                  reportTarget={isOwn(comment.commentedBy?._id) ? undefined : { type: removal.type, id: comment._id, parentId: removal.parentId }}
                />
              ) : (
                <ReportContentMenu target={{ type: removal.type, id: comment._id, parentId: removal.parentId }} />
              ))}
          </div>
          <p className="content-comment-text">{comment.text}</p>
        </li>
      ))}
    </ul>
  );
}
