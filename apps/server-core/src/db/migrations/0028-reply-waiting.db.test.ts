import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../repositories/users-repository';
import { createTestDatabase, type TestDatabase } from '../../test-database';
import { application, job, startup } from './job-test-rows';
import { migrationProvider } from './migration-provider';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb.close();
});

describe('migration 0028-reply-waiting', () => {
  it('counts the applications waiting for a first answer by startup and hour due, and goes down and up again', async () => {
    const db = testDb.db;
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('0027-investor-filters')).error).toBeUndefined();
    const founder = await insertUser(db, { email: 'm28-founder@example.com', passwordHash: 'h', role: 'Hustler' });
    const seekers = await Promise.all([1, 2, 3, 4].map((n) => insertUser(db, { email: `m28-seeker${n}@example.com`, passwordHash: 'h', role: 'Jobseeker' })));
    await db.insertInto('startups').values(startup('s1', founder.id)).execute();
    await db.insertInto('jobs').values(job('j1', 's1')).execute();
    const due = (at: string) => ({ reply_due_at: at });
    await db
      .insertInto('job_applications')
      .values([
        { ...application('a1', 'j1', seekers[0]!.id), ...due('2026-12-20T10:05:00.000Z') },
        { ...application('a2', 'j1', seekers[1]!.id), ...due('2026-12-20T10:55:00.000Z') },
        { ...application('a3', 'j1', seekers[2]!.id), ...due('2026-12-21T08:00:00.000Z') },
        // Answered: it no longer waits.
        { ...application('a4', 'j1', seekers[3]!.id), ...due('2026-12-21T08:00:00.000Z'), first_answered_at: '2026-12-08T00:00:00.000Z' },
      ])
      .execute();
    expect((await migrator.migrateTo('0028-reply-waiting')).error).toBeUndefined();

    const waiting = () => db.selectFrom('startup_reply_waiting').selectAll().orderBy('due_hour').execute();
    expect((await waiting()).map((row) => ({ ...row, waiting: Number(row.waiting) }))).toEqual([
      { startup_id: 's1', due_hour: '2026-12-20T10', waiting: 2 },
      { startup_id: 's1', due_hour: '2026-12-21T08', waiting: 1 },
    ]);
    await expect(db.insertInto('startup_reply_waiting').values({ startup_id: 's1', due_hour: '2026-12-20T10', waiting: 1 }).execute()).rejects.toThrow();

    expect((await migrator.migrateTo('0027-investor-filters')).error).toBeUndefined();
    expect((await db.introspection.getTables()).map((table) => table.name)).not.toContain('startup_reply_waiting');
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await waiting()).toHaveLength(2);
    await db.deleteFrom('startups').where('id', '=', 's1').execute();
    expect(await waiting()).toEqual([]);
  });
});
