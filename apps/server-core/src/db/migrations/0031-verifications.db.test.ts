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

describe('migration 0031-verifications', () => {
  it('starts everyone without badges, and drops a person’s requests with the account', async () => {
    const { db } = testDb;
    const user = await insertUser(db, { email: 'm31@example.com', passwordHash: 'h', role: 'Investor' });
    expect(await db.selectFrom('users').select('badges').where('id', '=', user.id).executeTakeFirst()).toEqual({ badges: null });
    const at = new Date().toISOString();
    await db
      .insertInto('verifications')
      .values({ id: 'v31', user_id: user.id, kind: 'investor', status: 'pending', evidence: '{}', startup_id: null, code_hash: null, code_expires_at: null, reason: null, decided_by: null, decided_at: null, created_at: at, updated_at: at })
      .execute();
    expect(await db.selectFrom('verifications').select(['status', 'code_attempts']).where('id', '=', 'v31').executeTakeFirst()).toEqual({ status: 'pending', code_attempts: 0 });
    await db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await db.selectFrom('verifications').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });
});
