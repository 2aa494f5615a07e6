import type { Kysely, Migration } from 'kysely';

// Proven email (DESIGN §7.4): a link mailed at sign-up (and to a new address on a change) proves the
// address once opened. Only the token's SHA-256 is kept, with the address it proves. Accounts from
// before stay unproven (asked at their next sign-in). Sign-up also records that the person is 18 or
// older and which privacy notice they agreed to, and when.
export const emailProofs: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('users').addColumn('email_verified_at', 'text').execute();
    await db.schema.alterTable('users').addColumn('adult_confirmed_at', 'text').execute();
    await db.schema.alterTable('users').addColumn('privacy_notice_version', 'text').execute();
    await db.schema.alterTable('users').addColumn('privacy_consented_at', 'text').execute();
    await db.schema
      .createTable('email_proofs')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema.createIndex('email_proofs_user_idx').on('email_proofs').columns(['user_id', 'created_at']).execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('email_proofs').execute();
    for (const column of ['privacy_consented_at', 'privacy_notice_version', 'adult_confirmed_at', 'email_verified_at']) {
      await db.schema.alterTable('users').dropColumn(column).execute();
    }
  },
};
