import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from './db/database';

export interface TestDatabase {
  db: Database;
  dataDir: string;
  /** Set when the test database is PostgreSQL; the SQLite file is under dataDir otherwise. */
  databaseUrl?: string;
  close(): Promise<void>;
}

// A real database per test file: a fresh SQLite file by default, or a fresh PostgreSQL database
// when TEST_DATABASE_URL points at an admin database (CI re-runs the "db" project that way).
export async function createTestDatabase(): Promise<TestDatabase> {
  const empty = await createEmptyTestDatabase();
  let db: Database;
  try {
    db = await openDatabase(empty.target);
  } catch (error) {
    await empty.close();
    throw error;
  }
  return {
    db,
    ...empty.target,
    async close() {
      await db.destroy();
      await empty.close();
    },
  };
}

export interface EmptyTestDatabase {
  /** What openDatabase takes: a fresh, empty PostgreSQL database, or an empty data directory. */
  target: { databaseUrl?: string; dataDir: string };
  close(): Promise<void>;
}

/** Like createTestDatabase, but not opened (so not migrated): for tests of the start itself. */
export async function createEmptyTestDatabase(): Promise<EmptyTestDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'startupsetu-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL?.trim();
  if (!adminUrl) {
    return { target: { dataDir }, close: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const name = `startupsetu_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target: { databaseUrl: url.toString(), dataDir },
    async close() {
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
