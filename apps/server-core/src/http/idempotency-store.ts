import type { Selectable } from 'kysely';
import { isUniqueViolation } from '../db/constraint-errors';
import type { Database } from '../db/database';
import type { IdempotencyKeysTable } from '../db/schema';

export type IdempotencyRecord = Selectable<IdempotencyKeysTable>;

export interface KeyOwner {
  userId: string;
  key: string;
}

export interface KeyClaim extends KeyOwner {
  method: string;
  path: string;
}

/**
 * Inserts the key as 'pending'. Answers false when the (user_id, key) row already exists: among
 * concurrent claims the database lets exactly one insert through.
 */
export async function claimKey(db: Database, claim: KeyClaim, now = new Date()): Promise<boolean> {
  try {
    await db
      .insertInto('idempotency_keys')
      .values({
        user_id: claim.userId,
        key: claim.key,
        method: claim.method,
        path: claim.path,
        state: 'pending',
        status: 0,
        response: '',
        created_at: now.toISOString(),
      })
      .execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export function findKey(db: Database, { userId, key }: KeyOwner): Promise<IdempotencyRecord | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Stores the first answer; from now on repeats are answered with it. */
export async function completeKey(db: Database, { userId, key }: KeyOwner, status: number, response: string) {
  await db
    .updateTable('idempotency_keys')
    .set({ state: 'done', status, response })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .where('state', '=', 'pending')
    .execute();
}

/** Gives a pending key up so that a retry runs the request again. */
export async function releaseKey(db: Database, { userId, key }: KeyOwner) {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .where('state', '=', 'pending')
    .execute();
}

/**
 * Takes over a pending claim that its request abandoned (the process stopped before answering).
 * The update only matches the claim as it was read, so of several repeats one wins.
 */
export async function takeOverKey(db: Database, record: IdempotencyRecord, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_keys')
    .set({ created_at: now.toISOString() })
    .where('user_id', '=', record.user_id)
    .where('key', '=', record.key)
    .where('state', '=', 'pending')
    .where('created_at', '=', record.created_at)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the keys claimed before `before`; answers how many. */
export async function purgeKeys(db: Database, before: Date): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', before.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
