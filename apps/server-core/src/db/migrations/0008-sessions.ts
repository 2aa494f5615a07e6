import type { Kysely, Migration } from 'kysely';

// Accounts people can trust (DESIGN §6.2). A session is a server-side record that a token names
// (`sid`): signing out ends it and its token answers 401 at once. Password resets keep only a hash of
// the emailed token. Failed sign-ins are counted per email in the database, so the brute-force limit
// holds across gateways, api instances and restarts.
export const sessions: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('user_agent', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_seen_at', 'text', (c) => c.notNull())
      .addColumn('ended_at', 'text')
      .execute();
    await db.schema.createIndex('sessions_user_id_idx').on('sessions').columns(['user_id', 'id']).execute();
    await db.schema.createIndex('sessions_ended_at_idx').on('sessions').column('ended_at').execute();

    await db.schema
      .createTable('password_resets')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema.createIndex('password_resets_user_id_idx').on('password_resets').column('user_id').execute();

    await db.schema
      .createTable('sign_in_failures')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('failed_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('sign_in_failures_email_idx')
      .on('sign_in_failures')
      .columns(['email', 'failed_at'])
      .execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('sign_in_failures').execute();
    await db.schema.dropTable('password_resets').execute();
    await db.schema.dropTable('sessions').execute();
  },
};
