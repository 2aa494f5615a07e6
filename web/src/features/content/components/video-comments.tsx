import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { addVideoComment } from '../api/content-api';
import { commentsOptions, contentKeys } from '../api/content-queries';
import { CommentForm } from './comment-form';
import { CommentList } from './comment-list';

/** A video's 'Comments' toggle (loads them the first time it opens) and its comment form. */
export function VideoComments({ videoId }: { videoId: string }) {
  const queryClient = useQueryClient();
  const regionId = useId();
  const [open, setOpen] = useState(false);
  const comments = useQuery({ ...commentsOptions(videoId), enabled: open });

  async function post(text: string) {
    await addVideoComment(videoId, text);
    // Opened so the poster sees the comment among the reloaded ones.
    setOpen(true);
    await queryClient.invalidateQueries({ queryKey: contentKeys.comments(videoId) });
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
            <CommentList comments={comments.data} />
          )}
        </div>
      )}
      <CommentForm onSubmit={post} />
    </div>
  );
}
