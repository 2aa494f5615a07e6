import type { Database } from '@startupsetu/server-core/db/database';
import { PostgresAdapter } from 'kysely';

// Seeding writes rows through the repositories one call at a time, inside transactions of a few
// thousand rows (one commit per batch, not per row). PostgreSQL takes several batches at once on
// the pool's connections; SQLite has one connection, so its batches run one after another.

export const BATCH_ROWS = 2000;
const POSTGRES_CONCURRENCY = 4;

export type Progress = (phase: string, done: number, total: number) => void;

export const isPostgres = (db: Database) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Calls `writeBatch` with [first, last) ranges covering 0..total, each in its own transaction. */
export async function writeInBatches(
  db: Database,
  phase: string,
  total: number,
  writeBatch: (trx: Database, first: number, last: number) => Promise<void>,
  progress: Progress = () => {},
  { oneAtATime = false } = {},
): Promise<void> {
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < total) {
      const first = next;
      const last = Math.min(total, first + BATCH_ROWS);
      next = last;
      await db.transaction().execute((trx) => writeBatch(trx, first, last));
      done += last - first;
      progress(phase, done, total);
    }
  };
  const workers = isPostgres(db) && !oneAtATime ? POSTGRES_CONCURRENCY : 1;
  await Promise.all(Array.from({ length: Math.min(workers, Math.ceil(total / BATCH_ROWS)) }, worker));
}
