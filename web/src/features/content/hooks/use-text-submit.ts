import { useState, type FormEvent } from 'react';
import { textToSend } from '../form-rules';

/**
 * A one-field text form: blank or whitespace-only text is not sent; the field clears once `send`
 * resolves and keeps the text if it fails, so nothing typed is lost.
 */
export function useTextSubmit(send: (text: string) => Promise<unknown>, failureLog: string) {
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
      await send(text);
      setValue('');
    } catch (error) {
      // Spec §8 only logs these failures; the inline note tells the user the text is still theirs.
      console.error(failureLog, error);
      setFailed(true);
    } finally {
      setSending(false);
    }
  }

  return { value, setValue, sending, failed, submit };
}
