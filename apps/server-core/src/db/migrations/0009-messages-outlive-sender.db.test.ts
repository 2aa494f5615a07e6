import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../ids';
import { insertUser } from '../../repositories/users-repository';
import { createTestDatabase, type TestDatabase } from '../../test-database';
import { isForeignKeyViolation } from '../constraint-errors';
import { migrationProvider } from './migration-provider';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb.close();
});

const message = (senderId: string, receiverId: string, text: string, readAt: string | null = null) => ({
  id: newId(),
  sender_id: senderId,
  receiver_id: receiverId,
  text,
  created_at: new Date().toISOString(),
  read_at: readAt,
});

const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);
const texts = async () => (await testDb.db.selectFrom('messages').select('text').orderBy('id').execute()).map((m) => m.text);

describe('migration 0009-messages-outlive-sender', () => {
  it('up keeps every message and lets one outlive its sender; down restores the keys and drops what lost a side', async () => {
    const db = testDb.db;
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('0008-sessions')).error).toBeUndefined();
    const [asha, ravi, meera] = await Promise.all(
      ['asha', 'ravi', 'meera'].map((name) => insertUser(db, { email: `m9-${name}@example.com`, passwordHash: 'h', role: 'Hustler' })),
    );
    await db
      .insertInto('messages')
      .values([message(asha!.id, ravi!.id, 'one', '2026-11-01T00:00:00.000Z'), message(ravi!.id, asha!.id, 'two'), message(meera!.id, ravi!.id, 'three')])
      .execute();
    // Before: deleting a user took their messages with them.
    expect(isForeignKeyViolation(await failure(db.insertInto('messages').values(message('nobody', ravi!.id, 'x')).execute()))).toBe(true);

    expect((await migrator.migrateTo('0009-messages-outlive-sender')).error).toBeUndefined();
    expect(await texts()).toEqual(['one', 'two', 'three']);
    expect(await db.selectFrom('messages').select('read_at').where('text', '=', 'one').executeTakeFirst()).toEqual({ read_at: '2026-11-01T00:00:00.000Z' });
    await db.deleteFrom('users').where('id', '=', asha!.id).execute();
    expect(await texts()).toEqual(['one', 'two', 'three']);
    // The indexes the chat queries use are back.
    const indexes = testDb.databaseUrl
      ? (await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'messages'`.execute(db)).rows
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'messages'`.execute(db)).rows;
    expect(indexes.map((i) => i.name)).toEqual(expect.arrayContaining(['messages_sender_receiver_idx', 'messages_receiver_idx', 'messages_unread_idx']));

    expect((await migrator.migrateTo('0008-sessions')).error).toBeUndefined();
    expect(await texts()).toEqual(['three']);
    expect(isForeignKeyViolation(await failure(db.insertInto('messages').values(message('nobody', ravi!.id, 'x')).execute()))).toBe(true);
    await db.deleteFrom('users').where('id', '=', meera!.id).execute();
    expect(await texts()).toEqual([]);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    await db.insertInto('messages').values(message('gone', ravi!.id, 'after')).execute();
    expect(await texts()).toEqual(['after']);
  });
});
