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
