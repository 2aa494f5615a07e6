import { privacyOf, type MessageRequestStatus } from '@startupsetu/server-core/contract/privacy';
import type { Database } from '@startupsetu/server-core/db/database';
import { HttpError } from '@startupsetu/server-core/errors';
import { proofOf } from '@startupsetu/server-core/repositories/users-repository';

// Who may reach whom (DESIGN §7.4): a message to someone the sender is not connected with is a
// request, one message until its recipient accepts; each person chooses who may write to them; and
// first messages to new people are limited per day.

export const NOT_ACCEPTED_YET = 'Your message request has not been accepted yet. You can send another message once they accept it.';
export const CONNECTIONS_ONLY = 'This person accepts messages from their connections only. Send them a connection request first.';
export const VERIFIED_ONLY = 'This person accepts messages from verified people and their connections only.';
/** First messages to new people a sender may send per UTC day. */
export const DAILY_NEW_PEOPLE = 20;
export const DAILY_LIMIT_REACHED = `You can send first messages to ${DAILY_NEW_PEOPLE} new people a day. Try again tomorrow, or connect with them first.`;

export interface Reach {
  /** The two are connected: no request, no warning. */
  connected: boolean;
  /** The message opens a new request (the sender's only one until it is accepted). */
  request: boolean;
}

/** Whether the two are connected (the connections table holds a row for each side). */
export async function areConnected(db: Database, userId: string, otherId: string): Promise<boolean> {
  const row = await db.selectFrom('connections').select('peer_id').where('user_id', '=', userId).where('peer_id', '=', otherId).executeTakeFirst();
  return row !== undefined;
}

/**
 * May `senderId` write to `receiverId` now, and how: freely (connected, an accepted request, a
 * reply to a request the receiver sent, which accepts it, or a conversation older than message
 * requests), or as a new request. Throws the reason
 * otherwise: 404 (no such person), 409 (a request not accepted, or ignored: the sender is not
 * told which), 403 (the receiver's choice), 429 (the day's first messages used up).
 */
export async function reachFor(db: Database, senderId: string, receiverId: string): Promise<Reach> {
  const receiver = await db
    .selectFrom('users')
    .select(['role', 'email_visibility', 'phone_visibility', 'messages_from'])
    .where('id', '=', receiverId)
    .executeTakeFirst();
  if (!receiver) throw new HttpError(404, 'User not found');
  if (await areConnected(db, senderId, receiverId)) return { connected: true, request: false };

  const own = await requestStatus(db, receiverId, senderId);
  if (own === 'accepted') return { connected: false, request: false };
  if (own) throw new HttpError(409, NOT_ACCEPTED_YET);
  // Writing back to someone who wrote first accepts what they sent.
  const reverse = await requestStatus(db, senderId, receiverId);
  if (reverse) {
    if (reverse !== 'accepted') await decideRequest(db, senderId, receiverId, 'accepted');
    return { connected: false, request: false };
  }
  // A conversation from before message requests (no request either way) goes on as it was.
  if (await haveChatted(db, senderId, receiverId)) return { connected: false, request: false };

  const { messagesFrom } = privacyOf(receiver);
  if (messagesFrom === 'connections') throw new HttpError(403, CONNECTIONS_ONLY);
  if (messagesFrom === 'verified') {
    const sender = await db.selectFrom('users').select(['verified', 'badges']).where('id', '=', senderId).executeTakeFirst();
    if (!sender || !proofOf(sender).verified) throw new HttpError(403, VERIFIED_ONLY);
  }
  if ((await requestsSentToday(db, senderId)) >= DAILY_NEW_PEOPLE) throw new HttpError(429, DAILY_LIMIT_REACHED);
  return { connected: false, request: true };
}

async function haveChatted(db: Database, userId: string, otherId: string): Promise<boolean> {
  const row = await db.selectFrom('chat_summaries').select('other_id').where('user_id', '=', userId).where('other_id', '=', otherId).executeTakeFirst();
  return row !== undefined;
}

async function requestStatus(db: Database, recipientId: string, senderId: string): Promise<MessageRequestStatus | undefined> {
  const row = await db
    .selectFrom('message_requests')
    .select('status')
    .where('recipient_id', '=', recipientId)
    .where('sender_id', '=', senderId)
    .executeTakeFirst();
  return row?.status;
}

/** Requests the sender opened since the start of this UTC day (by message_requests_sender_idx). */
export async function requestsSentToday(db: Database, senderId: string, now = new Date()): Promise<number> {
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();
  const { count } = await db
    .selectFrom('message_requests')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('sender_id', '=', senderId)
    .where('created_at', '>=', dayStart)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Opens the pending request; false when one already stood (two first messages at once). */
export async function openRequest(db: Database, recipientId: string, senderId: string): Promise<boolean> {
  const result = await db
    .insertInto('message_requests')
    .values({ recipient_id: recipientId, sender_id: senderId, status: 'pending', created_at: new Date().toISOString(), decided_at: null })
    .onConflict((conflict) => conflict.columns(['recipient_id', 'sender_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Drops a request whose message could not be stored. */
export async function dropRequest(db: Database, recipientId: string, senderId: string): Promise<void> {
  await db.deleteFrom('message_requests').where('recipient_id', '=', recipientId).where('sender_id', '=', senderId).execute();
}

/** The recipient's decision; false when there is no request from `senderId` to them. */
export async function decideRequest(db: Database, recipientId: string, senderId: string, status: Exclude<MessageRequestStatus, 'pending'>): Promise<boolean> {
  const result = await db
    .updateTable('message_requests')
    .set({ status, decided_at: new Date().toISOString() })
    .where('recipient_id', '=', recipientId)
    .where('sender_id', '=', senderId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
