import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-database';
import {
  createSession,
  endSessions,
  findSession,
  findSessionWithRole,
  isSessionLive,
  LAST_SEEN_STEP_MS,
  listLiveSessions,
  MAX_LIVE_SESSIONS,
  purgeSessions,
  SESSION_RETENTION_MS,
  sessionsOverLimit,
  SESSION_IDLE_MS,
  sessionsEndedSince,
  touchSession,
} from './sessions-repository';
import { queryPlans } from '../testing/query-plans';
import { newId } from '../ids';
import { insertUser } from './users-repository';

let testDb: TestDatabase;
let counter = 0;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb.close();
});

async function user(role: 'Hustler' | 'Investor' = 'Hustler') {
  counter += 1;
  return insertUser(testDb.db, { email: `sessions-${counter}@example.com`, passwordHash: 'h', role });
}

const T0 = new Date('2026-01-01T00:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe('createSession', () => {
  it('stores the trimmed user agent (at most 300 characters), live from now', async () => {
    const owner = await user();
    const session = await createSession(testDb.db, owner.id, `  ${'A'.repeat(400)} `, T0);
    expect(await findSession(testDb.db, session.id)).toEqual({
      id: session.id,
      user_id: owner.id,
      user_agent: 'A'.repeat(300),
      created_at: T0.toISOString(),
      last_seen_at: T0.toISOString(),
      ended_at: null,
    });
    expect((await createSession(testDb.db, owner.id, undefined)).user_agent).toBe('');
  });

  it('gives every session an unguessable id of its own', async () => {
    const owner = await user();
    const ids = new Set<string>();
    for (let i = 0; i < 20; i += 1) ids.add((await createSession(testDb.db, owner.id, 'x')).id);
    expect(ids.size).toBe(20);
    for (const id of ids) expect(Buffer.from(id, 'base64url')).toHaveLength(16);
  });
});

describe('findSessionWithRole', () => {
  it("answers the session with its user's current role, and nothing once the user is gone", async () => {
    const owner = await user('Investor');
    const session = await createSession(testDb.db, owner.id, 'x');
    expect(await findSessionWithRole(testDb.db, session.id)).toMatchObject({ id: session.id, user_id: owner.id, role: 'Investor' });
    await testDb.db.deleteFrom('users').where('id', '=', owner.id).execute();
    expect(await findSessionWithRole(testDb.db, session.id)).toBeUndefined();
    expect(await findSessionWithRole(testDb.db, 'no-such-session')).toBeUndefined();
  });
});

describe('isSessionLive', () => {
  it('is live until ended, or until unused for 30 days', () => {
    const session = { ended_at: null, last_seen_at: T0.toISOString() };
    expect(isSessionLive(session, at(SESSION_IDLE_MS - 1).getTime())).toBe(true);
    expect(isSessionLive(session, at(SESSION_IDLE_MS).getTime())).toBe(false);
    expect(isSessionLive({ ...session, ended_at: T0.toISOString() }, T0.getTime())).toBe(false);
  });
});

describe('touchSession', () => {
  it('moves last_seen_at only once it is a minute old, and never on an ended session', async () => {
    const owner = await user();
    const session = await createSession(testDb.db, owner.id, 'x', T0);
    const lastSeen = async () => (await findSession(testDb.db, session.id))!.last_seen_at;

    await touchSession(testDb.db, session, at(LAST_SEEN_STEP_MS - 1));
    expect(await lastSeen()).toBe(T0.toISOString());
    await touchSession(testDb.db, session, at(LAST_SEEN_STEP_MS));
    expect(await lastSeen()).toBe(at(LAST_SEEN_STEP_MS).toISOString());

    await endSessions(testDb.db, { userId: owner.id }, at(LAST_SEEN_STEP_MS + 1));
    await touchSession(testDb.db, { id: session.id, last_seen_at: at(LAST_SEEN_STEP_MS).toISOString() }, at(10 * LAST_SEEN_STEP_MS));
    expect(await lastSeen()).toBe(at(LAST_SEEN_STEP_MS).toISOString());
  });
});

describe('listLiveSessions', () => {
  it("lists only the user's live sessions, most recently used first", async () => {
    const owner = await user();
    const other = await user();
    const old = await createSession(testDb.db, owner.id, 'old', T0);
    const recent = await createSession(testDb.db, owner.id, 'recent', at(2000));
    const middle = await createSession(testDb.db, owner.id, 'middle', at(1000));
    const ended = await createSession(testDb.db, owner.id, 'ended', at(3000));
    const idle = await createSession(testDb.db, owner.id, 'idle', at(-SESSION_IDLE_MS));
    await createSession(testDb.db, other.id, 'theirs', at(4000));
    await endSessions(testDb.db, { userId: owner.id, only: ended.id }, at(3500));

    const live = await listLiveSessions(testDb.db, owner.id, at(5000).getTime());
    expect(live.map((session) => session.id)).toEqual([recent.id, middle.id, old.id]);
    expect(live.map((session) => session.id)).not.toContain(idle.id);
  });
});

describe('sessionsOverLimit', () => {
  it('names the live sessions beyond the most recently used MAX_LIVE_SESSIONS, and none below it', async () => {
    const owner = await user();
    const sessions = [];
    for (let i = 0; i < MAX_LIVE_SESSIONS; i += 1) sessions.push(await createSession(testDb.db, owner.id, `s${i}`, at(i * 10)));
    expect(await sessionsOverLimit(testDb.db, owner.id, at(100_000).getTime())).toEqual([]);

    const newest = await createSession(testDb.db, owner.id, 'newest', at(MAX_LIVE_SESSIONS * 10));
    expect(await sessionsOverLimit(testDb.db, owner.id, at(100_000).getTime())).toEqual([sessions[0]!.id]);
    await endSessions(testDb.db, { userId: owner.id, ids: [sessions[0]!.id] });
    const live = await listLiveSessions(testDb.db, owner.id, at(100_000).getTime());
    expect(live).toHaveLength(MAX_LIVE_SESSIONS);
    expect(live[0]!.id).toBe(newest.id);
    expect(await sessionsOverLimit(testDb.db, owner.id, at(100_000).getTime())).toEqual([]);
  });
});

describe('endSessions', () => {
  it('ends all, one, or all but one of a user\'s sessions, answering the ids it ended, and never another user\'s', async () => {
    const owner = await user();
    const other = await user();
    const [a, b, c] = [await createSession(testDb.db, owner.id, 'a'), await createSession(testDb.db, owner.id, 'b'), await createSession(testDb.db, owner.id, 'c')];
    const theirs = await createSession(testDb.db, other.id, 'theirs');

    expect(await endSessions(testDb.db, { userId: owner.id, only: theirs.id })).toEqual([]);
    expect(await endSessions(testDb.db, { userId: owner.id, only: a.id }, T0)).toEqual([a.id]);
    expect(await endSessions(testDb.db, { userId: owner.id, only: a.id })).toEqual([]);
    expect((await endSessions(testDb.db, { userId: owner.id, except: c.id })).sort()).toEqual([b.id]);
    expect(await endSessions(testDb.db, { userId: owner.id })).toEqual([c.id]);
    expect((await findSession(testDb.db, a.id))!.ended_at).toBe(T0.toISOString());
    expect((await findSession(testDb.db, theirs.id))!.ended_at).toBeNull();
  });
});

describe('endSessions and push subscriptions', () => {
  /** A browser subscribed in `sessionId`, with one push waiting for it. */
  async function subscribedBrowser(userId: string, sessionId: string): Promise<string> {
    const id = newId();
    const now = new Date().toISOString();
    await testDb.db
      .insertInto('push_subscriptions')
      .values({ id, user_id: userId, session_id: sessionId, endpoint: `https://fcm.googleapis.com/fcm/send/${id}`, p256dh: 'k', auth: 'a', created_at: now })
      .execute();
    await testDb.db
      .insertInto('push_deliveries')
      .values({ id: newId(), subscription_id: id, payload: '{}', topic: null, urgency: 'normal', ttl: 60, attempts: 0, next_attempt_at: now, created_at: now })
      .execute();
    return id;
  }
  const remaining = async (ids: string[]) => {
    const subscriptions = await testDb.db.selectFrom('push_subscriptions').select('id').where('id', 'in', ids).execute();
    const deliveries = await testDb.db.selectFrom('push_deliveries').select('subscription_id').where('subscription_id', 'in', ids).execute();
    return { subscriptions: subscriptions.map((row) => row.id).sort(), queued: deliveries.map((row) => row.subscription_id).sort() };
  };

  it.each<[string, (sessions: { a: string; b: string; c: string }) => Omit<Parameters<typeof endSessions>[1], 'userId'>, ('a' | 'b' | 'c')[]]>([
    ['sign-out or a revoke from the devices list (one)', ({ a }) => ({ only: a }), ['b', 'c']],
    ['a password change or "sign out other devices" (all but one)', ({ c }) => ({ except: c }), ['c']],
    ['the eviction beyond MAX_LIVE_SESSIONS (these)', ({ a, b }) => ({ ids: [a, b] }), ['c']],
    ['a suspension, a reset or an admin revoke (all)', () => ({}), []],
  ])("deletes the push subscriptions of the sessions it ends, with what was queued for them, and no others (%s)", async (_, filter, kept) => {
    const owner = await user();
    const other = await user();
    const sessions = { a: (await createSession(testDb.db, owner.id, 'a')).id, b: (await createSession(testDb.db, owner.id, 'b')).id, c: (await createSession(testDb.db, owner.id, 'c')).id };
    const browsers = {
      a: await subscribedBrowser(owner.id, sessions.a),
      b: await subscribedBrowser(owner.id, sessions.b),
      c: await subscribedBrowser(owner.id, sessions.c),
    };
    const theirs = await subscribedBrowser(other.id, (await createSession(testDb.db, other.id, 'theirs')).id);

    await endSessions(testDb.db, { userId: owner.id, ...filter(sessions) });
    const expected = [...kept.map((name) => browsers[name]), theirs].sort();
    expect(await remaining([...Object.values(browsers), theirs])).toEqual({ subscriptions: expected, queued: expected });
  });

  it('deletes them also inside its caller’s transaction (a suspension ends sessions inside its own)', async () => {
    const owner = await user();
    const session = await createSession(testDb.db, owner.id, 'x');
    const browser = await subscribedBrowser(owner.id, session.id);
    await testDb.db.transaction().execute(async (trx) => {
      expect(await endSessions(trx, { userId: owner.id })).toEqual([session.id]);
    });
    expect(await remaining([browser])).toEqual({ subscriptions: [], queued: [] });
  });
});

describe('sessionsEndedSince', () => {
  it('answers the sessions ended after a moment, oldest end first, at most `limit`', async () => {
    const owner = await user();
    const base = at(100 * SESSION_IDLE_MS);
    const later = (ms: number) => new Date(base.getTime() + ms);
    const sessions = [];
    for (let i = 0; i < 4; i += 1) sessions.push(await createSession(testDb.db, owner.id, `s${i}`));
    await endSessions(testDb.db, { userId: owner.id, only: sessions[2]!.id }, later(30));
    await endSessions(testDb.db, { userId: owner.id, only: sessions[0]!.id }, later(10));
    await endSessions(testDb.db, { userId: owner.id, only: sessions[1]!.id }, later(20));

    const since = later(10).toISOString();
    expect(await sessionsEndedSince(testDb.db, since)).toEqual([
      { id: sessions[1]!.id, ended_at: later(20).toISOString() },
      { id: sessions[2]!.id, ended_at: later(30).toISOString() },
    ]);
    expect((await sessionsEndedSince(testDb.db, later(0).toISOString(), 2)).map((row) => row.id)).toEqual([sessions[0]!.id, sessions[1]!.id]);
  });

  it('pages through many sessions ended at the same moment, by id', async () => {
    const owner = await user();
    const moment = at(200 * SESSION_IDLE_MS);
    for (let i = 0; i < 5; i += 1) await createSession(testDb.db, owner.id, `s${i}`);
    const ended = (await endSessions(testDb.db, { userId: owner.id }, moment)).sort();
    const since = new Date(moment.getTime() - 1).toISOString();
    const first = await sessionsEndedSince(testDb.db, since, 2);
    const second = await sessionsEndedSince(testDb.db, moment.toISOString(), 2, first.at(-1)!.id);
    const third = await sessionsEndedSince(testDb.db, moment.toISOString(), 2, second.at(-1)!.id);
    expect([...first, ...second, ...third].map((row) => row.id)).toEqual(ended);
  });
});

describe('the live sessions query plan', () => {
  it('reads only live rows through sessions_live_idx, however many ended sessions the user has', async () => {
    const plans = await queryPlans(testDb.db, (db) => listLiveSessions(db, 'someone'));
    expect(plans).toHaveLength(1);
    expect(plans[0]).toContain('sessions_live_idx');
  });
});

// Last: purging looks at every user's sessions.
describe('purgeSessions', () => {
  it('deletes sessions ended, or idle, for longer than the retention, and keeps the rest', async () => {
    const owner = await user();
    const now = at(1000 * SESSION_IDLE_MS).getTime();
    const ago = (ms: number) => new Date(now - ms);
    const live = await createSession(testDb.db, owner.id, 'live', ago(1000));
    const endedLately = await createSession(testDb.db, owner.id, 'ended lately', ago(SESSION_RETENTION_MS));
    const endedLongAgo = await createSession(testDb.db, owner.id, 'ended long ago', ago(2 * SESSION_RETENTION_MS));
    const idleLately = await createSession(testDb.db, owner.id, 'idle lately', ago(SESSION_IDLE_MS + SESSION_RETENTION_MS - 1000));
    const idleLongAgo = await createSession(testDb.db, owner.id, 'idle long ago', ago(SESSION_IDLE_MS + SESSION_RETENTION_MS + 1000));
    await endSessions(testDb.db, { userId: owner.id, only: endedLately.id }, ago(SESSION_RETENTION_MS - 1000));
    await endSessions(testDb.db, { userId: owner.id, only: endedLongAgo.id }, ago(SESSION_RETENTION_MS + 1000));

    expect(await purgeSessions(testDb.db, now)).toBeGreaterThanOrEqual(2);
    const kept = await testDb.db.selectFrom('sessions').select('id').where('user_id', '=', owner.id).execute();
    expect(kept.map((row) => row.id).sort()).toEqual([live.id, endedLately.id, idleLately.id].sort());
    expect(await findSession(testDb.db, endedLongAgo.id)).toBeUndefined();
    expect(await findSession(testDb.db, idleLongAgo.id)).toBeUndefined();
  });
});
