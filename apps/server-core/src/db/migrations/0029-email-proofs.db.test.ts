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

describe('migration 0029-email-proofs', () => {
  it('starts an account unproven, keeps its proof links by hash, and drops them with the account', async () => {
    const { db } = testDb;
    const user = await insertUser(db, { email: 'm29@example.com', passwordHash: 'h', role: 'Investor' });
    expect(await db.selectFrom('users').select(['email_verified_at', 'adult_confirmed_at', 'privacy_notice_version']).where('id', '=', user.id).executeTakeFirst()).toEqual({
      email_verified_at: null,
      adult_confirmed_at: null,
      privacy_notice_version: null,
    });
    const at = new Date().toISOString();
    const proof = { token_hash: 'a'.repeat(64), user_id: user.id, email: 'm29@example.com', created_at: at, expires_at: at, used_at: null };
    await db.insertInto('email_proofs').values(proof).execute();
    await expect(db.insertInto('email_proofs').values(proof).execute()).rejects.toThrow();
    await db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await db.selectFrom('email_proofs').select('token_hash').where('user_id', '=', user.id).execute()).toEqual([]);
  });
});
