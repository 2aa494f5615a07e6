import { MAX_COMMENT_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import { useId, type FormEvent } from 'react';
import { useTextSubmit } from '../hooks/use-text-submit';
import { LengthLimitNotes, lengthLimitOf } from './length-limit';

interface Props {
  /** Sends the trimmed text; the input clears once it resolves, and keeps the text if it fails. */
  onSubmit: (text: string) => Promise<unknown>;
}

/**
 * The labelled 'Add a comment' input and its 'Comment' button; blank comments are ignored. A
 * comment over the limit is never cut: near it a counter shows, over it the limit is named and
 * Comment waits.
 */
export function CommentForm({ onSubmit }: Props) {
  const id = useId();
  const form = useTextSubmit(onSubmit, 'Comment failed');
  const { counter, tooLong, fieldProps } = lengthLimitOf({ id, value: form.value, max: MAX_COMMENT_LENGTH, what: 'Comments' });

  function submit(event: FormEvent) {
    if (tooLong) event.preventDefault();
    else void form.submit(event);
  }

  return (
    <form className="content-comment-form" onSubmit={submit}>
      <label htmlFor={id}>Add a comment</label>
      <div className="content-comment-row">
        <input id={id} type="text" value={form.value} autoComplete="off" onChange={(event) => form.setValue(event.target.value)} {...fieldProps} />
        <button type="submit" disabled={form.sending || Boolean(tooLong)}>
          Comment
        </button>
      </div>
      <LengthLimitNotes id={id} counter={counter} tooLong={tooLong} />
      {form.failed && (
        <p className="field-error" role="alert">
          Your comment was not posted. Please try again.
        </p>
      )}
    </form>
  );
}
