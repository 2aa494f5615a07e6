import { PostgresAdapter, sql } from 'kysely';
import type { Database } from './database';
import { takeEntriesInPlace, TRIGRAM_INDEXES } from './migrations/0018-search-index-without-pending-list';

/**
 * Runs `load`, which writes many profiles at once (npm run seed:load), with PostgreSQL's trigram
 * indexes gathering their entries in pending lists, as a bulk write is several times faster so;
 * then moves them in and has the indexes take entries in place again (migration 0018), as searches
 * need. SQLite's text indexes have no such mode: `load` just runs.
 */
export async function withBulkTextIndexing<T>(db: Database, load: () => Promise<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return load();
  for (const index of TRIGRAM_INDEXES) await sql`alter index ${sql.id(index)} set (fastupdate = on)`.execute(db);
  try {
    return await load();
  } finally {
    await takeEntriesInPlace(db);
  }
}
