import { hashPassword } from '@startupsetu/server-core/passwords';
import { createSession, findSession, listLiveSessions } from '@startupsetu/server-core/repositories/sessions-repository';
import { findUserByEmail, insertUser } from '@startupsetu/server-core/repositories/users-repository';
import { createTestDatabase, type TestDatabase } from '@startupsetu/server-core/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USAGE, runAdminCommand } from './admin-commands';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await insertUser(testDb.db, { email: 'founder@example.com', passwordHash: await hashPassword('pw'), role: 'Hustler' });
});

afterAll(async () => {
  await testDb.close();
});

function capture() {
  const lines = { log: [] as string[], error: [] as string[] };
  return { lines, out: { log: (l: string) => lines.log.push(l), error: (l: string) => lines.error.push(l) } };
}

describe('npm run admin -- verify <email>', () => {
  it('sets the verified flag of that user', async () => {
    const { lines, out } = capture();
    expect(await runAdminCommand(testDb.db, ['verify', 'Founder@Example.com'], out)).toBe(0);
    expect(lines.log).toEqual(['founder@example.com is now verified']);
    expect((await findUserByEmail(testDb.db, 'founder@example.com'))?.verified).toBe(1);
  });

  it('fails with a clear message for an unknown email', async () => {
    const { lines, out } = capture();
    expect(await runAdminCommand(testDb.db, ['verify', 'ghost@example.com'], out)).toBe(1);
    expect(lines.error).toEqual(['No user with the email ghost@example.com']);
  });

  it.each([[['verify']], [['revoke']], [['promote', 'founder@example.com']], [['verify', 'a@example.com', 'extra']]])(
    'prints the usage for %j',
    async (args) => {
      const { lines, out } = capture();
      expect(await runAdminCommand(testDb.db, args, out)).toBe(1);
      expect(lines.error[0]).toContain(ADMIN_USAGE);
    },
  );
});

describe('npm run admin -- revoke <email>', () => {
  it("ends every live session of that user and no one else's", async () => {
    const founder = (await findUserByEmail(testDb.db, 'founder@example.com'))!;
    const other = await insertUser(testDb.db, { email: 'other@example.com', passwordHash: 'x', role: 'Investor' });
    const phone = await createSession(testDb.db, founder.id, 'phone');
    const laptop = await createSession(testDb.db, founder.id, 'laptop');
    const theirs = await createSession(testDb.db, other.id, 'theirs');

    const { lines, out } = capture();
    expect(await runAdminCommand(testDb.db, ['revoke', ' FOUNDER@example.com '], out)).toBe(0);
    expect(lines.log).toEqual(['founder@example.com is signed out everywhere']);
    for (const session of [phone, laptop]) expect((await findSession(testDb.db, session.id))!.ended_at).not.toBeNull();
    expect(await listLiveSessions(testDb.db, founder.id)).toEqual([]);
    expect((await findSession(testDb.db, theirs.id))!.ended_at).toBeNull();
  });

  it('fails with a clear message for an unknown email', async () => {
    const { lines, out } = capture();
    expect(await runAdminCommand(testDb.db, ['revoke', 'ghost@example.com'], out)).toBe(1);
    expect(lines.error).toEqual(['No user with the email ghost@example.com']);
  });
});
