import { sql } from 'kysely';
import type { Database } from '../db/database';

/**
 * A message request from the person at `senderRef` to the user that the user has not accepted
 * (pending or ignored; DESIGN §7.4), by its primary key: its messages wait in the Requests, out of
 * the chat list and every unread count.
 */
export function unacceptedRequestFrom(db: Database, userId: string, senderRef: string) {
  return db
    .selectFrom('message_requests as mr')
    .select('mr.status')
    .where('mr.recipient_id', '=', userId)
    .whereRef('mr.sender_id', '=', sql.ref(senderRef))
    .where('mr.status', '!=', 'accepted');
}
