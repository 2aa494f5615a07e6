import { loadConfig } from '@startupsetu/server-core/config';
import { NEXT_CURSOR_HEADER } from '@startupsetu/server-core/http/pagination';
import { hashPassword } from '@startupsetu/server-core/passwords';
import { insertUser } from '@startupsetu/server-core/repositories/users-repository';
import { createTestDatabase, type TestDatabase } from '@startupsetu/server-core/test-database';
import { signSessionToken } from '@startupsetu/server-core/testing/session-tokens';
import type { FastifyInstance } from 'fastify';
import { createNotification } from '@startupsetu/server-core/repositories/notification-rows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNotifyApp } from '../../app';

const SECRET = 'notify-test-secret-0123456789abcdefghij';

let testDb: TestDatabase;
let app: FastifyInstance;
let baseUrl: string;
let alice: { id: string; token: string };
let bob: { id: string; token: string };

async function createAccount(email: string) {
  const user = await insertUser(testDb.db, { email, passwordHash: await hashPassword('pw'), role: 'Investor' });
  return { id: user.id, token: await signSessionToken(testDb.db, SECRET, user) };
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await buildNotifyApp({ db: testDb.db, config: loadConfig({ DATA_DIR: testDb.dataDir, JWT_SECRET: SECRET }) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  alice = await createAccount('alice@example.com');
  bob = await createAccount('bob@example.com');
  for (let i = 1; i <= 5; i += 1) {
    await createNotification(testDb.db, { userId: alice.id, type: 'comment', message: `alice ${i}`, actorId: bob.id });
    await createNotification(testDb.db, { userId: bob.id, type: 'ignite', message: `bob ${i}` });
  }
});

afterAll(async () => {
  await app.close();
  await testDb.close();
});

function readJson(response: Response): Promise<any> {
  return response.json() as Promise<any>;
}

function list(token: string | undefined, query = '') {
  return fetch(`${baseUrl}/api/Notifications${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('GET /api/Notifications', () => {
  it("answers only the caller's notifications, newest first", async () => {
    const response = await list(alice.token);
    expect(response.status).toBe(200);
    const items = await readJson(response);
    expect(items.map((n: { message: string }) => n.message)).toEqual(['alice 5', 'alice 4', 'alice 3', 'alice 2', 'alice 1']);
    expect(items[0]).toEqual({
      _id: expect.any(String),
      type: 'comment',
      message: 'alice 5',
      isRead: false,
      actorId: bob.id,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      link: null,
      requestId: null,
      requestStatus: null,
      actor: { _id: bob.id, profiledetails: { profilePic: null } },
    });
    expect(response.headers.get(NEXT_CURSOR_HEADER)).toBeNull();

    const bobs = await readJson(await list(bob.token));
    expect(bobs.map((n: { message: string }) => n.message)).toEqual(['bob 5', 'bob 4', 'bob 3', 'bob 2', 'bob 1']);
  });

  it('pages with ?limit= and the cursor from the x-next-cursor header', async () => {
    const first = await list(alice.token, '?limit=2');
    const cursor = first.headers.get(NEXT_CURSOR_HEADER);
    expect((await readJson(first)).map((n: { message: string }) => n.message)).toEqual(['alice 5', 'alice 4']);
    expect(cursor).toBeTruthy();

    const second = await list(alice.token, `?limit=2&cursor=${cursor}`);
    expect((await readJson(second)).map((n: { message: string }) => n.message)).toEqual(['alice 3', 'alice 2']);
    const third = await list(alice.token, `?limit=2&cursor=${second.headers.get(NEXT_CURSOR_HEADER)}`);
    expect((await readJson(third)).map((n: { message: string }) => n.message)).toEqual(['alice 1']);
    expect(third.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
  });

  it.each([
    ['?limit=0', 'limit must be at least 1'],
    ['?limit=101', 'limit must be at most 100'],
    ['?limit=many', 'limit must be a whole number'],
  ])('answers 400 for %s', async (query, message) => {
    const response = await list(alice.token, query);
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ success: false, message, error: 'Bad Request', field: 'limit' });
  });

  it('answers 401 without a token', async () => {
    const response = await list(undefined);
    expect(response.status).toBe(401);
    expect(await readJson(response)).toEqual({ success: false, message: 'No token provided', error: 'Unauthorized' });
  });

  it('answers 401 for a token signed with another secret', async () => {
    const forged = await signSessionToken(testDb.db, 'another-secret', { id: alice.id, role: 'Investor' });
    const response = await list(forged);
    expect(response.status).toBe(401);
    expect((await readJson(response)).message).toBe('Invalid token');
  });
});

function send(method: string, path: string, token: string | undefined, body?: unknown) {
  return fetch(`${baseUrl}/api/Notifications${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function unreadCount(token: string): Promise<number> {
  const response = await send('GET', '/unread-count', token);
  expect(response.status).toBe(200);
  const body = await readJson(response);
  expect(body).toEqual({ success: true, count: expect.any(Number) });
  return body.count;
}

async function unreadIds(userId: string): Promise<string[]> {
  const rows = await testDb.db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', userId)
    .where('is_read', '=', 0)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

describe('GET /api/Notifications/unread-count and PUT /api/Notifications/read', () => {
  let carol: { id: string; token: string };
  let dave: { id: string; token: string };

  beforeAll(async () => {
    carol = await createAccount('carol@example.com');
    dave = await createAccount('dave@example.com');
    for (let i = 1; i <= 3; i += 1) {
      await createNotification(testDb.db, { userId: carol.id, type: 'comment', message: `carol ${i}`, actorId: dave.id });
      await createNotification(testDb.db, { userId: dave.id, type: 'ignite', message: `dave ${i}`, actorId: carol.id });
    }
  });

  it("counts only the caller's unread notifications", async () => {
    expect(await unreadCount(carol.token)).toBe(3);
    expect(await unreadCount(dave.token)).toBe(3);
  });

  it("marks only the caller's own notifications among the ids it sends", async () => {
    const [carolFirst, carolSecond, carolThird] = await unreadIds(carol.id);
    const davesBefore = await unreadIds(dave.id);

    // Dave sends Carol's ids: nothing of hers changes.
    const foreign = await send('PUT', '/read', dave.token, { ids: [carolFirst, carolSecond] });
    expect(foreign.status).toBe(200);
    expect(await readJson(foreign)).toEqual({ success: true, updated: 0 });
    expect(await unreadIds(carol.id)).toEqual([carolFirst, carolSecond, carolThird]);

    // Carol sends one of hers, one of Dave's and one twice.
    const mixed = await send('PUT', '/read', carol.token, { ids: [carolSecond, davesBefore[0], carolSecond] });
    expect(await readJson(mixed)).toEqual({ success: true, updated: 1 });
    expect(await unreadIds(carol.id)).toEqual([carolFirst, carolThird]);
    expect(await unreadIds(dave.id)).toEqual(davesBefore);
    expect(await unreadCount(carol.token)).toBe(2);

    // Already read: nothing more to change.
    expect(await readJson(await send('PUT', '/read', carol.token, { ids: [carolSecond] }))).toEqual({
      success: true,
      updated: 0,
    });
    const listed = await readJson(await list(carol.token));
    expect(listed.map((n: { isRead: boolean }) => n.isRead)).toEqual([false, true, false]);
  });

  it('marks nothing for an empty list of ids', async () => {
    expect(await readJson(await send('PUT', '/read', carol.token, { ids: [] }))).toEqual({ success: true, updated: 0 });
    expect(await unreadCount(carol.token)).toBe(2);
  });

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
  ])("marks all of the caller's notifications with %s, and only the caller's", async (_case, body) => {
    const davesBefore = await unreadIds(dave.id);
    const expected = (await unreadIds(carol.id)).length;
    const response = await send('PUT', '/read', carol.token, body);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true, updated: expected });
    expect(await unreadCount(carol.token)).toBe(0);
    expect(await unreadIds(dave.id)).toEqual(davesBefore);
  });

  it.each([
    [{ ids: 'all' }, 'ids must be an array'],
    [{ ids: [42] }, 'ids[0] must be a string'],
    [{ ids: Array.from({ length: 501 }, (_, i) => String(i)) }, 'ids must have at most 500 items'],
  ])('answers 400 for %j', async (body, message) => {
    const response = await send('PUT', '/read', carol.token, body);
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ success: false, message });
  });

  it('needs a token', async () => {
    expect((await send('GET', '/unread-count', undefined)).status).toBe(401);
    expect((await send('PUT', '/read', undefined, {})).status).toBe(401);
    expect(await unreadIds(dave.id)).toHaveLength(3);
  });
});

describe('notify service endpoints', () => {
  it('answers /healthz and /readyz', async () => {
    expect(await readJson(await fetch(`${baseUrl}/healthz`))).toEqual({ status: 'ok' });
    const ready = await fetch(`${baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await readJson(ready)).toEqual({ status: 'ready' });
  });
});
