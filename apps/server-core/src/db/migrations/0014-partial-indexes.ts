import { sql, type Kysely, type Migration } from 'kysely';

// Partial indexes over the few rows that a common check looks for, so it costs the same however
// many rows the table has:
// - a user's live sessions (the devices list, the 50-session cap, every sign-in), whatever the
//   number of ended sessions an account has gathered (each sign-in adds one; old ones are purged);
// - suspended users: every visibility check asks "is this person suspended?", and PostgreSQL plans
//   it as one hashed pass over the suspended users, which without this index read the whole table.
export const partialIndexes: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('sessions_live_idx')
      .on('sessions')
      .columns(['user_id', 'last_seen_at'])
      .where(sql.ref('ended_at'), 'is', null)
      .execute();
    await db.schema.createIndex('users_suspended_idx').on('users').column('id').where(sql.ref('suspended_at'), 'is not', null).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('users_suspended_idx').execute();
    await db.schema.dropIndex('sessions_live_idx').execute();
  },
};
