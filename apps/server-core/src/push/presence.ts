import type { Database } from '../db/database';

// Whether a user is looking at the app right now (DESIGN §6.6: no push while the recipient has a
// connected socket that reported itself visible in the last minute). The web reports while it is
// visible; the api keeps the time here, where both services' queueing reads it, on any instance.

/** A report of 'visible' counts for this long; the web reports again well within it. */
export const VISIBLE_FOR_MS = 60_000;

export async function noteVisible(db: Database, userId: string, now = Date.now()): Promise<void> {
  const visibleUntil = new Date(now + VISIBLE_FOR_MS).toISOString();
  await db
    .insertInto('push_presence')
    .values({ user_id: userId, visible_until: visibleUntil })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ visible_until: visibleUntil }))
    .execute();
}

/** The user's last visible app went out of sight (hidden, closed, disconnected). */
export async function noteHidden(db: Database, userId: string, now = Date.now()): Promise<void> {
  await db.updateTable('push_presence').set({ visible_until: new Date(now).toISOString() }).where('user_id', '=', userId).execute();
}

/** The user's presence row while they have the app on screen (none otherwise), to read or to test in a query. */
export function lookingNow(db: Database, userId: string, now = Date.now()) {
  return db.selectFrom('push_presence').select('user_id').where('user_id', '=', userId).where('visible_until', '>', new Date(now).toISOString());
}

export async function isLookingNow(db: Database, userId: string, now = Date.now()): Promise<boolean> {
  return (await lookingNow(db, userId, now).executeTakeFirst()) !== undefined;
}
