import type { Kysely, Migration } from 'kysely';

// Badges that say what was proven (DESIGN §7.4): a request with its evidence, a code mailed to a
// work or startup-domain address where the kind needs one (only its SHA-256 kept), and a
// moderator's decision. The badges standing are kept on the person and the startup, as the JSON
// their replies carry, so that every list shows them without another read.
export const verifications: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('verifications')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('evidence', 'text', (c) => c.notNull())
      .addColumn('startup_id', 'text', (c) => c.references('startups.id').onDelete('cascade'))
      .addColumn('code_hash', 'text')
      .addColumn('code_expires_at', 'text')
      .addColumn('code_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('reason', 'text')
      .addColumn('decided_by', 'text')
      .addColumn('decided_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('verifications_queue_idx').on('verifications').columns(['status', 'id']).execute();
    await db.schema.createIndex('verifications_user_idx').on('verifications').columns(['user_id', 'kind']).execute();
    await db.schema.alterTable('users').addColumn('badges', 'text').execute();
    await db.schema.alterTable('startups').addColumn('badges', 'text').execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.alterTable('startups').dropColumn('badges').execute();
    await db.schema.alterTable('users').dropColumn('badges').execute();
    await db.schema.dropTable('verifications').execute();
  },
};
