import { loadConfig } from '@startupsetu/server-core/config';
import { NEXT_CURSOR_HEADER } from '@startupsetu/server-core/http/pagination';
import { hashPassword } from '@startupsetu/server-core/passwords';
import { insertUser } from '@startupsetu/server-core/repositories/users-repository';
import { createTestDatabase, type TestDatabase } from '@startupsetu/server-core/test-database';
import { signAccessToken } from '@startupsetu/server-core/tokens';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNotifyApp } from '../../app';
import { createNotification } from './notifications-repository';

const SECRET = 'notify-test-secret';

let testDb: TestDatabase;
let app: FastifyInstance;
let baseUrl: string;
let alice: { id: string; token: string };
let bob: { id: string; token: string };

async function createAccount(email: string) {
  const user = await insertUser(testDb.db, { email, passwordHash: await hashPassword('pw'), role: 'Investor' });
  return { id: user.id, token: await signAccessToken({ userId: user.id, role: user.role }, SECRET) };
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
    await createNotification(testDb.db, { userId: alice.id, type: 'connect', message: `alice ${i}`, actorId: bob.id });
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
      type: 'connect',
      message: 'alice 5',
      isRead: false,
      actorId: bob.id,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
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
    const forged = await signAccessToken({ userId: alice.id, role: 'Investor' }, 'another-secret');
    const response = await list(forged);
    expect(response.status).toBe(401);
    expect((await readJson(response)).message).toBe('Invalid token');
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
