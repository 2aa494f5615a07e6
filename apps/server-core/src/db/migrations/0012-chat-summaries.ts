import { sql, type Kysely, type Migration } from 'kysely';

// Issue 21: the chat list of a user with a million messages reads a page of rows, not the whole
// history. chat_summaries keeps, per user and person they exchanged messages with, the newest
// message either way; every message write keeps it in the same transaction (messages-repository).
// A user's own rows go with the account; rows about a deleted person stay, as their chat does
// (migration 0009), so other_id has no foreign key.
//
// Also: unread counts stop at 100 (partial indexes of unread rows serve them), and a conversation's
// history reads its two directions, each by (sender_id, receiver_id, id), already indexed.
export const chatSummaries: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('chat_summaries')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('other_id', 'text', (c) => c.notNull())
      .addColumn('last_message_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('chat_summaries_pk', ['user_id', 'other_id'])
      .execute();
    await db.schema
      .createIndex('chat_summaries_user_last_idx')
      .on('chat_summaries')
      .columns(['user_id', 'last_message_id'])
      .execute();
    const exchanged = db
      .selectFrom('messages')
      .select(['sender_id as user_id', 'receiver_id as other_id', 'id'])
      .unionAll(db.selectFrom('messages').select(['receiver_id as user_id', 'sender_id as other_id', 'id']));
    await db
      .insertInto('chat_summaries')
      .columns(['user_id', 'other_id', 'last_message_id'])
      .expression(
        db
          .selectFrom(exchanged.as('x'))
          .select(['x.user_id', 'x.other_id', sql`max(x.id)`.as('last_message_id')])
          .where('x.user_id', 'in', db.selectFrom('users').select('id'))
          .groupBy(['x.user_id', 'x.other_id']),
      )
      .execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('chat_summaries').execute();
  },
};
