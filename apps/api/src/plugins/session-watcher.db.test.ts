import { createSession, endSessions } from '@startupsetu/server-core/repositories/sessions-repository';
import { insertUser } from '@startupsetu/server-core/repositories/users-repository';
import { createTestDatabase, type TestDatabase } from '@startupsetu/server-core/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchEndedSessions, type SessionWatcher } from './session-watcher';

let testDb: TestDatabase;
let counter = 0;
const watchers: SessionWatcher[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await Promise.all(watchers.map((watcher) => watcher.stop()));
  await testDb.close();
});

async function userWithSessions(count: number) {
  counter += 1;
  const user = await insertUser(testDb.db, { email: `watched-${counter}@example.com`, passwordHash: 'h', role: 'Hustler' });
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) ids.push((await createSession(testDb.db, user.id, 'x')).id);
  return { userId: user.id, ids };
}

/** A watcher polled by hand (its timer is set far off), with everything it reported. */
function watcher(options: { now?: () => number; pageSize?: number } = {}) {
  const reported: string[][] = [];
  const watching = watchEndedSessions({ db: testDb.db, onEnded: (ids) => reported.push(ids), intervalMs: 1_000_000, ...options });
  watchers.push(watching);
  return { reported, poll: () => watching.poll(), stop: () => watching.stop() };
}

describe('the session watcher', () => {
  it('reports each session ended after it started, once, and none ended before', async () => {
    const before = await userWithSessions(1);
    await endSessions(testDb.db, { userId: before.userId }, new Date(Date.now() - 60_000));
    const watching = watcher();
    const { userId, ids } = await userWithSessions(3);

    await endSessions(testDb.db, { userId, only: ids[0] });
    await watching.poll();
    await endSessions(testDb.db, { userId, except: ids[0] });
    await watching.poll();
    await watching.poll();
    expect(watching.reported.map((batch) => [...batch].sort())).toEqual([[ids[0]], [ids[1], ids[2]].sort()]);
  });

  it('finds an end stamped a little behind the latest one it saw (a clock behind, a late commit)', async () => {
    const watching = watcher();
    const { userId, ids } = await userWithSessions(2);
    await endSessions(testDb.db, { userId, only: ids[0] }, new Date(Date.now() + 2_000));
    await watching.poll();
    await endSessions(testDb.db, { userId, only: ids[1] });
    await watching.poll();
    // (Ends of the tests before, within the look-back, may be reported too: closing them again is harmless.)
    expect(watching.reported.map((batch) => batch.filter((id) => ids.includes(id)))).toEqual([[ids[0]], [ids[1]]]);
  });

  it('reads a burst of ends page by page', async () => {
    const watching = watcher({ pageSize: 3 });
    const { userId, ids } = await userWithSessions(8);
    await endSessions(testDb.db, { userId });
    await watching.poll();
    const reported = watching.reported.flat().filter((id) => ids.includes(id));
    expect(reported.sort()).toEqual([...ids].sort());
  });

  it('reports a failed read to onError and goes on (a poll never rejects)', async () => {
    const gone = await createTestDatabase();
    await gone.close();
    const errors: unknown[] = [];
    const failing = watchEndedSessions({ db: gone.db, onEnded: () => {}, onError: (error) => errors.push(error), intervalMs: 1_000_000 });
    watchers.push(failing);
    await expect(failing.poll()).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
  });
});
