import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../ids';
import { insertUser } from '../../repositories/users-repository';
import { createTestDatabase, type TestDatabase } from '../../test-database';
import type { ReportAppealsTable } from '../appeal-tables';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb.close();
});

const appeal = (appellantId: string, decidedAt: string): ReportAppealsTable => ({
  id: newId(),
  report_id: newId(),
  target_type: 'video',
  target_id: 'v-0026',
  decision: 'removed',
  decided_at: decidedAt,
  decided_by: null,
  appellant_id: appellantId,
  reason: 'Mine',
  status: 'open',
  created_at: new Date().toISOString(),
  deadline_at: new Date().toISOString(),
  resolved_at: null,
  resolved_by: null,
});

describe('migration 0026-report-appeals', () => {
  it('keeps one appeal per decision (target and decided_at), and goes with the appellant’s account', async () => {
    const { db } = testDb;
    const author = await insertUser(db, { email: 'm26-author@example.com', passwordHash: 'h', role: 'Hustler' });
    await db.insertInto('report_appeals').values(appeal(author.id, '2026-12-01T10:00:00.000Z')).execute();
    await expect(db.insertInto('report_appeals').values(appeal(author.id, '2026-12-01T10:00:00.000Z')).execute()).rejects.toThrow();
    // A later decision on the same item is a decision of its own.
    await db.insertInto('report_appeals').values(appeal(author.id, '2026-12-05T10:00:00.000Z')).execute();
    await db.deleteFrom('users').where('id', '=', author.id).execute();
    expect(await db.selectFrom('report_appeals').select('id').where('appellant_id', '=', author.id).execute()).toEqual([]);
  });
});
