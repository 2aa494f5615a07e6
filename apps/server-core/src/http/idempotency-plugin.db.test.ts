import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../errors';
import { insertUser } from '../repositories/users-repository';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { signSessionToken } from '../testing/session-tokens';
import authPlugin from './auth-plugin';
import { createFastify } from './create-fastify';
import idempotency, {
  BAD_KEY_MESSAGE,
  KEY_IN_PROGRESS_MESSAGE,
  KEY_REUSED_MESSAGE,
  type IdempotencyPluginOptions,
} from './idempotency-plugin';
import { claimKey, findKey } from './idempotency-store';

const SECRET = 'idempotency-plugin-test-secret';
const HOUR = 60 * 60 * 1000;

let testDb: TestDatabase;
let app: FastifyInstance;
let alice: { id: string; token: string };
let bob: { id: string; token: string };
let runs = 0;
let failNext = false;
let gate: Deferred | undefined;
let entered: Deferred | undefined;

interface Deferred {
  promise: Promise<void>;
  resolve(): void;
}

function deferred(): Deferred {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

async function createUser(email: string) {
  const user = await insertUser(testDb.db, { email, passwordHash: 'h', role: 'Hustler' });
  return { id: user.id, token: await signSessionToken(testDb.db, SECRET, user) };
}

// Every answer carries a fresh run number, so a route run twice never answers the same.
async function buildApp(options: Omit<IdempotencyPluginOptions, 'db'> = {}) {
  const instance = createFastify();
  await instance.register(authPlugin, { db: testDb.db, jwtSecret: SECRET });
  await instance.register(idempotency, { db: testDb.db, ...options });
  instance.post('/api/things', async (_request, reply) => reply.code(201).send({ run: ++runs }));
  instance.put('/api/things/:id', async () => ({ run: ++runs }));
  instance.delete('/api/things/:id', async () => ({ run: ++runs }));
  instance.get('/api/things', async () => ({ run: ++runs }));
  instance.post('/api/public', { config: { public: true } }, async () => ({ run: ++runs }));
  instance.post('/api/missing', async () => {
    throw new HttpError(404, `Nothing here (run ${++runs})`);
  });
  instance.post(
    '/api/validated',
    { schema: { body: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } } },
    async () => ({ run: ++runs }),
  );
  instance.post('/api/flaky', async () => {
    runs += 1;
    if (failNext) {
      failNext = false;
      throw new Error('database went away');
    }
    return { run: runs };
  });
  instance.post('/api/slow', async () => {
    entered?.resolve();
    await gate?.promise;
    return { run: ++runs };
  });
  instance.post('/api/stream', async (_request, reply) =>
    reply.type('application/json').send(Readable.from([JSON.stringify({ run: ++runs })])),
  );
  await instance.ready();
  return instance;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  alice = await createUser('alice@example.com');
  bob = await createUser('bob@example.com');
  app = await buildApp();
});

afterAll(async () => {
  await app?.close();
  await testDb.close();
});

function send(options: { method?: string; url?: string; token?: string | null; key?: string; body?: unknown } = {}) {
  const { method = 'POST', url = '/api/things', token = alice.token, key, body = {} } = options;
  return app.inject({
    method: method as 'POST',
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    ...(method === 'GET' ? {} : { payload: body as object }),
  });
}

const keyRows = (userId: string) =>
  testDb.db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).execute();

describe('idempotency plugin', () => {
  it('leaves requests without a key alone', async () => {
    const before = (await keyRows(alice.id)).length;
    const first = await send();
    const second = await send();
    expect(first.json().run).not.toBe(second.json().run);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(await keyRows(alice.id)).toHaveLength(before);
  });

  it('runs the first request with a key and answers a repeat with the first answer', async () => {
    const key = randomUUID();
    const first = await send({ key });
    const runsAfterFirst = runs;
    const second = await send({ key });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.statusCode).toBe(201);
    expect(second.body).toBe(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(runs).toBe(runsAfterFirst);
    expect(await findKey(testDb.db, { userId: alice.id, key })).toMatchObject({
      method: 'POST',
      path: '/api/things',
      state: 'done',
      status: 201,
      response: first.body,
    });
  });

  it('covers PUT and DELETE too, but not GET', async () => {
    for (const method of ['PUT', 'DELETE']) {
      const key = randomUUID();
      const first = await send({ method, url: '/api/things/7', key });
      const second = await send({ method, url: '/api/things/7', key });
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(second.body).toBe(first.body);
    }
    const key = randomUUID();
    const first = await send({ method: 'GET', key });
    const second = await send({ method: 'GET', key });
    expect(second.json().run).toBe(first.json().run + 1);
    expect(await findKey(testDb.db, { userId: alice.id, key })).toBeUndefined();
  });

  it('answers every one of concurrent duplicates with the one run', async () => {
    const key = randomUUID();
    const before = runs;
    const answers = await Promise.all(Array.from({ length: 5 }, () => send({ key })));
    expect(runs).toBe(before + 1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.every((answer) => answer.statusCode === 201)).toBe(true);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
  });

  it('makes a repeat wait for the first request still running, then replays its answer', async () => {
    const key = randomUUID();
    gate = deferred();
    entered = deferred();
    const first = send({ url: '/api/slow', key });
    await entered.promise;
    const repeat = send({ url: '/api/slow', key });
    // Gives the repeat time to find the key pending; it replays the same answer either way.
    await sleep(250);
    gate.resolve();
    const [a, b] = await Promise.all([first, repeat]);
    expect(a.statusCode).toBe(200);
    expect(b.body).toBe(a.body);
    expect(b.headers['idempotent-replayed']).toBe('true');
  });

  it('answers 409 when the first request is still pending after the wait', async () => {
    const impatient = await buildApp({ waitMs: 50, pollMs: 10 });
    try {
      const key = randomUUID();
      expect(await claimKey(testDb.db, { userId: alice.id, key, method: 'POST', path: '/api/things' })).toBe(true);
      const before = runs;
      const response = await impatient.inject({
        method: 'POST',
        url: '/api/things',
        headers: { authorization: `Bearer ${alice.token}`, 'idempotency-key': key },
        payload: {},
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ success: false, message: KEY_IN_PROGRESS_MESSAGE });
      expect(runs).toBe(before);
      expect((await findKey(testDb.db, { userId: alice.id, key }))?.state).toBe('pending');
    } finally {
      await impatient.close();
    }
  });

  it('takes over a pending key whose request was abandoned long ago', async () => {
    const key = randomUUID();
    const claimedAt = new Date(Date.now() - 11 * 60 * 1000);
    await claimKey(testDb.db, { userId: alice.id, key, method: 'POST', path: '/api/things' }, claimedAt);
    const first = await send({ key });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const second = await send({ key });
    expect(second.body).toBe(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
  });

  it('keeps keys per user: the same key from another user runs again', async () => {
    const key = randomUUID();
    const fromAlice = await send({ key });
    const fromBob = await send({ key, token: bob.token });
    expect(fromBob.headers['idempotent-replayed']).toBeUndefined();
    expect(fromBob.json().run).toBe(fromAlice.json().run + 1);
    expect((await send({ key, token: bob.token })).body).toBe(fromBob.body);
  });

  it('answers 422 to a key reused for another path or method, without running it', async () => {
    const key = randomUUID();
    await send({ method: 'PUT', url: '/api/things/1', key });
    const before = runs;
    for (const [method, url] of [
      ['PUT', '/api/things/2'],
      ['DELETE', '/api/things/1'],
      ['POST', '/api/things'],
    ] as const) {
      const response = await send({ method, url, key });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ success: false, message: KEY_REUSED_MESSAGE });
    }
    expect(runs).toBe(before);
  });

  it('answers 400 to a malformed key, without running the route', async () => {
    const before = runs;
    for (const key of ['', 'has space', 'x'.repeat(129), 'ключ', 'a/b', 'a,b']) {
      const response = await send({ key });
      expect(response.statusCode, JSON.stringify(key)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: BAD_KEY_MESSAGE });
    }
    expect(runs).toBe(before);
    for (const key of ['x'.repeat(128), 'Az-09_.:Z', randomUUID()]) {
      expect((await send({ key })).statusCode, key).toBe(201);
    }
  });

  it('stores a 4xx answer and replays it', async () => {
    const key = randomUUID();
    const first = await send({ url: '/api/missing', key });
    const second = await send({ url: '/api/missing', key });
    expect(first.statusCode).toBe(404);
    expect(second.statusCode).toBe(404);
    expect(second.body).toBe(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');

    const invalidKey = randomUUID();
    const invalid = await send({ url: '/api/validated', key: invalidKey, body: {} });
    expect(invalid.statusCode).toBe(400);
    const corrected = await send({ url: '/api/validated', key: invalidKey, body: { name: 'now valid' } });
    expect(corrected.statusCode).toBe(400);
    expect(corrected.body).toBe(invalid.body);
    expect(corrected.headers['idempotent-replayed']).toBe('true');
  });

  it('releases the key after a 5xx answer, so that a retry runs', async () => {
    const key = randomUUID();
    failNext = true;
    const failed = await send({ url: '/api/flaky', key });
    expect(failed.statusCode).toBe(500);
    expect(await findKey(testDb.db, { userId: alice.id, key })).toBeUndefined();
    const retried = await send({ url: '/api/flaky', key });
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    const again = await send({ url: '/api/flaky', key });
    expect(again.body).toBe(retried.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('releases the key of an answer it cannot keep (a stream)', async () => {
    const key = randomUUID();
    const first = await send({ url: '/api/stream', key });
    expect(first.statusCode).toBe(200);
    expect(await findKey(testDb.db, { userId: alice.id, key })).toBeUndefined();
    expect((await send({ url: '/api/stream', key })).json().run).toBe(first.json().run + 1);
  });

  it('ignores a key on a public route and on a request without a token', async () => {
    const first = await send({ url: '/api/public', key: 'not a valid key' });
    const second = await send({ url: '/api/public', key: 'not a valid key' });
    expect(second.json().run).toBe(first.json().run + 1);
    const key = randomUUID();
    expect((await send({ url: '/api/public', key })).statusCode).toBe(200);
    expect(await findKey(testDb.db, { userId: alice.id, key })).toBeUndefined();

    const anonymous = await send({ token: null, key });
    expect(anonymous.statusCode).toBe(401);
    expect(await testDb.db.selectFrom('idempotency_keys').select('key').where('key', '=', key).execute()).toEqual([]);
  });

  it('purges keys older than 48 hours at start and then every interval', async () => {
    const claim = (key: string, ageMs: number) =>
      claimKey(testDb.db, { userId: bob.id, key, method: 'POST', path: '/api/things' }, new Date(Date.now() - ageMs));
    await claim('old-at-start', 49 * HOUR);
    await claim('kept', 25 * HOUR);
    const purging = await buildApp({ purgeEveryMs: 20 });
    try {
      const oldAtStart = () => findKey(testDb.db, { userId: bob.id, key: 'old-at-start' });
      await vi.waitFor(async () => expect(await oldAtStart()).toBeUndefined(), { timeout: 5_000 });
      expect(await findKey(testDb.db, { userId: bob.id, key: 'kept' })).toBeDefined();
      await claim('old-later', 49 * HOUR);
      const oldLater = () => findKey(testDb.db, { userId: bob.id, key: 'old-later' });
      await vi.waitFor(async () => expect(await oldLater()).toBeUndefined(), { timeout: 5_000 });
      expect(await findKey(testDb.db, { userId: bob.id, key: 'kept' })).toBeDefined();
    } finally {
      await purging.close();
    }
  });
});
