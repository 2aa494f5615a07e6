import { sql, type Kysely, type Migration } from 'kysely';

// A user's live sessions (the devices list, the 50-session cap, every sign-in) are read through a
// partial index of live rows only, so they cost the same however many ended sessions an account
// has gathered (each sign-in adds one; old ones are purged, see purgeSessions).
export const liveSessions: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('sessions_live_idx')
      .on('sessions')
      .columns(['user_id', 'last_seen_at'])
      .where(sql.ref('ended_at'), 'is', null)
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('sessions_live_idx').execute();
  },
};
