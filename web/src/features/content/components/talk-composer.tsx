import { MAX_TALK_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { addTalk } from '../api/content-api';
import { contentKeys } from '../api/content-queries';
import { useTextSubmit } from '../hooks/use-text-submit';

/** 'What's on your mind?' and its 'Post' button; blank or whitespace-only talks are not posted. */
export function TalkComposer() {
  const id = useId();
  const queryClient = useQueryClient();
  const form = useTextSubmit(async (text) => {
    const result = await addTalk(text);
    // A queued talk shows as pending above the list until the outbox sends it.
    if (!result.queued) await queryClient.invalidateQueries({ queryKey: contentKeys.posts('talk') });
  }, 'Talk not posted');

  return (
    <form className="content-card content-talk-form" onSubmit={form.submit}>
      <label htmlFor={id}>Talk</label>
      <textarea id={id} rows={3} maxLength={MAX_TALK_LENGTH} placeholder="What's on your mind?" value={form.value} onChange={(event) => form.setValue(event.target.value)} />
      {form.failed && (
        <p className="field-error" role="alert">
          Your talk was not posted. Please try again.
        </p>
      )}
      <button type="submit" className="button-primary" disabled={form.sending}>
        Post
      </button>
    </form>
  );
}
