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

describe('migration 0027-investor-filters', () => {
  it('goes down and up again, writing the rows of investor profiles saved before it; the rows go with the account', async () => {
    const db = testDb.db;
    const migrator = new Migrator({ db, provider: migrationProvider });
    // To the migration before this one, whichever came after it since.
    const names = Object.keys(await migrationProvider.getMigrations()).sort();
    const before = names[names.indexOf('0027-investor-filters') - 1]!;
    const down = await migrator.migrateTo(before);
    expect(down.error).toBeUndefined();
    expect(down.results?.map((result) => result.migrationName)).toContain('0027-investor-filters');
    expect((await db.introspection.getTables()).map((table) => table.name)).not.toContain('investor_filters');

    const investor = await insertUser(db, { email: 'm27-investor@example.com', passwordHash: 'h', role: 'Investor' });
    const profile = { Username: 'Ira', stages: ['seed'], sectors: ['Fintech'], chequeMin: 2_500_000 };
    await db.updateTable('users').set({ profile: JSON.stringify(profile), has_username: 1 }).where('id', '=', investor.id).execute();
    const plain = await insertUser(db, { email: 'm27-plain@example.com', passwordHash: 'h', role: 'Investor' });
    await db.updateTable('users').set({ profile: JSON.stringify({ Username: 'Plain', excitement: 'stages of life' }) }).where('id', '=', plain.id).execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await db.selectFrom('investor_filters').selectAll().execute();
    // From ₹25 L (step 3) up: no largest cheque said.
    const steps = ['cheque=3', 'cheque=4', 'cheque=5', 'cheque=6', 'cheque=7', 'cheque=8', 'cheque=9', 'cheque=10'];
    expect(rows.map((row) => row.filter_key).sort()).toEqual([...steps, 'sector=fintech', 'stage=seed', 'stage=seed|sector=fintech'].sort());
    expect(new Set(rows.map((row) => `${row.user_id} ${row.list_key} ${row.cheque_min} ${row.cheque_max}`))).toEqual(new Set([`${investor.id} 1-${investor.id} 2500000 null`]));

    await db.deleteFrom('users').where('id', '=', investor.id).execute();
    expect(await db.selectFrom('investor_filters').selectAll().execute()).toEqual([]);
  });
});
