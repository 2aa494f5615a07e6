import { sql } from 'kysely';
import type { Database } from '@startupsetu/server-core/db/database';

/** The UTC day of `at`, as upload_usage keys it. */
export function uploadDay(at: Date = new Date()): string {
  return at.toISOString().slice(0, 10);
}

export async function bytesUploaded(db: Database, userId: string, day: string): Promise<number> {
  const row = await db.selectFrom('upload_usage').select('bytes').where('user_id', '=', userId).where('day', '=', day).executeTakeFirst();
  return row ? Number(row.bytes) : 0;
}

/**
 * Adds `bytes` to the user's count of `day` only when the total stays within `limit`, in one
 * statement, so that uploads racing each other cannot together pass it; answers whether it did.
 */
export async function addUploadedBytesWithin(db: Database, userId: string, day: string, bytes: number, limit: number): Promise<boolean> {
  if (bytes <= 0) return true;
  if (bytes > limit) return false;
  const counted = await db
    .insertInto('upload_usage')
    .values({ user_id: userId, day, bytes })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'day'])
        .doUpdateSet({ bytes: sql`upload_usage.bytes + excluded.bytes` })
        .where(sql`upload_usage.bytes + excluded.bytes`, '<=', limit),
    )
    .returning('bytes')
    .execute();
  return counted.length > 0;
}

/** Takes `bytes` back off the user's count of `day` (never below 0): bytes counted that never came. */
export async function removeUploadedBytes(db: Database, userId: string, day: string, bytes: number): Promise<void> {
  if (bytes <= 0) return;
  await db
    .updateTable('upload_usage')
    .set({ bytes: sql`case when bytes > ${bytes} then bytes - ${bytes} else 0 end` })
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .execute();
}
