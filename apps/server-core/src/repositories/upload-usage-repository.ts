import { sql } from 'kysely';
import type { Database } from '../db/database';

/** The UTC day of `at`, as upload_usage keys it. */
export function uploadDay(at: Date = new Date()): string {
  return at.toISOString().slice(0, 10);
}

export async function bytesUploaded(db: Database, userId: string, day: string): Promise<number> {
  const row = await db.selectFrom('upload_usage').select('bytes').where('user_id', '=', userId).where('day', '=', day).executeTakeFirst();
  return row ? Number(row.bytes) : 0;
}

export async function addUploadedBytes(db: Database, userId: string, day: string, bytes: number): Promise<void> {
  if (bytes <= 0) return;
  await db
    .insertInto('upload_usage')
    .values({ user_id: userId, day, bytes })
    .onConflict((conflict) => conflict.columns(['user_id', 'day']).doUpdateSet({ bytes: sql`upload_usage.bytes + ${bytes}` }))
    .execute();
}
