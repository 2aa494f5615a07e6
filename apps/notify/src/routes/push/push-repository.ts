import { inTransaction, type Database } from '@startupsetu/server-core/db/database';
import { pushKinds } from '@startupsetu/server-core/contract/push-kinds';
import type { PushKind } from '@startupsetu/server-core/contract/reply-types';
import { newId } from '@startupsetu/server-core/ids';

/** Browsers one user keeps subscribed; subscribing one more drops the one subscribed longest ago. */
export const MAX_SUBSCRIPTIONS_PER_USER = 20;

export interface NewSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushPreferences = Record<PushKind, boolean>;

/** Who subscribes a browser: the signed-in user, in the session of the request (DESIGN §7.2). */
export interface SubscriptionOwner {
  userId: string;
  sessionId: string;
}

/**
 * Keeps the browser's subscription for the owner's session: pushes reach it while that session
 * lives, and it goes when the session ends. The same endpoint again is the same browser: one row,
 * now with these keys, and now this session's — another person signing in on a shared browser, or
 * the same person in a new session, takes it over, and nothing queued for the session before is
 * sent to it.
 */
export async function saveSubscription(db: Database, owner: SubscriptionOwner, subscription: NewSubscription): Promise<void> {
  const { userId, sessionId } = owner;
  const { endpoint, p256dh, auth } = subscription;
  await inTransaction(db, async (trx) => {
    const previousOwners = trx
      .selectFrom('push_subscriptions')
      .select('id')
      .where('endpoint', '=', endpoint)
      .where((eb) => eb.or([eb('session_id', 'is', null), eb('session_id', '<>', sessionId)]));
    await trx.deleteFrom('push_deliveries').where('subscription_id', 'in', previousOwners).execute();
    await trx
      .insertInto('push_subscriptions')
      .values({ id: newId(), user_id: userId, session_id: sessionId, endpoint, p256dh, auth, created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.column('endpoint').doUpdateSet({ user_id: userId, session_id: sessionId, p256dh, auth }))
      .execute();
    const beyond = await trx
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(MAX_SUBSCRIPTIONS_PER_USER)
      .offset(MAX_SUBSCRIPTIONS_PER_USER)
      .execute();
    if (beyond.length > 0) await trx.deleteFrom('push_subscriptions').where('id', 'in', beyond.map((row) => row.id)).execute();
  });
}

/** Removes the caller's subscription of `endpoint` (another user's is left alone); answers how many went. */
export async function deleteSubscription(db: Database, userId: string, endpoint: string): Promise<number> {
  const result = await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

const EVERY_KIND_ON = Object.fromEntries(pushKinds.map((kind) => [kind, true])) as PushPreferences;

export async function readPreferences(db: Database, userId: string): Promise<PushPreferences> {
  const row = await db.selectFrom('push_preferences').select(pushKinds).where('user_id', '=', userId).executeTakeFirst();
  return row ? fromRow(row) : { ...EVERY_KIND_ON };
}

/** Changes the kinds given (the others keep their value, in one statement) and answers them all. */
export async function savePreferences(db: Database, userId: string, changes: Partial<PushPreferences>): Promise<PushPreferences> {
  const changed = Object.fromEntries(
    pushKinds.filter((kind) => changes[kind] !== undefined).map((kind) => [kind, changes[kind] ? 1 : 0]),
  ) as Partial<Record<PushKind, 0 | 1>>;
  const start: Record<PushKind, 0 | 1> = { ...toRow(EVERY_KIND_ON), ...changed };
  await db
    .insertInto('push_preferences')
    .values({ user_id: userId, ...start })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(changed))
    .execute();
  return readPreferences(db, userId);
}

/** Every kind is on unless turned off: a kind the row does not have (stored before it existed) is on. */
export function fromRow(row: Partial<Record<PushKind, number>>): PushPreferences {
  return Object.fromEntries(pushKinds.map((kind) => [kind, row[kind] !== 0])) as PushPreferences;
}

function toRow(preferences: PushPreferences): Record<PushKind, 0 | 1> {
  return Object.fromEntries(pushKinds.map((kind) => [kind, preferences[kind] ? 1 : 0])) as Record<PushKind, 0 | 1>;
}
