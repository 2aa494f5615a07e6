import type { PushKind } from '../contract/reply-types';
import type { Database } from '../db/database';
import type { PushDeliveriesTable } from '../db/schema';
import { newId } from '../ids';
import { liveSessionsSeenAfter } from '../repositories/sessions-repository';
import { lookingNow } from './presence';
import { pushSessionTag } from './push-session-tag';

// The durable queue of pushes (DESIGN §6.6): a row per subscription of the recipient whose session
// lives (DESIGN §7.2), which notify's sender (apps/notify/src/push/push-sender.ts) sends, retries
// and removes.

/** What the service worker shows: self-contained (no token, nothing to fetch), at most 3 KB. */
export interface PushPayload {
  title: string;
  body: string;
  /** The page a tap opens (same-origin path). */
  url: string;
  /** Notifications with the same tag replace each other on the device. */
  tag: string;
  /** The app badge's count: unread notifications and messages. */
  badge: number;
}

/** A payload as queued for one subscription: it names the session it is for (pushSessionTag). */
interface QueuedPayload extends PushPayload {
  session: string;
}

export const MAX_PAYLOAD_BYTES = 3072;

/** A day in seconds, for TTLs. */
export const DAY_S = 24 * 60 * 60;

/** Who a push is for, and what kind of push it is (a preference of theirs). */
export interface PushRecipient {
  userId: string;
  kind: PushKind;
}

/** The push itself, made only once someone will receive it. */
export interface PushDraft {
  payload: PushPayload;
  /** Pushes with the same topic replace each other at the push service while undelivered. */
  topic?: string;
  urgency: PushDeliveriesTable['urgency'];
  /** Seconds the push service keeps it for a device that is offline. */
  ttl: number;
}

export type QueuedPush = PushRecipient & PushDraft;

/**
 * Queues a push for each of the recipient's subscribed browsers whose session lives, unless they
 * turned its kind off or are looking at the app right now (it shows there already); answers how
 * many were queued. `draft` runs only when there is a browser to send to: most people have none,
 * and a chat message or a notification then costs one read. A payload over MAX_PAYLOAD_BYTES has
 * its body shortened.
 */
export async function enqueuePush(db: Database, { userId, kind }: PushRecipient, draft: () => Promise<PushDraft>): Promise<number> {
  const now = Date.now();
  const subscriptions = await db
    .selectFrom('push_subscriptions')
    .innerJoin('sessions', 'sessions.id', 'push_subscriptions.session_id')
    .select(['push_subscriptions.id', 'sessions.id as sessionId'])
    .where('push_subscriptions.user_id', '=', userId)
    .where('sessions.ended_at', 'is', null)
    .where('sessions.last_seen_at', '>', liveSessionsSeenAfter(now))
    .where(({ not, exists }) => not(exists(lookingNow(db, userId, now))))
    .where(({ not, exists }) => not(exists(db.selectFrom('push_preferences').select('user_id').where('user_id', '=', userId).where(kind, '=', 0))))
    .execute();
  if (subscriptions.length === 0) return 0;
  const push = await draft();
  const queuedAt = new Date(now).toISOString();
  await db
    .insertInto('push_deliveries')
    .values(
      subscriptions.map(({ id, sessionId }) => ({
        id: newId(),
        subscription_id: id,
        payload: withinLimit({ ...push.payload, session: pushSessionTag(sessionId) }),
        topic: push.topic ?? null,
        urgency: push.urgency,
        ttl: push.ttl,
        attempts: 0,
        next_attempt_at: queuedAt,
        created_at: queuedAt,
      })),
    )
    .execute();
  return subscriptions.length;
}

function withinLimit(payload: QueuedPayload): string {
  const json = JSON.stringify(payload);
  if (Buffer.byteLength(json) <= MAX_PAYLOAD_BYTES) return json;
  const ellipsis = '…';
  let room = MAX_PAYLOAD_BYTES - Buffer.byteLength(JSON.stringify({ ...payload, body: ellipsis }));
  let body = '';
  // By code point, counting each as it is written in the JSON (escapes included).
  for (const character of payload.body) {
    room -= Buffer.byteLength(JSON.stringify(character)) - 2;
    if (room < 0) break;
    body += character;
  }
  return JSON.stringify({ ...payload, body: body + ellipsis });
}
