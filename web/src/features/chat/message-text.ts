import { MAX_MESSAGE_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import { tooLongProblem } from '../../lib/text-limits';
import type { Message } from './api/chat-types';

export { MAX_MESSAGE_LENGTH };

/** The trimmed text to send, or null when there is nothing to send (spec §5: blank is not sent; one over the limit waits, whole). */
export function messageToSend(value: string): string | null {
  const text = value.trim();
  return text && !tooLongProblem(text, MAX_MESSAGE_LENGTH, 'Messages') ? text : null;
}

/** A realtime payload that really is a message (anything else is ignored). */
export function isMessage(value: unknown): value is Message {
  if (!value || typeof value !== 'object') return false;
  const message = value as Record<string, unknown>;
  return (
    typeof message._id === 'string' &&
    typeof message.senderId === 'string' &&
    typeof message.receiverId === 'string' &&
    typeof message.text === 'string'
  );
}
