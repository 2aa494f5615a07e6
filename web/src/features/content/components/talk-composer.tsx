import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { addTalk } from '../api/content-api';
import { contentKeys } from '../api/content-queries';
import { textToSend } from '../form-rules';

/** 'What's on your mind?' and its 'Post' button; blank or whitespace-only talks are not posted. */
export function TalkComposer() {
  const id = useId();
  const queryClient = useQueryClient();
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
      const result = await addTalk(text);
      setValue('');
      // A queued talk shows as pending above the list until the outbox sends it.
      if (!result.queued) await queryClient.invalidateQueries({ queryKey: contentKeys.posts('talk') });
    } catch (error) {
      console.error('Talk not posted', error);
      setFailed(true);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="content-card content-talk-form" onSubmit={submit}>
      <label htmlFor={id}>Talk</label>
      <textarea id={id} rows={3} maxLength={2000} placeholder="What's on your mind?" value={value} onChange={(event) => setValue(event.target.value)} />
      {failed && (
        <p className="field-error" role="alert">
          Your talk was not posted. Please try again.
        </p>
      )}
      <button type="submit" className="button-primary" disabled={sending}>
        Post
      </button>
    </form>
  );
}
