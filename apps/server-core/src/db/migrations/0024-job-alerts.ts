import type { Kysely, Migration } from 'kysely';

// Job alerts (DESIGN §7.3): a job seeker's saved search of the board, checked at most once a day
// for jobs published since last_checked_at. search_key is the search in one canonical text, unique
// per person, so saving the same search twice (even at once) keeps one. The sweep takes the alerts
// checked longest ago first, on the last_checked_at index.

export const jobAlerts: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('job_alerts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('q', 'text')
      .addColumn('skills', 'text', (c) => c.notNull())
      .addColumn('city', 'text')
      .addColumn('workplace', 'text')
      .addColumn('kind', 'text')
      .addColumn('min_ctc', 'integer')
      .addColumn('search_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_checked_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('job_alerts_user_search_key', ['user_id', 'search_key'])
      .execute();
    await db.schema.createIndex('job_alerts_checked_idx').on('job_alerts').columns(['last_checked_at', 'id']).execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('job_alerts').execute();
  },
};
