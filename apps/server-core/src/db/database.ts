import { chmodSync, closeSync, openSync } from 'node:fs';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type Dialect } from 'kysely';
import pg from 'pg';
import { errorText } from '../error-text';
import { migrationProvider } from './migrations/migration-provider';
import type { DatabaseSchema } from './schema';

export type Database = Kysely<DatabaseSchema>;

/**
 * Runs `run` in a transaction, or inside the caller's when `db` already is one, so a write
 * that must be all-or-nothing can also be part of a larger one (seeding, tests).
 */
export function inTransaction<T>(db: Database, run: (trx: Database) => Promise<T>): Promise<T> {
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

export const SQLITE_FILE_NAME = 'startupsetu.sqlite';

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  const db = new Kysely<DatabaseSchema>({ dialect: createDialect(opts) });
  try {
    if (opts.databaseUrl) {
      await ensureReachable(db, opts.databaseUrl);
      await withMigrationLock(db, () => migrateOnce(db));
    } else {
      await migrateWithRetries(db);
    }
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
    // A database that does not answer must fail the start, not hang it.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
    return new PostgresDialect({ pool });
  }
  return new SqliteDialect({
    database: async () => {
      const file = path.join(dataDir, SQLITE_FILE_NAME);
      privateFile(file);
      const database = new SQLite(file);
      database.pragma('journal_mode = WAL');
      database.pragma('synchronous = NORMAL');
      database.pragma('foreign_keys = ON');
      database.pragma('busy_timeout = 5000');
      return database;
    },
  });
}

/**
 * Creates the database file readable by its owner only (SQLite gives its -wal and -shm files the
 * same mode), and narrows one made before.
 */
function privateFile(file: string): void {
  closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
}

// Several instances starting at once on one PostgreSQL take turns: the first to hold this session
// advisory lock migrates, the others wait for it and then find nothing left to do. Kysely's own
// migration lock is taken only after it has created its tables, which can collide, so this one
// covers the whole Migrator run. The key must differ from Kysely's (3853314791062309107).
export const MIGRATION_LOCK_KEY = '4153320710275520513';
const MIGRATION_LOCK_WAIT_MS = 10 * 60 * 1000;

async function withMigrationLock(db: Database, run: () => Promise<void>): Promise<void> {
  await db.connection().execute(async (session) => {
    // lock_timeout set for this one statement only: the connection goes back to the pool afterwards.
    await sql`
      with wait as (select set_config('lock_timeout', ${String(MIGRATION_LOCK_WAIT_MS)}, true) as value)
      select pg_advisory_lock(${sql.lit(MIGRATION_LOCK_KEY)}::bigint) from wait`.execute(session);
    try {
      await run();
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(MIGRATION_LOCK_KEY)}::bigint)`.execute(session);
    }
  });
}

// api and notify started together on one SQLite file can migrate at the same moment; the loser's
// transaction rolls back and a retry finds the work done. A migration that is really broken still
// fails after the last attempt.
const MIGRATION_ATTEMPTS = 5;

async function migrateWithRetries(db: Database): Promise<void> {
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

async function ensureReachable(db: Database, databaseUrl: string): Promise<void> {
  try {
    await checkDatabase(db);
  } catch (error) {
    throw new Error(`cannot reach the database at ${describeDatabase(databaseUrl)}: ${errorText(error)}`, { cause: error });
  }
}

/** Host, port and database name of a PostgreSQL URL: enough to tell which, nothing secret. */
function describeDatabase(databaseUrl: string): string {
  if (!URL.canParse(databaseUrl)) return 'DATABASE_URL';
  const url = new URL(databaseUrl);
  return `${url.host || 'localhost'}${url.pathname || '/'}`;
}
