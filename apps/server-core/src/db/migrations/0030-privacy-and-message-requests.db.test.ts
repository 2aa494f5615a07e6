import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../repositories/users-repository';
import { createTestDatabase, type TestDatabase } from '../../test-database';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb.close();
});

describe('migration 0030-privacy-and-message-requests', () => {
  it('starts every account on the defaults, keeps one request per recipient and sender, and drops them with either account', async () => {
    const { db } = testDb;
    const recipient = await insertUser(db, { email: 'm30a@example.com', passwordHash: 'h', role: 'Investor' });
    const sender = await insertUser(db, { email: 'm30b@example.com', passwordHash: 'h', role: 'Hustler' });
    expect(await db.selectFrom('users').select(['email_visibility', 'phone_visibility', 'messages_from']).where('id', '=', recipient.id).executeTakeFirst()).toEqual({
      email_visibility: null,
      phone_visibility: null,
      messages_from: null,
    });
    const request = { recipient_id: recipient.id, sender_id: sender.id, status: 'pending' as const, created_at: new Date().toISOString() };
    await db.insertInto('message_requests').values(request).execute();
    await expect(db.insertInto('message_requests').values(request).execute()).rejects.toThrow();
    await db.deleteFrom('users').where('id', '=', sender.id).execute();
    expect(await db.selectFrom('message_requests').select('status').where('recipient_id', '=', recipient.id).execute()).toEqual([]);
  });
});
