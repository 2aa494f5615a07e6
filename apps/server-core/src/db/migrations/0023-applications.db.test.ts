import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../repositories/users-repository';
import { createTestDatabase, type TestDatabase } from '../../test-database';
import { migrationProvider } from './migration-provider';
import { application, job, now, startup } from './job-test-rows';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb.close();
});

describe('migration 0023-applications', () => {
  it('goes down and up again; one application per person per job; it goes with its job or its applicant, its events with it', async () => {
    const db = testDb.db;
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('0022-jobs')).error).toBeUndefined();
    expect((await db.introspection.getTables()).map((table) => table.name)).not.toContain('job_applications');
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const founder = await insertUser(db, { email: 'm23-founder@example.com', passwordHash: 'h', role: 'Hustler' });
    const seeker = await insertUser(db, { email: 'm23-seeker@example.com', passwordHash: 'h', role: 'Jobseeker' });
    const other = await insertUser(db, { email: 'm23-other@example.com', passwordHash: 'h', role: 'Investor' });
    await db.insertInto('startups').values(startup('s1', founder.id)).execute();
    await db.insertInto('jobs').values([job('j1', 's1'), job('j2', 's1')]).execute();
    await db.insertInto('job_applications').values([application('a1', 'j1', seeker.id), application('a2', 'j2', seeker.id), application('a3', 'j1', other.id)]).execute();
    await expect(db.insertInto('job_applications').values(application('a4', 'j1', seeker.id)).execute()).rejects.toThrow();
    await expect(db.insertInto('job_applications').values({ ...application('a5', 'j2', other.id), status: 'lost' as never }).execute()).rejects.toThrow();
    await db
      .insertInto('application_events')
      .values([
        { id: 'e1', application_id: 'a1', status: 'applied', reason: null, note: null, actor_id: seeker.id, at: now() },
        { id: 'e2', application_id: 'a1', status: 'rejected', reason: 'skills', note: 'Sorry', actor_id: founder.id, at: now() },
        { id: 'e3', application_id: 'a3', status: 'applied', reason: null, note: null, actor_id: other.id, at: now() },
      ])
      .execute();

    // An event outlives the account that made it.
    await db.deleteFrom('users').where('id', '=', founder.id).execute();
    expect(await db.selectFrom('application_events').select(['id', 'actor_id']).where('application_id', '=', 'a1').orderBy('id').execute()).toEqual([
      { id: 'e1', actor_id: seeker.id },
      { id: 'e2', actor_id: null },
    ]);
    await db.deleteFrom('users').where('id', '=', seeker.id).execute();
    expect(await db.selectFrom('job_applications').select('id').orderBy('id').execute()).toEqual([{ id: 'a3' }]);
    expect(await db.selectFrom('application_events').select('id').execute()).toEqual([{ id: 'e3' }]);
    await db.deleteFrom('jobs').where('id', '=', 'j1').execute();
    expect(await db.selectFrom('job_applications').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('application_events').select('id').execute()).toEqual([]);
  });

  it('gives everyone the applications push preference, on', async () => {
    const db = testDb.db;
    const user = await insertUser(db, { email: 'm23-push@example.com', passwordHash: 'h', role: 'Hustler' });
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('0022-jobs')).error).toBeUndefined();
    await db
      .insertInto('push_preferences')
      .values({ user_id: user.id, messages: 1, connections: 0, ignites: 1, comments: 1 } as never)
      .execute();
    expect((await migrator.migrateTo('0023-applications')).error).toBeUndefined();
    expect(await db.selectFrom('push_preferences').selectAll().where('user_id', '=', user.id).executeTakeFirst()).toEqual({
      user_id: user.id,
      messages: 1,
      connections: 0,
      ignites: 1,
      comments: 1,
      applications: 1,
    });
  });
});
