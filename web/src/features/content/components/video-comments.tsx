import { useEffect, useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePendingWrites } from '../../../lib/outbox-snapshot';
import { addVideoComment } from '../api/content-api';
import { commentsOptions, contentKeys } from '../api/content-queries';
import { CommentForm } from './comment-form';
import { CommentList } from './comment-list';
import { PendingComments } from './pending-comments';

/** A video's 'Comments' toggle (loads them the first time it opens) and its comment form. */
export function VideoComments({ videoId, videoOwnerId }: { videoId: string; videoOwnerId?: string }) {
  const queryClient = useQueryClient();
  const regionId = useId();
  const [open, setOpen] = useState(false);
  const comments = useQuery({ ...commentsOptions(videoId), enabled: open });
  const pending = usePendingWrites('video-comment', 'videoId', videoId);
  const hasPending = pending.length > 0;

  // A comment waiting to sync opens the comments (after a reload too), so once it is sent it shows
  // among the others instead of vanishing.
  useEffect(() => {
    if (hasPending) setOpen(true);
  }, [hasPending]);

  async function post(text: string) {
    const result = await addVideoComment(videoId, text);
    // Opened so the poster sees the comment among the reloaded ones (or as pending, when queued).
    setOpen(true);
    if (!result.queued) await queryClient.invalidateQueries({ queryKey: contentKeys.comments(videoId) });
  }

  return (
    <div className="content-comments-block">
      <button type="button" className="content-comments-toggle" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen(!open)}>
        Comments
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
