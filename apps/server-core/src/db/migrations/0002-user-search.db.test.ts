import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../repositories/users-repository';
import { createTestDatabase, type TestDatabase } from '../../test-database';
import { migrationProvider } from './migration-provider';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb.close();
});

describe('migration 0002-user-search', () => {
  it('adds the search columns and fills them for profiles stored before it', async () => {
    const user = await insertUser(testDb.db, { email: 'before@example.com', passwordHash: 'h', role: 'Cofounder' });
    const migrator = new Migrator({ db: testDb.db, provider: migrationProvider });

    const down = await migrator.migrateTo('0001-initial-schema');
    expect(down.error).toBeUndefined();
    const columns = async () =>
      (await testDb.db.introspection.getTables()).find((t) => t.name === 'users')!.columns.map((c) => c.name);
    expect(await columns()).not.toContain('search_text');
    await testDb.db
      .updateTable('users')
      .set({ profile: JSON.stringify({ Username: 'Early Bird', skills: ['Go', 'SQL'], phoneno: '123' }) })
      .where('id', '=', user.id)
      .execute();

    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(await columns()).toEqual(expect.arrayContaining(['search_text', 'search_name']));
    const row = await testDb.db
      .selectFrom('users')
      .select(['search_text', 'search_name'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ search_text: 'early bird\ngo\nsql', search_name: 'early bird' });
  });
});
