import { useId, useState, type FormEvent } from 'react';
import { textToSend } from '../form-rules';

interface Props {
  /** Sends the trimmed text; the input clears once it resolves, and keeps the text if it fails. */
  onSubmit: (text: string) => Promise<unknown>;
}

/** The labelled 'Add a comment' input and its 'Comment' button; blank comments are ignored. */
export function CommentForm({ onSubmit }: Props) {
  const id = useId();
  const [value, setValue] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = textToSend(value);
    if (!text || sending) return;
    setSending(true);
    setFailed(false);
    try {
      await onSubmit(text);
      setValue('');
    } catch (error) {
      // Spec §8 only logs comment failures; the text stays so nothing typed is lost.
      console.error('Comment failed', error);
      setFailed(true);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="content-comment-form" onSubmit={submit}>
      <label htmlFor={id}>Add a comment</label>
      <div className="content-comment-row">
        <input id={id} type="text" value={value} maxLength={1000} autoComplete="off" onChange={(event) => setValue(event.target.value)} />
        <button type="submit" disabled={sending}>
          Comment
        </button>
      </div>
      {failed && (
        <p className="field-error" role="alert">
          Your comment was not posted. Please try again.
        </p>
      )}
    </form>
  );
}
