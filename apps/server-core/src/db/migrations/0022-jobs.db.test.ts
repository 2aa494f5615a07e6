import { Migrator, PostgresAdapter, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../repositories/users-repository';
import { createTestDatabase, type TestDatabase } from '../../test-database';
import { migrationProvider } from './migration-provider';
import { JOB_SEARCH_TABLE } from './0022-jobs';
import { now, startup } from './job-test-rows';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb.close();
});

const job = (id: string, startupId: string, createdBy: string, searchText: string) => ({
  id,
  startup_id: startupId,
  title: 'Engineer',
  kind: 'full-time' as const,
  workplace: 'onsite' as const,
  city: 'Pune',
  city_key: 'pune',
  ctc_min: null,
  ctc_max: null,
  ctc_band: null,
  stipend: null,
  esop_min: 0.1,
  esop_max: 0.25,
  experience_min: null,
  experience_max: null,
  skills: '[]',
  description: '',
  status: 'draft' as const,
  published_at: null,
  closes_at: null,
  list_key: null,
  search_text: searchText,
  created_by: createdBy,
  created_at: now(),
  updated_at: now(),
});

/** The ids the SQLite text index finds for `phrase` (PostgreSQL has no separate table to read). */
async function indexed(phrase: string): Promise<string[]> {
  const table = sql.table(JOB_SEARCH_TABLE);
  const { rows } = await sql<{ id: string }>`select j.id from jobs j where j.rowid in (select rowid from ${table} where ${table} match ${`"${phrase}"`})`.execute(testDb.db);
  return rows.map((row) => row.id).sort();
}

describe('migration 0022-jobs', () => {
  it('goes down and up again; a job goes with its startup and outlives its creator; saved jobs go with either side', async () => {
    const db = testDb.db;
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('0021-startups')).error).toBeUndefined();
    expect((await db.introspection.getTables()).map((table) => table.name)).not.toContain('jobs');
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const founder = await insertUser(db, { email: 'm22-founder@example.com', passwordHash: 'h', role: 'Hustler' });
    const seeker = await insertUser(db, { email: 'm22-seeker@example.com', passwordHash: 'h', role: 'Jobseeker' });
    await db.insertInto('startups').values(startup('s1', founder.id)).execute();
    await db.insertInto('jobs').values([job('j1', 's1', founder.id, 'engineer'), job('j2', 's1', founder.id, 'designer')]).execute();
    await expect(db.insertInto('jobs').values({ ...job('j3', 's1', founder.id, 'x'), status: 'open' as never }).execute()).rejects.toThrow();
    await db.insertInto('job_skills').values({ job_id: 'j1', skill_key: 'react', list_key: null }).execute();
    await db
      .insertInto('saved_jobs')
      .values([
        { user_id: seeker.id, job_id: 'j1', id: 'a1', created_at: now() },
        { user_id: seeker.id, job_id: 'j2', id: 'a2', created_at: now() },
      ])
      .execute();
    await expect(db.insertInto('saved_jobs').values({ user_id: seeker.id, job_id: 'j1', id: 'a3', created_at: now() }).execute()).rejects.toThrow();
    const [stored] = await db.selectFrom('jobs').select(['esop_min', 'esop_max']).where('id', '=', 'j1').execute();
    expect(stored).toEqual({ esop_min: 0.1, esop_max: 0.25 });

    await db.deleteFrom('users').where('id', '=', founder.id).execute();
    expect(await db.selectFrom('jobs').select(['id', 'created_by']).orderBy('id').execute()).toEqual([
      { id: 'j1', created_by: null },
      { id: 'j2', created_by: null },
    ]);
    await db.deleteFrom('jobs').where('id', '=', 'j2').execute();
    expect(await db.selectFrom('saved_jobs').select('job_id').execute()).toEqual([{ job_id: 'j1' }]);
    await db.deleteFrom('startups').where('id', '=', 's1').execute();
    expect(await db.selectFrom('jobs').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('job_skills').select('job_id').execute()).toEqual([]);
    expect(await db.selectFrom('saved_jobs').select('job_id').execute()).toEqual([]);
  });

  it('on SQLite, the text index follows inserts, updates and deletes (PostgreSQL indexes the column itself)', async () => {
    const db = testDb.db;
    if (db.getExecutor().adapter instanceof PostgresAdapter) return;
    const owner = await insertUser(db, { email: 'm22-index@example.com', passwordHash: 'h', role: 'Hustler' });
    await db.insertInto('startups').values(startup('s2', owner.id)).execute();
    await db.insertInto('jobs').values([job('k1', 's2', owner.id, 'backend engineer\ngolang'), job('k2', 's2', owner.id, 'designer\nfigma')]).execute();
    expect(await indexed('golang')).toEqual(['k1']);
    await db.updateTable('jobs').set({ search_text: 'backend engineer\nrust' }).where('id', '=', 'k1').execute();
    expect(await indexed('golang')).toEqual([]);
    expect(await indexed('rust')).toEqual(['k1']);
    await db.deleteFrom('jobs').where('id', '=', 'k1').execute();
    expect(await indexed('rust')).toEqual([]);
    expect(await indexed('figma')).toEqual(['k2']);
  });
});
