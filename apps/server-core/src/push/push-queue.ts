import type { PushKind } from '../contract/reply-types';
import type { Database } from '../db/database';
import type { PushDeliveriesTable } from '../db/schema';
import { newId } from '../ids';
import { isLookingNow } from './presence';

// The durable queue of pushes (DESIGN §6.6): a row per subscription of the recipient, which notify's
// sender (apps/notify/src/push/push-sender.ts) sends, retries and removes.

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

export const MAX_PAYLOAD_BYTES = 3072;

export interface QueuedPush {
  userId: string;
  kind: PushKind;
  payload: PushPayload;
  /** Pushes with the same topic replace each other at the push service while undelivered. */
  topic?: string;
  urgency: PushDeliveriesTable['urgency'];
  /** Seconds the push service keeps it for a device that is offline. */
  ttl: number;
}

/**
 * Queues `push` for each of the recipient's subscribed browsers, unless they turned its kind off or
 * are looking at the app right now (it shows there already); answers how many were queued. A
 * payload over MAX_PAYLOAD_BYTES has its body shortened.
 */
export async function enqueuePush(db: Database, push: QueuedPush): Promise<number> {
  if (await isLookingNow(db, push.userId)) return 0;
  const preferences = await db.selectFrom('push_preferences').select(push.kind).where('user_id', '=', push.userId).executeTakeFirst();
  if (preferences && (preferences as Record<PushKind, number>)[push.kind] === 0) return 0;
  const subscriptions = await db.selectFrom('push_subscriptions').select('id').where('user_id', '=', push.userId).execute();
  if (subscriptions.length === 0) return 0;
  const now = new Date().toISOString();
  const payload = withinLimit(push.payload);
  await db
    .insertInto('push_deliveries')
    .values(
      subscriptions.map(({ id }) => ({
        id: newId(),
        subscription_id: id,
        payload,
        topic: push.topic ?? null,
        urgency: push.urgency,
        ttl: push.ttl,
        attempts: 0,
        next_attempt_at: now,
        created_at: now,
      })),
    )
    .execute();
  return subscriptions.length;
}

function withinLimit(payload: PushPayload): string {
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
