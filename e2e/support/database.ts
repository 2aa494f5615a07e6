import Database from 'better-sqlite3';
import { join } from 'node:path';

/** Reads the suite's embedded stack's SQLite database (in E2E_DATA_DIR), read-only. */
export function readStackDatabase<T>(read: (db: Database.Database) => T): T {
  const db = new Database(join(process.env.E2E_DATA_DIR!, 'startupsetu.sqlite'), { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/**
 * Makes the accounts `days` old in the suite's database, as the operator's clock would after a week:
 * reports hide something from others only when made by established accounts (DESIGN §7.2).
 */
export function ageAccounts(userIds: readonly string[], days: number): void {
  const db = new Database(join(process.env.E2E_DATA_DIR!, 'startupsetu.sqlite'));
  try {
    const madeAt = new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
    const age = db.prepare('UPDATE users SET created_at = ? WHERE id = ?');
    db.transaction(() => userIds.forEach((id) => age.run(madeAt, id)))();
  } finally {
    db.close();
  }
}

/**
 * Moves a published job's publication `days` back in the suite's database, as the operator's clock
 * would after that many days: its closes_at (30 days after publishing) and the board's key made of it
 * (migration 0022: closes_at's milliseconds as 12 hex digits, then the id) move with it.
 */
export function ageJob(jobId: string, days: number): void {
  const db = new Database(join(process.env.E2E_DATA_DIR!, 'startupsetu.sqlite'));
  try {
    const shift = days * 24 * 60 * 60 * 1000;
    const row = db.prepare('SELECT published_at, closes_at FROM jobs WHERE id = ?').get(jobId) as { published_at: string; closes_at: string };
    const closesAt = new Date(Date.parse(row.closes_at) - shift);
    const listKey = closesAt.getTime().toString(16).padStart(12, '0') + jobId;
    db.prepare('UPDATE jobs SET published_at = ?, closes_at = ?, list_key = ? WHERE id = ?').run(
      new Date(Date.parse(row.published_at) - shift).toISOString(),
      closesAt.toISOString(),
      listKey,
      jobId,
    );
    db.prepare('UPDATE job_skills SET list_key = ? WHERE job_id = ?').run(listKey, jobId);
  } finally {
    db.close();
  }
}
