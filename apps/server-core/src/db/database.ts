import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type Dialect } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations/migration-provider';
import type { DatabaseSchema } from './schema';

export type Database = Kysely<DatabaseSchema>;

export const SQLITE_FILE_NAME = 'startupsetu.sqlite';

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  const db = new Kysely<DatabaseSchema>({ dialect: createDialect(opts) });
  try {
    await migrate(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

export async function checkDatabase(db: Database): Promise<void> {
  await sql`select 1`.execute(db);
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

function createDialect({ databaseUrl, dataDir }: { databaseUrl?: string; dataDir: string }): Dialect {
  if (databaseUrl) {
    if (!isPostgresUrl(databaseUrl)) {
      throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
    }
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
    return new PostgresDialect({ pool });
  }
  return new SqliteDialect({
    database: async () => {
      const database = new SQLite(path.join(dataDir, SQLITE_FILE_NAME));
      database.pragma('journal_mode = WAL');
      database.pragma('synchronous = NORMAL');
      database.pragma('foreign_keys = ON');
      database.pragma('busy_timeout = 5000');
      return database;
    },
  });
}

// Services started together (api and notify on one SQLite file, or several instances on one
// PostgreSQL) can migrate at the same moment; the loser's transaction rolls back and a retry
// finds the work done. A migration that is really broken still fails after the last attempt.
const MIGRATION_ATTEMPTS = 5;

async function migrate(db: Database): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await migrateOnce(db);
      return;
    } catch (error) {
      if (attempt >= MIGRATION_ATTEMPTS) throw error;
      await setTimeout(50 * attempt + Math.floor(Math.random() * 100));
    }
  }
}

async function migrateOnce(db: Database): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    const which = failed ? ` ${failed.migrationName}` : '';
    throw new Error(`Database migration${which} failed: ${reason}`, { cause: error });
  }
}
