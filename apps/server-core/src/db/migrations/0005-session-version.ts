import type { Kysely, Migration } from 'kysely';

// Tokens carry the session version they were signed under; an operator revoking a user's sessions
// (`npm run admin -- revoke <email>`) raises it, and every token signed before stops working at once.
export const sessionVersion: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('users')
      .addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.alterTable('users').dropColumn('session_version').execute();
  },
};
