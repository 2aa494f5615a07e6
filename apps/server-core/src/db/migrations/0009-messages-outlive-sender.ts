import { sql, type Kysely, type Migration } from 'kysely';

// Deleting an account keeps the messages it exchanged for the other party (DESIGN §6.3), shown as
// from 'Deleted user'. The messages table loses its foreign keys to users and keeps both ids as they
// were, rather than nulling the deleted side: a person's chats with two deleted accounts stay two
// chats, and the chat that was open keeps its address. Senders and receivers are checked on insert
// instead (messages-repository). SQLite cannot drop a foreign key, so the table is rebuilt; the same
// steps run on PostgreSQL. down() restores the keys and drops the messages whose side is gone.
export const messagesOutliveSender: Migration = {
  async up(db: Kysely<any>) {
    await rebuildMessages(db, 'messages_0009', false);
  },

  async down(db: Kysely<any>) {
    await rebuildMessages(db, 'messages_0009_down', true);
  },
};

// The copy's name differs per direction: PostgreSQL keeps it in the primary key's name.
async function rebuildMessages(db: Kysely<any>, copy: string, withUserKeys: boolean): Promise<void> {
  const user = (c: any) => (withUserKeys ? c.notNull().references('users.id').onDelete('cascade') : c.notNull());
  await db.schema
    .createTable(copy)
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('sender_id', 'text', user)
    .addColumn('receiver_id', 'text', user)
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  let rows = db.selectFrom('messages').select(['id', 'sender_id', 'receiver_id', 'text', 'created_at', 'read_at']);
  if (withUserKeys) {
    rows = rows
      .where('sender_id', 'in', db.selectFrom('users').select('id'))
      .where('receiver_id', 'in', db.selectFrom('users').select('id'));
  }
  await db
    .insertInto(copy)
    .columns(['id', 'sender_id', 'receiver_id', 'text', 'created_at', 'read_at'])
    .expression(rows)
    .execute();
  await db.schema.dropTable('messages').execute();
  await db.schema.alterTable(copy).renameTo('messages').execute();
  await db.schema
    .createIndex('messages_sender_receiver_idx')
    .on('messages')
    .columns(['sender_id', 'receiver_id', 'id'])
    .execute();
  await db.schema.createIndex('messages_receiver_idx').on('messages').columns(['receiver_id', 'id']).execute();
  await db.schema
    .createIndex('messages_unread_idx')
    .on('messages')
    .columns(['receiver_id', 'sender_id'])
    .where(sql.ref('read_at'), 'is', null)
    .execute();
}
