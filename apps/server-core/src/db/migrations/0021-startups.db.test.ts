import { Migrator, PostgresAdapter, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../repositories/users-repository';
import { createTestDatabase, type TestDatabase } from '../../test-database';
import { startup as startupRow } from './job-test-rows';
import { migrationProvider } from './migration-provider';
import { STARTUP_SEARCH_TABLE } from './0021-startups';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb.close();
});

const startup = (id: string, slug: string, createdBy: string, searchText: string) => ({ ...startupRow(id, createdBy), slug, name: slug, search_text: searchText });

/** The ids the SQLite text index finds for `phrase` (PostgreSQL has no separate table to read). */
async function indexed(phrase: string): Promise<string[]> {
  const table = sql.table(STARTUP_SEARCH_TABLE);
  const { rows } = await sql<{ id: string }>`select s.id from startups s where s.rowid in (select rowid from ${table} where ${table} match ${`"${phrase}"`})`.execute(testDb.db);
  return rows.map((row) => row.id).sort();
}

describe('migration 0021-startups', () => {
  it('goes down and up again; slugs are unique; a startup outlives its creator, a member row does not', async () => {
    const db = testDb.db;
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('0020-push-subscription-sessions')).error).toBeUndefined();
    expect((await db.introspection.getTables()).map((table) => table.name)).not.toContain('startups');
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const founder = await insertUser(db, { email: 'm21-founder@example.com', passwordHash: 'h', role: 'Hustler' });
    const member = await insertUser(db, { email: 'm21-member@example.com', passwordHash: 'h', role: 'Jobseeker' });
    await db.insertInto('startups').values(startup('a1', 'acme', founder.id, 'acme\nsolar pumps')).execute();
    await expect(db.insertInto('startups').values(startup('a2', 'acme', founder.id, 'other')).execute()).rejects.toThrow();
    await expect(db.insertInto('startups').values({ ...startup('a3', 'long', founder.id, 'l'), one_liner: 'x'.repeat(141) }).execute()).rejects.toThrow();
    const now = new Date().toISOString();
    await db
      .insertInto('startup_members')
      .values([
        { startup_id: 'a1', user_id: founder.id, title: 'Founder', role: 'admin', status: 'active', invited_by: null, created_at: now },
        { startup_id: 'a1', user_id: member.id, title: 'CTO', role: 'member', status: 'invited', invited_by: founder.id, created_at: now },
      ])
      .execute();

    await db.deleteFrom('users').where('id', '=', founder.id).execute();
    expect(await db.selectFrom('startups').select(['id', 'created_by']).execute()).toEqual([{ id: 'a1', created_by: null }]);
    expect(await db.selectFrom('startup_members').select(['user_id', 'invited_by']).execute()).toEqual([{ user_id: member.id, invited_by: null }]);
    await db.deleteFrom('startups').where('id', '=', 'a1').execute();
    expect(await db.selectFrom('startup_members').select('user_id').execute()).toEqual([]);
  });

  it('on SQLite, the text index follows inserts, updates and deletes (PostgreSQL indexes the column itself)', async () => {
    const db = testDb.db;
    if (db.getExecutor().adapter instanceof PostgresAdapter) return;
    const owner = await insertUser(db, { email: 'm21-index@example.com', passwordHash: 'h', role: 'Hustler' });
    await db.insertInto('startups').values([startup('b1', 'b1', owner.id, 'krishi\nfair prices'), startup('b2', 'b2', owner.id, 'paisa\nupi')]).execute();
    expect(await indexed('fair')).toEqual(['b1']);
    await db.updateTable('startups').set({ search_text: 'krishi\nbetter prices' }).where('id', '=', 'b1').execute();
    expect(await indexed('fair')).toEqual([]);
    expect(await indexed('better')).toEqual(['b1']);
    await db.deleteFrom('startups').where('id', '=', 'b1').execute();
    expect(await indexed('better')).toEqual([]);
    expect(await indexed('upi')).toEqual(['b2']);
  });
});
