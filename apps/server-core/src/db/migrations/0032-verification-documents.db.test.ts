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

describe('migration 0032-verification-documents', () => {
  it('starts every request without a document, and keeps one given', async () => {
    const { db } = testDb;
    const user = await insertUser(db, { email: 'm32@example.com', passwordHash: 'h', role: 'Investor' });
    const at = new Date().toISOString();
    const row = { user_id: user.id, kind: 'investor', status: 'pending', evidence: '{}', startup_id: null, code_hash: null, code_expires_at: null, reason: null, decided_by: null, decided_at: null, created_at: at, updated_at: at } as const;
    await db.insertInto('verifications').values({ ...row, id: 'v32a' }).execute();
    await db.insertInto('verifications').values({ ...row, id: 'v32b', document_file: 'f.pdf', document_name: 'sebi.pdf', document_size: 1234, document_type: 'application/pdf' }).execute();
    const columns = ['id', 'document_file', 'document_name', 'document_size', 'document_type'] as const;
    expect(await db.selectFrom('verifications').select(columns).where('user_id', '=', user.id).orderBy('id').execute()).toEqual([
      { id: 'v32a', document_file: null, document_name: null, document_size: null, document_type: null },
      { id: 'v32b', document_file: 'f.pdf', document_name: 'sebi.pdf', document_size: 1234, document_type: 'application/pdf' },
    ]);
  });
});
