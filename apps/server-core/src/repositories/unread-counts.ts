import { unacceptedRequestFrom } from './message-requests';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { cappedCount, toCount } from './capped-count';
import { personVisibleTo } from './visibility';

// The two unread counts (the sidebar's badges, and a push's app badge), counted up to COUNT_CAP.

/** A notification with no actor, or one the user may see (DESIGN §6.3). */
export function actorVisibleTo(userId: string, actorRef: string) {
  return sql<boolean>`(${sql.ref(actorRef)} IS NULL OR ${personVisibleTo(userId, actorRef)})`;
}

/** Unread notifications from no one or from people the user may see. */
export async function countUnreadNotifications(db: Database, userId: string): Promise<number> {
  const { count } = await db
    .selectNoFrom(
      cappedCount(
        db
          .selectFrom('notifications as n')
          .select(sql`1`.as('one'))
          .where('n.user_id', '=', userId)
          .where('n.is_read', '=', 0)
          .where(actorVisibleTo(userId, 'n.actor_id')),
      ).as('count'),
    )
    .executeTakeFirstOrThrow();
  return toCount(count);
}

/** The app badge's count (a push's, the tab title's): unread notifications and messages together. */
export async function countUnread(db: Database, userId: string): Promise<number> {
  const [notifications, messages] = await Promise.all([countUnreadNotifications(db, userId), countUnreadMessages(db, userId)]);
  return notifications + messages;
}

/** Unread messages to the user from anyone they may see, but for message requests they have not accepted. */
export async function countUnreadMessages(db: Database, userId: string): Promise<number> {
  const { count } = await db
    .selectNoFrom(
      cappedCount(
        db
          .selectFrom('messages as m')
          .select(sql`1`.as('one'))
          .where('m.receiver_id', '=', userId)
          .where('m.read_at', 'is', null)
          .where(personVisibleTo(userId, 'm.sender_id'))
          .where(({ not, exists }) => not(exists(unacceptedRequestFrom(db, userId, 'm.sender_id')))),
      ).as('count'),
    )
    .executeTakeFirstOrThrow();
  return toCount(count);
}
