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
