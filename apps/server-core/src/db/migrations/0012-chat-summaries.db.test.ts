import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../ids';
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

const message = (senderId: string, receiverId: string, text: string) => ({
  id: newId(),
  sender_id: senderId,
  receiver_id: receiverId,
  text,
  created_at: new Date().toISOString(),
  read_at: null,
});

describe('migration 0012-chat-summaries', () => {
  it("up fills each person's chats with their newest message either way (a deleted person's chat too); down drops the table", async () => {
    const db = testDb.db;
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('0011-upload-usage')).error).toBeUndefined();
    const [asha, ravi, meera] = await Promise.all(
      ['asha', 'ravi', 'meera'].map((name) => insertUser(db, { email: `m12-${name}@example.com`, passwordHash: 'h', role: 'Hustler' })),
    );
    const rows = [
      message(asha!.id, ravi!.id, 'a→r'),
      message(ravi!.id, asha!.id, 'r→a'),
      message(meera!.id, ravi!.id, 'm→r'),
      message(asha!.id, meera!.id, 'a→m'),
      message(meera!.id, asha!.id, 'm→a'),
    ];
    await db.insertInto('messages').values(rows).execute();
    // Meera deletes her account: her messages stay (migration 0009), and so do her chats for the others.
    await db.deleteFrom('users').where('id', '=', meera!.id).execute();

    expect((await migrator.migrateTo('0012-chat-summaries')).error).toBeUndefined();
    const summaries = await db.selectFrom('chat_summaries').selectAll().orderBy('user_id').orderBy('other_id').execute();
    const expected = [
      { user_id: asha!.id, other_id: ravi!.id, last_message_id: rows[1]!.id },
      { user_id: asha!.id, other_id: meera!.id, last_message_id: rows[4]!.id },
      { user_id: ravi!.id, other_id: asha!.id, last_message_id: rows[1]!.id },
      { user_id: ravi!.id, other_id: meera!.id, last_message_id: rows[2]!.id },
    ].sort((a, b) => (a.user_id + a.other_id < b.user_id + b.other_id ? -1 : 1));
    expect(summaries).toEqual(expected);

    expect((await migrator.migrateTo('0011-upload-usage')).error).toBeUndefined();
    const tables = testDb.databaseUrl
      ? (await sql<{ name: string }>`select tablename as name from pg_tables where tablename = 'chat_summaries'`.execute(db)).rows
      : (await sql<{ name: string }>`select name from sqlite_master where name = 'chat_summaries'`.execute(db)).rows;
    expect(tables).toEqual([]);
    expect(await db.selectFrom('messages').select('text').orderBy('id').execute()).toEqual(rows.map((row) => ({ text: row.text })));
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
