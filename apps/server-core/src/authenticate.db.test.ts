import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SUSPENDED, authenticateToken, SESSION_ENDED } from './authenticate';
import { createSession, endSessions, findSession, LAST_SEEN_STEP_MS, SESSION_IDLE_MS } from './repositories/sessions-repository';
import { insertUser } from './repositories/users-repository';
import { createTestDatabase, type TestDatabase } from './test-database';
import { signAccessToken } from './tokens';

const SECRET = 'authenticate-test-secret';
let testDb: TestDatabase;
let counter = 0;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb.close();
});

/** A signed-in user whose session started at `start`, and a token of it (valid for 31 days from now). */
async function signedIn(start: Date) {
  counter += 1;
  const user = await insertUser(testDb.db, { email: `auth-${counter}@example.com`, passwordHash: 'h', role: 'Cofounder' });
  const session = await createSession(testDb.db, user.id, 'x', start);
  const token = await signAccessToken({ userId: user.id, role: 'Hustler', sessionId: session.id }, SECRET);
  return { user, session, token };
}

const DAY = 24 * 60 * 60 * 1000;
const lastSeen = async (id: string) => (await findSession(testDb.db, id))!.last_seen_at;

describe('authenticateToken', () => {
  it("refuses a live session of a suspended account with 403 'This account is suspended', and an ended one with 401 like any ended session", async () => {
    const start = new Date();
    const live = await signedIn(start);
    await testDb.db.updateTable('users').set({ suspended_at: start.toISOString() }).where('id', '=', live.user.id).execute();
    await expect(authenticateToken(testDb.db, SECRET, live.token, start)).rejects.toMatchObject({ status: 403, message: ACCOUNT_SUSPENDED });
    // A suspension ends the sessions: the web then takes its session-ended path and keeps queued writes.
    await endSessions(testDb.db, { userId: live.user.id });
    await expect(authenticateToken(testDb.db, SECRET, live.token, start)).rejects.toMatchObject({ status: 401, message: SESSION_ENDED });
    await testDb.db.updateTable('users').set({ suspended_at: null }).where('id', '=', live.user.id).execute();
    await expect(authenticateToken(testDb.db, SECRET, live.token, start)).rejects.toMatchObject({ status: 401, message: SESSION_ENDED });
  });

  it('answers the user, their stored role (not the claimed one) and the session', async () => {
    const start = new Date();
    const { user, session, token } = await signedIn(start);
    await expect(authenticateToken(testDb.db, SECRET, token, start)).resolves.toEqual({ id: user.id, role: 'Cofounder', sessionId: session.id, emailProven: false });
  });

  it('moves last_seen_at at most once a minute', async () => {
    const start = new Date();
    const { session, token } = await signedIn(start);
    const after = (ms: number) => new Date(start.getTime() + ms);

    await authenticateToken(testDb.db, SECRET, token, after(LAST_SEEN_STEP_MS - 1));
    expect(await lastSeen(session.id)).toBe(start.toISOString());
    await authenticateToken(testDb.db, SECRET, token, after(LAST_SEEN_STEP_MS));
    expect(await lastSeen(session.id)).toBe(after(LAST_SEEN_STEP_MS).toISOString());
    await authenticateToken(testDb.db, SECRET, token, after(LAST_SEEN_STEP_MS + 30_000));
    expect(await lastSeen(session.id)).toBe(after(LAST_SEEN_STEP_MS).toISOString());
  });

  it('slides: a session used every 29 days lives on; one unused for 30 days has ended', async () => {
    const start = new Date();
    const { session, token } = await signedIn(start);
    let now = start.getTime();
    for (let i = 0; i < 3; i += 1) {
      now += 29 * DAY;
      await expect(authenticateToken(testDb.db, SECRET, token, new Date(now))).resolves.toMatchObject({ sessionId: session.id });
    }
    await expect(authenticateToken(testDb.db, SECRET, token, new Date(now + SESSION_IDLE_MS))).rejects.toMatchObject({
      status: 401,
      message: SESSION_ENDED,
    });
  });

  it('refuses an ended session at once, and a session that is gone', async () => {
    const start = new Date();
    const { user, token } = await signedIn(start);
    await endSessions(testDb.db, { userId: user.id });
    await expect(authenticateToken(testDb.db, SECRET, token, start)).rejects.toMatchObject({ status: 401, message: SESSION_ENDED });

    const other = await signedIn(start);
    await testDb.db.deleteFrom('sessions').where('id', '=', other.session.id).execute();
    await expect(authenticateToken(testDb.db, SECRET, other.token, start)).rejects.toMatchObject({ status: 401, message: SESSION_ENDED });
  });

  it("refuses a token that names another user's session", async () => {
    const start = new Date();
    const mine = await signedIn(start);
    const theirs = await signedIn(start);
    const crossed = await signAccessToken({ userId: mine.user.id, role: 'Cofounder', sessionId: theirs.session.id }, SECRET);
    await expect(authenticateToken(testDb.db, SECRET, crossed, start)).rejects.toMatchObject({ status: 401, message: 'Invalid token' });
    expect(await lastSeen(theirs.session.id)).toBe(start.toISOString());
  });
});
