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

describe('migration 0025-job-alert-pushes', () => {
  it('gives everyone the job alerts push preference, on, keeping the kinds they turned off; goes down and up again', async () => {
    const db = testDb.db;
    const user = await insertUser(db, { email: 'm25-push@example.com', passwordHash: 'h', role: 'Jobseeker' });
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('0024-job-alerts')).error).toBeUndefined();
    await db
      .insertInto('push_preferences')
      .values({ user_id: user.id, messages: 1, connections: 0, ignites: 1, comments: 1, applications: 0 } as never)
      .execute();
    expect((await migrator.migrateTo('0025-job-alert-pushes')).error).toBeUndefined();
    const row = () => db.selectFrom('push_preferences').select(['messages', 'connections', 'applications', 'jobAlerts']).where('user_id', '=', user.id).executeTakeFirst();
    expect(await row()).toEqual({ messages: 1, connections: 0, applications: 0, jobAlerts: 1 });

    await db.updateTable('push_preferences').set({ jobAlerts: 0 }).where('user_id', '=', user.id).execute();
    expect((await migrator.migrateTo('0024-job-alerts')).error).toBeUndefined();
    expect((await db.introspection.getTables()).find((table) => table.name === 'push_preferences')?.columns.map((column) => column.name)).not.toContain('jobAlerts');
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await row()).toEqual({ messages: 1, connections: 0, applications: 0, jobAlerts: 1 });
  });
});
