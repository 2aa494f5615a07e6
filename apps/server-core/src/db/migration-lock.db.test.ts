// Several instances starting at once on one empty database: one migrates, the others wait.
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase, type EmptyTestDatabase } from '../test-database';
import { MIGRATION_LOCK_KEY, openDatabase, type Database } from './database';
import { migrationProvider } from './migrations/migration-provider';

let empty: EmptyTestDatabase | undefined;
const opened: Database[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
  await empty?.close();
  empty = undefined;
});

async function migrationNames(db: Database): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((row) => row.name);
}

describe('migrations at start', () => {
  it('lets four instances open one empty database at once; each migration is recorded once', async () => {
    empty = await createEmptyTestDatabase();
    const target = empty.target;
    const results = await Promise.allSettled(Array.from({ length: 4 }, () => openDatabase(target)));
    for (const result of results) if (result.status === 'fulfilled') opened.push(result.value);
    expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
    ]);

    const expected = Object.keys(await migrationProvider.getMigrations()).sort();
    expect(await migrationNames(opened[0]!)).toEqual(expected);
    const { rows } = await sql<{ copies: number | string }>`
      select count(*) as copies from kysely_migration group by name having count(*) > 1`.execute(opened[0]!);
    expect(rows).toEqual([]);
  });

  it('on PostgreSQL, waits for the instance that holds the migration lock before migrating', async () => {
    empty = await createEmptyTestDatabase();
    const { databaseUrl } = empty.target;
    if (!databaseUrl) {
      // SQLite has no advisory locks; its concurrent start is covered by the test above.
      expect(empty.target.dataDir).toBeTruthy();
      return;
    }
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
      const opening = openDatabase(empty.target);
      opening.catch(() => {});

      // The opening instance is queued on the lock, and has created nothing yet.
      const signal = AbortSignal.timeout(15_000);
      while (!(await waitsForLock(holder, MIGRATION_LOCK_KEY))) {
        signal.throwIfAborted();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const tables = await holder.query(`select to_regclass('public.kysely_migration') as found`);
      expect(tables.rows[0].found).toBeNull();

      await holder.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]);
      const db = await opening;
      opened.push(db);
      expect(await migrationNames(db)).toEqual(Object.keys(await migrationProvider.getMigrations()).sort());
    } finally {
      await holder.end();
    }
  });
});

async function waitsForLock(client: pg.Client, key: string): Promise<boolean> {
  // An advisory lock on a bigint key shows up as classid (high 32 bits) and objid (low 32 bits).
  const big = BigInt(key);
  const { rows } = await client.query(
    `select 1 from pg_locks where locktype = 'advisory' and not granted and classid = $1 and objid = $2 and objsubid = 1`,
    [String(big >> 32n), String(big & 0xffffffffn)],
  );
  return rows.length > 0;
}
