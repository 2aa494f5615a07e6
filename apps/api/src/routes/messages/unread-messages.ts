import { sql } from 'kysely';
import type { Database } from '@startupsetu/server-core/db/database';
import { cappedCount, toCount } from '@startupsetu/server-core/repositories/capped-count';
import { personVisibleTo } from '@startupsetu/server-core/repositories/visibility';
import { unacceptedRequestFrom } from './messages-repository';

/**
 * The messages badge's count: unread messages to the user from anyone they may see, but for
 * message requests they have not accepted (those wait in the Requests, DESIGN §7.4).
 */
export async function countUnreadChatMessages(db: Database, userId: string): Promise<number> {
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
