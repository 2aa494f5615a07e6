import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

// PostgreSQL's GIN indexes keep new entries in a pending list (fastupdate) until a vacuum or a full
// list (gin_pending_list_limit, 4 MB) moves them into the index proper, and every search reads that
// whole list first: after many profile writes, a search matching nothing read megabytes (1,000,000
// users just written: 2 ms and 214 pages for one role's index, against 0.02 ms and 10 pages once
// moved). Profiles are written far less often than they are searched, so the trigram indexes take
// each entry in place, and what is pending now is moved in. SQLite's FTS5 tables have no such list.
/** The trigram indexes (migrations 0013 and 0015), as they were when this migration was written. */
export const TRIGRAM_INDEXES = [
  'users_search_name_trgm_idx',
  'users_email_trgm_idx',
  ...['search_text', 'filter_text'].flatMap((column) => ['hustler', 'investor', 'cofounder', 'jobseeker'].map((role) => `users_${column}_${role}_trgm_idx`)),
];

/** Has every trigram index take new entries in place, and moves what is pending into it (PostgreSQL). */
export async function takeEntriesInPlace(db: Kysely<any>): Promise<void> {
  for (const index of TRIGRAM_INDEXES) {
    await sql`alter index ${sql.id(index)} set (fastupdate = off)`.execute(db);
    await sql`select gin_clean_pending_list(${sql.lit(index)}::regclass)`.execute(db);
  }
}

export const searchIndexWithoutPendingList: Migration = {
  async up(db: Kysely<any>) {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    await takeEntriesInPlace(db);
  },

  async down(db: Kysely<any>) {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    for (const index of TRIGRAM_INDEXES) await sql`alter index ${sql.id(index)} reset (fastupdate)`.execute(db);
  },
};
