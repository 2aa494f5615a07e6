import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../ids';
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

const notification = (userId: string, actorId: string | null, type: string) => ({
  id: newId(),
  user_id: userId,
  type,
  message: type,
  is_read: 0 as const,
  actor_id: actorId,
  created_at: new Date().toISOString(),
});

describe('migration 0003-read-state', () => {
  it('adds messages.read_at and keeps only the newest of duplicate pending connect requests unread', async () => {
    const target = await insertUser(testDb.db, { email: 'target@example.com', passwordHash: 'h', role: 'Investor' });
    const actor = await insertUser(testDb.db, { email: 'actor@example.com', passwordHash: 'h', role: 'Hustler' });
    const migrator = new Migrator({ db: testDb.db, provider: migrationProvider });
    expect((await migrator.migrateTo('0002-user-search')).error).toBeUndefined();
    const messageColumns = async () =>
      (await testDb.db.introspection.getTables()).find((t) => t.name === 'messages')!.columns.map((c) => c.name);
    expect(await messageColumns()).not.toContain('read_at');

    // Stored before connect requests were kept unique: three pending ones from the same actor.
    const rows = [
      notification(target.id, actor.id, 'connect'),
      notification(target.id, actor.id, 'connect'),
      notification(target.id, actor.id, 'comment'),
      notification(target.id, actor.id, 'connect'),
      notification(target.id, null, 'connect'),
      notification(target.id, null, 'connect'),
    ];
    await testDb.db.insertInto('notifications').values(rows).execute();

    expect((await migrator.migrateTo('0003-read-state')).error).toBeUndefined();
    expect(await messageColumns()).toContain('read_at');
    const after = await testDb.db
      .selectFrom('notifications')
      .select(['id', 'is_read'])
      .where('user_id', '=', target.id)
      .orderBy('id')
      .execute();
    expect(after.map((row) => row.is_read)).toEqual([1, 1, 0, 0, 0, 0]);

    const duplicate = await testDb.db
      .insertInto('notifications')
      .values(notification(target.id, actor.id, 'connect'))
      .execute()
      .catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
    // Other types, and connect requests without an actor, are not limited.
    await testDb.db.insertInto('notifications').values(notification(target.id, actor.id, 'comment')).execute();
    await testDb.db.insertInto('notifications').values(notification(target.id, null, 'connect')).execute();
  });

  it('can be undone', async () => {
    const migrator = new Migrator({ db: testDb.db, provider: migrationProvider });
    expect((await migrator.migrateTo('0002-user-search')).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
