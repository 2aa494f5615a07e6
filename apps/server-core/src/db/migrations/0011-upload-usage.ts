import type { Kysely, Migration } from 'kysely';

// Issue 21's daily upload budget: the bytes each user uploaded per UTC day (video and images).
// Old days are never read again; a user's rows go with the account.
export const uploadUsage: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('upload_usage')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('bytes', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('upload_usage_pk', ['user_id', 'day'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('upload_usage').execute();
  },
};
