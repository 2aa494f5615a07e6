import { MAX_COMMENT_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import { useId } from 'react';
import { useTextSubmit } from '../hooks/use-text-submit';

interface Props {
  /** Sends the trimmed text; the input clears once it resolves, and keeps the text if it fails. */
  onSubmit: (text: string) => Promise<unknown>;
}

/** The labelled 'Add a comment' input and its 'Comment' button; blank comments are ignored. */
export function CommentForm({ onSubmit }: Props) {
  const id = useId();
  const form = useTextSubmit(onSubmit, 'Comment failed');

  return (
    <form className="content-comment-form" onSubmit={form.submit}>
      <label htmlFor={id}>Add a comment</label>
      <div className="content-comment-row">
        <input id={id} type="text" value={form.value} maxLength={MAX_COMMENT_LENGTH} autoComplete="off" onChange={(event) => form.setValue(event.target.value)} />
        <button type="submit" disabled={form.sending}>
          Comment
        </button>
      </div>
      {form.failed && (
        <p className="field-error" role="alert">
          Your comment was not posted. Please try again.
        </p>
      )}
    </form>
  );
}
