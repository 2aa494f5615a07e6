import { MAX_TALK_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import { useId, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { addTalk } from '../api/content-api';
import { contentKeys } from '../../../entities/content/content-keys';
import { useTextSubmit } from '../hooks/use-text-submit';
import { LengthLimitNotes, lengthLimitOf } from './length-limit';

/**
 * 'What's on your mind?' and its 'Post' button; blank or whitespace-only talks are not posted. A talk
 * over the limit is never cut: near it a counter shows, over it the limit is named and Post waits.
 */
export function TalkComposer() {
  const id = useId();
  const queryClient = useQueryClient();
  const form = useTextSubmit(async (text) => {
    const result = await addTalk(text);
    // A queued talk shows as pending above the list until the outbox sends it.
    if (!result.queued) await queryClient.invalidateQueries({ queryKey: contentKeys.posts('talk') });
  }, 'Talk not posted');
  const { counter, tooLong, fieldProps } = lengthLimitOf({ id, value: form.value, max: MAX_TALK_LENGTH, what: 'Talks' });

  function submit(event: FormEvent) {
    if (tooLong) event.preventDefault();
    else void form.submit(event);
  }

  return (
    <form className="content-card content-talk-form" onSubmit={submit}>
      <label htmlFor={id}>Talk</label>
      <textarea
        id={id}
        rows={3}
        placeholder="What's on your mind?"
        value={form.value}
        onChange={(event) => form.setValue(event.target.value)}
        {...fieldProps}
      />
      <LengthLimitNotes id={id} counter={counter} tooLong={tooLong} />
      {form.failed && (
        <p className="field-error" role="alert">
          Your talk was not posted. Please try again.
        </p>
      )}
      <button type="submit" className="button-primary" disabled={form.sending || Boolean(tooLong)}>
        Post
      </button>
    </form>
  );
}
