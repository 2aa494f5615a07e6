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

describe('migration 0007-discovery-order', () => {
  it('adds has_username and filter_text, filled for profiles stored before it, and goes down again', async () => {
    const named = await insertUser(testDb.db, { email: 'named@example.com', passwordHash: 'h', role: 'Hustler' });
    const blank = await insertUser(testDb.db, { email: 'blank@example.com', passwordHash: 'h', role: 'Investor' });
    const migrator = new Migrator({ db: testDb.db, provider: migrationProvider });

    expect((await migrator.migrateTo('0006-connections')).error).toBeUndefined();
    const columns = async () =>
      (await testDb.db.introspection.getTables()).find((t) => t.name === 'users')!.columns.map((c) => c.name);
    expect(await columns()).not.toContain('filter_text');
    await testDb.db
      .updateTable('users')
      .set({ profile: JSON.stringify({ Username: 'Early', currentStage: 'preSeed', skills: ['Networking'] }) })
      .where('id', '=', named.id)
      .execute();
    await testDb.db
      .updateTable('users')
      .set({ profile: JSON.stringify({ investorType: 'curious' }) })
      .where('id', '=', blank.id)
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await testDb.db.selectFrom('users').select(['id', 'has_username', 'filter_text']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: named.id, has_username: 1, filter_text: '\nskills=networking\ncurrentstage=preseed\n' },
      { id: blank.id, has_username: 0, filter_text: '\ninvestortype=curious\n' },
    ]);

    expect((await migrator.migrateTo('0006-connections')).error).toBeUndefined();
    expect(await columns()).not.toContain('has_username');
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
