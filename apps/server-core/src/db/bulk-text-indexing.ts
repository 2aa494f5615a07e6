import { PostgresAdapter, sql } from 'kysely';
import type { Database } from './database';
import { takeEntriesInPlace, TRIGRAM_INDEXES } from './migrations/0018-search-index-without-pending-list';
import { postTitleIndex, VIDEO_TITLE_INDEX } from './migrations/0019-content-search-index';

/** The title indexes of migration 0019, which take entries in place from the start. */
const TITLE_INDEXES = [VIDEO_TITLE_INDEX, postTitleIndex('blog'), postTitleIndex('talk')];

/**
 * Runs `load`, which writes many profiles or videos at once (npm run seed:load), with PostgreSQL's
 * trigram indexes gathering their entries in pending lists, as a bulk write is several times faster
 * so; then moves them in and has the indexes take entries in place again (migrations 0018, 0019),
 * as searches need. SQLite's text indexes have no such mode: `load` just runs.
 */
export async function withBulkTextIndexing<T>(db: Database, load: () => Promise<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return load();
  for (const index of [...TRIGRAM_INDEXES, ...TITLE_INDEXES]) await sql`alter index ${sql.id(index)} set (fastupdate = on)`.execute(db);
  try {
    return await load();
  } finally {
    await takeEntriesInPlace(db);
    for (const index of TITLE_INDEXES) {
      await sql`alter index ${sql.id(index)} set (fastupdate = off)`.execute(db);
      await sql`select gin_clean_pending_list(${sql.lit(index)}::regclass)`.execute(db);
    }
  }
}
