import { createSession, findSession } from '@startupsetu/server-core/repositories/sessions-repository';
import { findUserByEmail, insertUser } from '@startupsetu/server-core/repositories/users-repository';
import { createTestDatabase, type TestDatabase } from '@startupsetu/server-core/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USAGE, runAdminCommand } from './admin-commands';
import type { ModerationEffects } from './routes/moderation/moderate-report';
import { insertReport } from './routes/reports/reports-repository';
import type { Evidence } from './routes/reports/report-target-types';

let testDb: TestDatabase;
let authorId: string;
let reporterId: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  authorId = (await insertUser(testDb.db, { email: 'author@example.com', passwordHash: 'x', role: 'Hustler' })).id;
  reporterId = (await insertUser(testDb.db, { email: 'reporter@example.com', passwordHash: 'x', role: 'Investor' })).id;
});

afterAll(async () => {
  await testDb.close();
});

function capture() {
  const lines = { log: [] as string[], error: [] as string[] };
  return { lines, out: { log: (l: string) => lines.log.push(l), error: (l: string) => lines.error.push(l) } };
}

function recordingEffects() {
  const notified: { userId: string; message: string }[] = [];
  const effects: ModerationEffects = {
    announceRemoved: () => {},
    closeSessions: () => {},
    notify: async (notification) => void notified.push({ userId: notification.userId, message: notification.message }),
    mailSuspended: async () => {},
    warn: () => {},
  };
  return { notified, effects };
}

async function openReport(targetId: string, category: 'spam' | 'sexual' = 'spam', comment: string | null = null) {
  const evidence = { targetType: 'video', targetId, author: { _id: authorId, name: 'author' }, createdAt: '', fields: {}, mediaFiles: [], capturedAt: '' } as Evidence;
  const { report } = await insertReport(testDb.db, { reporterId, type: 'video', targetId, targetUserId: authorId, category, comment, evidence });
  return report;
}

const auditRows = () => testDb.db.selectFrom('moderation_actions').selectAll().orderBy('id').execute();

describe('npm run admin -- grant-moderator / revoke-moderator <email>', () => {
  it('sets and clears the moderator flag, and writes both to the audit log', async () => {
    const { lines, out } = capture();
    expect(await runAdminCommand(testDb.db, ['grant-moderator', ' Reporter@Example.com '], out)).toBe(0);
    expect((await findUserByEmail(testDb.db, 'reporter@example.com'))?.moderator).toBe(1);
    expect(await runAdminCommand(testDb.db, ['revoke-moderator', 'reporter@example.com'], out)).toBe(0);
    expect((await findUserByEmail(testDb.db, 'reporter@example.com'))?.moderator).toBe(0);
    expect(lines.log).toEqual(['reporter@example.com is now a moderator', 'reporter@example.com is no longer a moderator']);
    const actions = (await auditRows()).filter((row) => row.target_id === reporterId);
    expect(actions.map((row) => [row.action, row.moderator_email])).toEqual([
      ['grant-moderator', 'command line'],
      ['revoke-moderator', 'command line'],
    ]);
  });

  it('fails with a clear message for an unknown email', async () => {
    const { lines, out } = capture();
    expect(await runAdminCommand(testDb.db, ['grant-moderator', 'ghost@example.com'], out)).toBe(1);
    expect(lines.error).toEqual(['No user with the email ghost@example.com']);
  });
});

describe('npm run admin -- reports [--json]', () => {
  it('prints the open reports by deadline as a table, or as JSON', async () => {
    const later = await openReport('0a000000000000000000000001', 'spam', 'Looks like a pyramid scheme');
    const sooner = await openReport('0a000000000000000000000002', 'sexual');
    const { lines, out } = capture();
    expect(await runAdminCommand(testDb.db, ['reports'], out)).toBe(0);
    expect(lines.log[0]).toMatch(/^REPORT\s+DUE \(UTC\)\s+CATEGORY\s+TARGET\s+REPORTERS\s+HIDDEN\s+ABOUT\s+COMMENT$/);
    const ids = lines.log.slice(1).map((line) => line.split(/\s+/)[0]);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(lines.log.find((line) => line.startsWith(later.id))).toContain('Looks like a pyramid scheme');

    const json = capture();
    expect(await runAdminCommand(testDb.db, ['reports', '--json'], json.out)).toBe(0);
    const items = JSON.parse(json.lines.log.join('\n'));
    const jsonIds = items.map((item: { _id: string }) => item._id).filter((id: string) => id === sooner.id || id === later.id);
    expect(jsonIds).toEqual([sooner.id, later.id]);
    expect(items.find((item: { _id: string }) => item._id === later.id)).toMatchObject({ category: 'spam', targetType: 'video', reporterCount: 1, hidden: false });
  });

  it('prints the usage for an unknown option', async () => {
    const { lines, out } = capture();
    expect(await runAdminCommand(testDb.db, ['reports', '--xml'], out)).toBe(1);
    expect(lines.error[0]).toContain(ADMIN_USAGE);
  });
});

describe('npm run admin -- moderate <reportId> <action>', () => {
  it('decides like the moderation page: audit row as command line, reporter notified', async () => {
    const report = await openReport('0a000000000000000000000003');
    const { notified, effects } = recordingEffects();
    const { lines, out } = capture();
    expect(await runAdminCommand(testDb.db, ['moderate', report.id, 'remove', '--note', 'Clear scam'], out, effects)).toBe(0);
    expect(lines.log).toEqual([`Report ${report.id} is now removed`]);
    expect(notified).toEqual([
      { userId: reporterId, message: 'We reviewed the video you reported and removed it.' },
      // Its author is told what and why (DESIGN §7.4).
      { userId: authorId, message: "We removed your video. Reason: Spam. Moderator's note: “Clear scam”. You may appeal this decision once." },
    ]);
    const hidden = await testDb.db.selectFrom('hidden_content').select('reason').where('target_id', '=', report.target_id).execute();
    expect(hidden).toEqual([{ reason: 'removed' }]);
    const [row] = (await auditRows()).filter((r) => r.report_id === report.id);
    expect(row).toMatchObject({ action: 'remove', moderator_id: null, moderator_email: 'command line', note: 'Clear scam' });

    const again = capture();
    expect(await runAdminCommand(testDb.db, ['moderate', report.id, 'dismiss'], again.out, effects)).toBe(1);
    expect(again.lines.error).toEqual(['This report has already been decided']);
  });

  it('suspends the author and ends their sessions', async () => {
    const report = await openReport('0a000000000000000000000004');
    const session = await createSession(testDb.db, authorId, 'phone');
    const { out } = capture();
    expect(await runAdminCommand(testDb.db, ['moderate', report.id, 'suspend'], out, recordingEffects().effects)).toBe(0);
    expect((await findSession(testDb.db, session.id))!.ended_at).not.toBeNull();
    expect((await findUserByEmail(testDb.db, 'author@example.com'))!.suspended_at).not.toBeNull();
  });

  it.each([[['moderate']], [['moderate', 'abc']], [['moderate', 'abc', 'ban']], [['moderate', 'abc', 'dismiss', '--note']], [['moderate', 'abc', 'dismiss', 'x']]])(
    'prints the usage for %j',
    async (args) => {
      const { lines, out } = capture();
      expect(await runAdminCommand(testDb.db, args, out)).toBe(1);
      expect(lines.error[0]).toMatch(/^Usage: npm run admin -- moderate <reportId>/);
    },
  );

  it('fails with a clear message for an unknown report', async () => {
    const { lines, out } = capture();
    expect(await runAdminCommand(testDb.db, ['moderate', 'nope', 'dismiss'], out)).toBe(1);
    expect(lines.error).toEqual(['Report not found']);
  });
});
