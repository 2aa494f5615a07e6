import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../ids';
import { insertUser } from '../repositories/users-repository';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { isForeignKeyViolation, isUniqueViolation } from './constraint-errors';
import { checkDatabase, inTransaction, openDatabase } from './database';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb.close();
});

describe('openDatabase', () => {
  it('runs the migrations: every table of the product exists', async () => {
    const tables = (await testDb.db.introspection.getTables()).map((t) => t.name).sort();
    expect(tables).toEqual(
      expect.arrayContaining([
        'blogs',
        'contact_messages',
        'idempotency_keys',
        'messages',
        'notifications',
        'talk_comments',
        'users',
        'video_comments',
        'video_likes',
        'videos',
      ]),
    );
    await expect(checkDatabase(testDb.db)).resolves.toBeUndefined();
  });

  it('opens an already migrated database again without changing it', async () => {
    await insertUser(testDb.db, { email: 'kept@example.com', passwordHash: 'h', role: 'Hustler' });
    const again = await openDatabase({ databaseUrl: testDb.databaseUrl, dataDir: testDb.dataDir });
    try {
      const kept = await again.selectFrom('users').select('email').where('email', '=', 'kept@example.com').execute();
      expect(kept).toHaveLength(1);
      const migrations = await sql<{ name: string }>`select name from kysely_migration`.execute(again);
      expect(migrations.rows.map((r) => r.name).sort()).toEqual([
        '0001-initial-schema',
        '0002-user-search',
        '0003-read-state',
        '0004-idempotency-replay',
        '0005-session-version',
        '0006-connections',
        '0007-discovery-order',
        '0008-sessions',
        '0009-messages-outlive-sender',
        '0010-safety',
        '0011-upload-usage',
        '0012-chat-summaries',
        '0013-search-index',
        '0014-partial-indexes',
        '0015-role-search-index',
        '0016-push',
        '0017-video-uploads',
        '0018-search-index-without-pending-list',
        '0019-content-search-index',
        '0020-push-subscription-sessions',
        '0021-startups',
        '0022-jobs',
        '0023-applications',
        '0024-job-alerts',
        '0025-job-alert-pushes',
        '0026-report-appeals',
        '0027-investor-filters',
        '0028-reply-waiting',
        '0029-email-proofs',
        '0030-privacy-and-message-requests',
        '0031-verifications',
        '0032-verification-documents',
      ]);
    } finally {
      await again.destroy();
    }
  });

  it('uses write-ahead logging and foreign keys on SQLite', async () => {
    const pragma = async (name: string) =>
      Object.values((await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(testDb.db)).rows[0] ?? {})[0];
    if (testDb.databaseUrl) {
      await expect(checkDatabase(testDb.db)).resolves.toBeUndefined();
      return;
    }
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('busy_timeout')).toBe(5000);
  });

  it('rejects a DATABASE_URL that is not PostgreSQL', async () => {
    await expect(openDatabase({ databaseUrl: 'mysql://localhost/x', dataDir: testDb.dataDir })).rejects.toThrow(
      'DATABASE_URL must start with postgres:// or postgresql://',
    );
  });

  it('enforces unique emails and foreign keys', async () => {
    await insertUser(testDb.db, { email: 'dup@example.com', passwordHash: 'h', role: 'Hustler' });
    const duplicate = await insertUser(testDb.db, { email: 'DUP@example.com', passwordHash: 'h', role: 'Investor' }).catch(
      (error: unknown) => error,
    );
    expect(isUniqueViolation(duplicate)).toBe(true);

    const orphan = await testDb.db
      .insertInto('video_comments')
      .values({ id: newId(), video_id: 'nowhere', user_id: 'nobody', text: 'hi', created_at: new Date().toISOString() })
      .execute()
      .catch((error: unknown) => error);
    expect(isForeignKeyViolation(orphan)).toBe(true);
  });

  it('lists rows newest first with ORDER BY id DESC', async () => {
    const user = await insertUser(testDb.db, { email: 'order@example.com', passwordHash: 'h', role: 'Hustler' });
    const ids = Array.from({ length: 50 }, () => newId());
    await testDb.db
      .insertInto('notifications')
      .values(
        [...ids].reverse().map((id) => ({ id, user_id: user.id, type: 'connect', message: id, is_read: 0 as const, actor_id: null, created_at: '' })),
      )
      .execute();
    const rows = await testDb.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', user.id)
      .orderBy('id', 'desc')
      .execute();
    expect(rows.map((r) => r.id)).toEqual([...ids].reverse());
  });
});

describe('inTransaction', () => {
  const emailsLike = (prefix: string) =>
    testDb.db.selectFrom('users').select('email').where('email', 'like', `${prefix}%`).orderBy('email').execute();

  it('keeps nothing of a write that fails part way', async () => {
    const failed = inTransaction(testDb.db, async (trx) => {
      await insertUser(trx, { email: 'alone-1@example.com', passwordHash: 'h', role: 'Hustler' });
      throw new Error('second write failed');
    });
    await expect(failed).rejects.toThrow('second write failed');
    expect(await emailsLike('alone-')).toEqual([]);
  });

  it("joins the caller's transaction: its writes stand or fall with the caller's", async () => {
    const failed = testDb.db.transaction().execute(async (outer) => {
      await inTransaction(outer, (trx) => insertUser(trx, { email: 'joined-1@example.com', passwordHash: 'h', role: 'Hustler' }));
      throw new Error('caller failed');
    });
    await expect(failed).rejects.toThrow('caller failed');
    expect(await emailsLike('joined-')).toEqual([]);

    await testDb.db.transaction().execute((outer) =>
      inTransaction(outer, (trx) => insertUser(trx, { email: 'joined-2@example.com', passwordHash: 'h', role: 'Hustler' })),
    );
    expect(await emailsLike('joined-')).toEqual([{ email: 'joined-2@example.com' }]);
  });
});
