import { COUNT_CAP } from '@startupsetu/server-core/contract/field-limits';
import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePendingWrites } from '../../../lib/outbox-snapshot';
import { addVideoComment } from '../api/content-api';
import { commentsOptions } from '../api/content-queries';
import { contentKeys } from '../../../entities/content/content-keys';
import { loadedOnDemand } from '../../../components/loaded-on-demand';
import { CommentForm } from './comment-form';
import { PendingComments } from './pending-comments';

/** The list shows only once the comments are opened: a feed that is only read does not download it. */
const CommentList = loadedOnDemand(() => import('./comment-list').then((module) => module.CommentList), <p role="status">Loading...</p>);

/** The server's page of a video's comments (its default limit). */
const COMMENTS_PAGE = 20;

/** The toggle's words: 'Comments (3)', '100+' from the cap on; plain 'Comments' while the count is unknown. */
export function commentsToggleText(count: number | undefined): string {
  if (count === undefined) return 'Comments';
  return `Comments (${count >= COUNT_CAP ? `${COUNT_CAP}+` : count})`;
}

/** The loaded page has them all when it is shorter than a page; otherwise the list's (capped) count. */
function knownCount(listed: number | undefined, loaded: readonly unknown[] | undefined): number | undefined {
  if (!loaded) return listed;
  return loaded.length < COMMENTS_PAGE ? loaded.length : Math.max(listed ?? 0, loaded.length);
}

interface Props {
  videoId: string;
  videoOwnerId?: string;
  /** How many comments the list said the video has. */
  commentCount?: number;
}

/** A video's 'Comments (n)' toggle (loads them, oldest first, the first time it opens) and its comment form. */
export function VideoComments({ videoId, videoOwnerId, commentCount }: Props) {
  const queryClient = useQueryClient();
  const regionId = useId();
  const [open, setOpen] = useState(false);
  const comments = useQuery({ ...commentsOptions(videoId), enabled: open });
  const pending = usePendingWrites('video-comment', 'videoId', videoId);
  const hasPending = pending.length > 0;

  // A comment waiting to sync opens the comments (after a reload too), so once it is sent it shows
  // among the others instead of vanishing. Adjusted as it renders when one starts waiting (React's
  // 'adjusting state when a prop changes'); closing them while it waits keeps them closed.
  const [hadPending, setHadPending] = useState(false);
  if (hasPending !== hadPending) {
    setHadPending(hasPending);
    if (hasPending) setOpen(true);
  }

  async function post(text: string) {
    const result = await addVideoComment(videoId, text);
    // Opened so the poster sees the comment among the reloaded ones (or as pending, when queued).
    setOpen(true);
    if (!result.queued) await queryClient.invalidateQueries({ queryKey: contentKeys.comments(videoId) });
  }

  return (
    <div className="content-comments-block">
      <button type="button" className="content-comments-toggle" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen(!open)}>
        {commentsToggleText(knownCount(commentCount, comments.data))}
      </button>
      {open && (
        <div id={regionId} className="content-comments-region">
          {comments.isPending ? (
            <p role="status">Loading...</p>
          ) : comments.isError ? (
            <p className="field-error" role="alert">
              Failed to load comments.{' '}
              <button type="button" className="content-link-button" onClick={() => void comments.refetch()}>
                Try again
              </button>
            </p>
          ) : (
            <CommentList comments={comments.data} removal={{ type: 'comment', parentId: videoId, moderatorId: videoOwnerId }} />
          )}
        </div>
      )}
      <PendingComments entries={pending} />
      <CommentForm onSubmit={post} />
    </div>
  );
}
