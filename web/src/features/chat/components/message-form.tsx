import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useDraft } from '../../../lib/drafts';
import { lengthCounter, tooLongProblem } from '../../../lib/text-limits';
import { MAX_MESSAGE_LENGTH, messageToSend } from '../message-text';

interface Props {
  /** The draft the text is kept in until it is sent (closing the box, Back, a reload keep it): one per chat. */
  draftName: string;
  /** Sends the trimmed text; the input clears once it resolves and keeps the text if it fails. */
  onSend: (text: string) => Promise<unknown>;
  sending: boolean;
  error: string | null;
}

/** The labelled 'Message' input and its 'Send' button; blank messages are not sent (spec §5). */
export function MessageForm({ draftName, onSend, sending, error }: Props) {
  const id = useId();
  const [value, setValue] = useState('');
  const draft = useDraft(draftName, value, '', setValue);
  const input = useRef<HTMLInputElement>(null);
  // The box opens ready to type, focused once it is drawn: focus() during React's commit (autoFocus)
  // would lay out the whole page in the middle of it, a long task on a slow phone.
  useEffect(() => {
    const frame = requestAnimationFrame(() => input.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  // A message over the limit is never cut: near it a counter shows, over it the limit is named.
  const counter = lengthCounter(value, MAX_MESSAGE_LENGTH);
  const tooLong = tooLongProblem(value, MAX_MESSAGE_LENGTH, 'Messages');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = messageToSend(value);
    if (!text || sending) return;
    try {
      await onSend(text);
      setValue('');
      draft.clear();
    } catch {
      // Logged by the mutation and shown below; the text stays so nothing typed is lost.
    }
  }

  return (
    <form className="chat-form" onSubmit={submit} noValidate>
      {error && (
        <p className="chat-form-error" role="alert">
          {error}
        </p>
      )}
      <label htmlFor={id} className="chat-form-label">
        Message
      </label>
      <div className="chat-form-row">
        <input
          id={id}
          type="text"
          value={value}
          aria-invalid={tooLong ? true : undefined}
          aria-describedby={counter ? `${id}-count` : undefined}
          ref={input}
          autoComplete="off"
          enterKeyHint="send"
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className="button-primary" disabled={sending}>
          Send
        </button>
      </div>
      {counter && (
        <p id={`${id}-count`} className={tooLong ? 'chat-form-count field-error' : 'chat-form-count field-hint'}>
          {counter}
          {tooLong && ` · ${tooLong}`}
        </p>
      )}
    </form>
  );
}
