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

const alert = (id: string, userId: string, searchKey: string, lastCheckedAt: string) => ({
  id,
  user_id: userId,
  q: null,
  skills: '["React"]',
  city: 'Pune',
  workplace: null,
  kind: null,
  min_ctc: null,
  search_key: searchKey,
  created_at: lastCheckedAt,
  last_checked_at: lastCheckedAt,
});

describe('migration 0024-job-alerts', () => {
  it('goes down and up again; one alert per search per person; alerts go with their owner', async () => {
    const db = testDb.db;
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('0023-applications')).error).toBeUndefined();
    expect((await db.introspection.getTables()).map((table) => table.name)).not.toContain('job_alerts');
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const seeker = await insertUser(db, { email: 'm24-seeker@example.com', passwordHash: 'h', role: 'Jobseeker' });
    const other = await insertUser(db, { email: 'm24-other@example.com', passwordHash: 'h', role: 'Hustler' });
    await db
      .insertInto('job_alerts')
      .values([alert('a1', seeker.id, 'react|pune', '2026-01-02T00:00:00.000Z'), alert('a2', other.id, 'react|pune', '2026-01-01T00:00:00.000Z')])
      .execute();
    await expect(db.insertInto('job_alerts').values(alert('a3', seeker.id, 'react|pune', '2026-01-03T00:00:00.000Z')).execute()).rejects.toThrow();
    const oldestFirst = await db.selectFrom('job_alerts').select('id').orderBy('last_checked_at').orderBy('id').execute();
    expect(oldestFirst).toEqual([{ id: 'a2' }, { id: 'a1' }]);

    await db.deleteFrom('users').where('id', '=', seeker.id).execute();
    expect(await db.selectFrom('job_alerts').select('id').execute()).toEqual([{ id: 'a2' }]);
  });
});
