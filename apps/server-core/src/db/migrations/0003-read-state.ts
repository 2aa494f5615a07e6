import { sql, type Kysely, type Migration } from 'kysely';

// Chat messages and notifications get a read state that unread counts ask for on every page, so
// those counts get partial indexes of only the unread rows. A connect request stays pending while
// its notification is unread, and a unique index over the pending ones keeps two requests sent at
// the same moment from both being stored.
export const readState: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('messages').addColumn('read_at', 'text').execute();
    await db.schema
      .createIndex('messages_unread_idx')
      .on('messages')
      .columns(['receiver_id', 'sender_id'])
      .where(sql.ref('read_at'), 'is', null)
      .execute();

    await db.schema
      .createIndex('notifications_unread_idx')
      .on('notifications')
      .column('user_id')
      .where(sql.ref('is_read'), '=', 0)
      .execute();

    // Only the newest of any pending duplicates stays unread, or the unique index cannot be built.
    await db
      .updateTable('notifications as n')
      .set({ is_read: 1 })
      .where('n.type', '=', 'connect')
      .where('n.is_read', '=', 0)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('notifications as later')
            .select('later.id')
            .whereRef('later.user_id', '=', 'n.user_id')
            .whereRef('later.actor_id', '=', 'n.actor_id')
            .where('later.type', '=', 'connect')
            .where('later.is_read', '=', 0)
            .whereRef('later.id', '>', 'n.id'),
        ),
      )
      .execute();
    await db.schema
      .createIndex('notifications_pending_connect_idx')
      .on('notifications')
      .columns(['user_id', 'actor_id'])
      .unique()
      .where(sql.ref('type'), '=', 'connect')
      .where(sql.ref('is_read'), '=', 0)
      .execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropIndex('notifications_pending_connect_idx').execute();
    await db.schema.dropIndex('notifications_unread_idx').execute();
    await db.schema.dropIndex('messages_unread_idx').execute();
    await db.schema.alterTable('messages').dropColumn('read_at').execute();
  },
};
