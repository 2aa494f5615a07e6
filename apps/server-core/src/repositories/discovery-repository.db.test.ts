import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { queryPlans } from '../testing/query-plans';
import { discoverySelect } from './discovery-repository';

// A discovery page costs a page: the index (role, has_username, id) serves both the role and the
// order (named first, newest first) from any cursor, on SQLite and PostgreSQL, with no sort step.

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb.close();
});

async function plan(cursor?: string): Promise<string> {
  const [text] = await queryPlans(testDb.db, (db) => discoverySelect(db, { role: 'Hustler', excludeUserId: 'ab', limit: 20, cursor, filters: [] }).execute());
  return text!;
}

describe('the discovery query plan', () => {
  it.each([undefined, '1-0123abcd', '0-0123abcd'])('walks users_role_named_id_idx without sorting (cursor %s)', async (cursor) => {
    const text = await plan(cursor);
    expect(text).toContain('users_role_named_id_idx');
    expect(text).not.toMatch(/TEMP B-TREE|Sort/i);
  });
});
