import { inTransaction, type Database } from '../db/database';
import { inParts } from '../db/in-parts';
import type { NotificationRow, NotificationType } from '../db/schema';
import { newId } from '../ids';

// Writes of notification rows: notify's delivery makes them as things happen, and the demo and load
// seeders (`npm run seed:demo`, `npm run seed:load`) make many at once, so the writes are shared here
// rather than one service reaching into another's source. Reading them stays notify's.

export interface NewNotification {
  userId: string;
  type: NotificationType;
  message: string;
  actorId?: string | null;
  link?: string | null;
  requestId?: string | null;
}

/** Throws the database's error for a missing user (foreign key). Answers the stored row's id. */
export async function createNotification(db: Database, input: NewNotification): Promise<{ _id: string }> {
  const row = newNotificationRow(input);
  await db.insertInto('notifications').values(row).execute();
  return { _id: row.id };
}

/**
 * Stores many notifications in one transaction (for `npm run seed:load`), as createNotification
 * stores one; answers their ids in order. A missing user fails the whole batch.
 */
export async function createNotifications(db: Database, inputs: readonly NewNotification[]): Promise<{ _id: string }[]> {
  const rows = inputs.map(newNotificationRow);
  const write = async (trx: Database) => {
    // 9 parameters a row.
    for (const part of inParts(rows, 1000)) await trx.insertInto('notifications').values(part).execute();
  };
  await inTransaction(db, write);
  return rows.map((row) => ({ _id: row.id }));
}

function newNotificationRow(input: NewNotification): NotificationRow {
  return {
    id: newId(),
    user_id: input.userId,
    type: input.type,
    message: input.message,
    is_read: 0,
    actor_id: input.actorId ?? null,
    created_at: new Date().toISOString(),
    link: input.link ?? null,
    request_id: input.requestId ?? null,
  };
}
