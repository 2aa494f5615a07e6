import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../repositories/users-repository';
import { createTestDatabase, type TestDatabase } from '../../test-database';
import { isUniqueViolation } from '../constraint-errors';
import { migrationProvider } from './migration-provider';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb.close();
});

const columns = async () =>
  (await testDb.db.introspection.getTables()).find((t) => t.name === 'idempotency_keys')!.columns.map((c) => c.name);

describe('migration 0004-idempotency-replay', () => {
  it('adds method, path and state; keys stored before it count as done', async () => {
    const user = await insertUser(testDb.db, { email: 'keys@example.com', passwordHash: 'h', role: 'Hustler' });
    const migrator = new Migrator({ db: testDb.db, provider: migrationProvider });
    expect((await migrator.migrateTo('0003-read-state')).error).toBeUndefined();
    expect(await columns()).not.toContain('state');
    // The table as it was then, so not through the typed query builder.
    await sql`insert into idempotency_keys (user_id, key, status, response, created_at)
      values (${user.id}, 'before', 201, '{}', ${new Date().toISOString()})`.execute(testDb.db);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await columns()).toEqual(expect.arrayContaining(['method', 'path', 'state']));
    const kept = await testDb.db.selectFrom('idempotency_keys').selectAll().where('key', '=', 'before').executeTakeFirst();
    expect(kept).toMatchObject({ method: '', path: '', state: 'done', status: 201, response: '{}' });

    const duplicate = await testDb.db
      .insertInto('idempotency_keys')
      .values({
        user_id: user.id,
        key: 'before',
        method: 'POST',
        path: '/api/messages',
        state: 'pending',
        status: 0,
        response: '',
        created_at: new Date().toISOString(),
      })
      .execute()
      .catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
  });

  it('can be undone', async () => {
    const migrator = new Migrator({ db: testDb.db, provider: migrationProvider });
    expect((await migrator.migrateTo('0003-read-state')).error).toBeUndefined();
    expect(await columns()).not.toContain('method');
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
