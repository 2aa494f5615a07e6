import type { NotificationBus } from '@startupsetu/server-core/bus/notification-bus';
import type { Database } from '@startupsetu/server-core/db/database';
import { HttpError } from '@startupsetu/server-core/errors';
import type { RealtimeEmitter } from '@startupsetu/server-core/realtime-emitter';
import { blockBetween } from '@startupsetu/server-core/repositories/blocks-repository';
import { queueMessagePush } from './message-push';
import type { FastifyBaseLogger } from 'fastify';
import { isContentId } from '../../schemas/content';
import { insertMessage, type MessageView } from './messages-repository';
import { messageWarning } from './fee-scam';
import { dropRequest, NOT_ACCEPTED_YET, openRequest, reachFor } from './message-requests-repository';
import { MAX_MESSAGE_LENGTH } from '@startupsetu/server-core/contract/field-limits';

export const RECEIVE_MESSAGE_EVENT = 'receiveMessage';
export { MAX_MESSAGE_LENGTH };
/** Why a message is refused while a block stands (DESIGN §6.3), from the sender's side. */
export const YOU_BLOCKED_THEM = 'You have blocked this person. Unblock them in Settings to message them.';
export const THEY_BLOCKED_YOU = 'You cannot message this person.';

/** What sending a message needs: the api app has each. */
export interface MessageChannels {
  db: Database;
  realtime: RealtimeEmitter;
  bus: Pick<NotificationBus, 'publish'>;
}

export interface NewMessage {
  receiverId: string;
  text: string;
}

/**
 * Checks a message as either path receives it (a JSON body or a socket payload, so anything at
 * all) and answers it with its text trimmed. Any `senderId` in it is ignored: the caller's token
 * decides the sender.
 */
export function parseNewMessage(input: unknown): NewMessage {
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    throw new HttpError(400, 'A message needs receiverId and text');
  }
  const { receiverId, text } = input as Record<string, unknown>;
  if (typeof receiverId !== 'string' || receiverId.trim() === '') {
    throw new HttpError(400, 'receiverId is required', 'receiverId');
  }
  if (text !== undefined && text !== null && typeof text !== 'string') {
    throw new HttpError(400, 'Message text must be a string', 'text');
  }
  const trimmed = (text ?? '').trim();
  if (!trimmed) throw new HttpError(400, 'Message text is required', 'text');
  if (longerThan(trimmed, MAX_MESSAGE_LENGTH)) {
    throw new HttpError(400, `Message text must be at most ${MAX_MESSAGE_LENGTH} characters long`, 'text');
  }
  // PostgreSQL text cannot hold NUL.
  if (trimmed.includes('\u0000')) throw new HttpError(400, 'Message text must not contain NUL characters', 'text');
  return { receiverId: receiverId.trim(), text: trimmed };
}

/**
 * The one way a message is sent, over the socket or over HTTP: checked (blocks, then who may reach
 * whom: message-requests-repository.ts), stored, then pushed as `receiveMessage` to every socket of
 * the receiver and of the sender (their other tabs too), and queued as a push to the receiver's
 * subscribed browsers, which the bus tells notify to send. The receiver's copy carries the
 * message's warning, and `request: true` when it opened a message request; the sender's neither.
 */
export async function sendMessage(
  { db, realtime, bus }: MessageChannels,
  senderId: string,
  input: unknown,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<MessageView> {
  const { receiverId, text } = parseNewMessage(input);
  if (receiverId === senderId) throw new HttpError(400, 'You cannot message yourself');
  if (isContentId(receiverId)) {
    const block = await blockBetween(db, senderId, receiverId);
    if (block) throw new HttpError(403, block === 'blocked' ? YOU_BLOCKED_THEM : THEY_BLOCKED_YOU);
  }
  if (!isContentId(receiverId)) throw new HttpError(404, 'User not found');
  const reach = await reachFor(db, senderId, receiverId);
  // Two first messages at once: only one opens the request, the other is a second message.
  if (reach.request && !(await openRequest(db, receiverId, senderId))) throw new HttpError(409, NOT_ACCEPTED_YET);
  const warning = messageWarning(text, reach.connected);
  const message = await insertMessage(db, { senderId, receiverId, text, warning });
  if (!message) {
    if (reach.request) await dropRequest(db, receiverId, senderId);
    throw new HttpError(404, 'User not found');
  }
  realtime.toUser(receiverId, RECEIVE_MESSAGE_EVENT, { ...message, ...(warning && { warning }), ...(reach.request && { request: true }) });
  realtime.toUser(senderId, RECEIVE_MESSAGE_EVENT, message);
  try {
    const queued = await queueMessagePush(db, { senderId, receiverId, text, request: reach.request });
    if (queued > 0) await bus.publish('push.queued', { count: queued });
  } catch (error) {
    // The message is stored and delivered live: a push that cannot be queued loses nothing of it.
    // A push queued but not announced is sent at notify's next wake (its start at the latest).
    log?.warn({ err: error, receiverId }, 'could not queue the push of a message');
  }
  return message;
}

// Characters as JSON Schema's maxLength counts them (code points), without walking a huge text.
function longerThan(text: string, max: number): boolean {
  if (text.length <= max) return false;
  let count = 0;
  for (const _ of text) {
    count += 1;
    if (count > max) return true;
  }
  return false;
}
