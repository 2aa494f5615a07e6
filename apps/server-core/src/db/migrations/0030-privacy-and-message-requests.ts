import type { Kysely, Migration } from 'kysely';

// Who sees your contacts and who may write to you (DESIGN §7.4):
// - each person's email and phone are visible to everyone signed in, connections, or only them
//   (null: connections), and they choose who may message them (null: everyone, an investor verified
//   people only);
// - a message to someone not connected lands as a request (one row per recipient and sender) that
//   they accept or ignore; the sender's first messages to new people count against a daily limit;
// - a message the recipient should be warned about carries why (the recipient's copy shows it).
export const privacyAndMessageRequests: Migration = {
  async up(db: Kysely<any>) {
    for (const column of ['email_visibility', 'phone_visibility', 'messages_from']) {
      await db.schema.alterTable('users').addColumn(column, 'text').execute();
    }
    await db.schema.alterTable('messages').addColumn('warning', 'text').execute();
    await db.schema
      .createTable('message_requests')
      .addColumn('recipient_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('sender_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('decided_at', 'text')
      .addPrimaryKeyConstraint('message_requests_pk', ['recipient_id', 'sender_id'])
      .execute();
    await db.schema.createIndex('message_requests_inbox_idx').on('message_requests').columns(['recipient_id', 'status', 'created_at']).execute();
    await db.schema.createIndex('message_requests_sender_idx').on('message_requests').columns(['sender_id', 'created_at']).execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('message_requests').execute();
    await db.schema.alterTable('messages').dropColumn('warning').execute();
    for (const column of ['messages_from', 'phone_visibility', 'email_visibility']) {
      await db.schema.alterTable('users').dropColumn(column).execute();
    }
  },
};
