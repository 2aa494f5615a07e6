import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import authPlugin from '../http/auth-plugin';
import { createFastify } from '../http/create-fastify';
import idempotency from '../http/idempotency-plugin';
import { insertUser } from '../repositories/users-repository';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { signSessionToken } from '../testing/session-tokens';
import metricsPlugin from './metrics-plugin';
import { createProcessMetrics } from './metrics-registry';

const SECRET = 'idempotent-replays-metrics-test-secret';
let testDb: TestDatabase;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  const user = await insertUser(testDb.db, { email: 'replays@example.in', passwordHash: 'h', role: 'Hustler' });
  token = await signSessionToken(testDb.db, SECRET, user);
  app = createFastify();
  await app.register(metricsPlugin, { service: 'notify', metrics: createProcessMetrics() });
  await app.register(authPlugin, { db: testDb.db, jwtSecret: SECRET });
  await app.register(idempotency, { db: testDb.db });
  app.post('/api/things', async (_request, reply) => reply.code(201).send({ ok: true }));
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

const write = (key: string) =>
  app.inject({ method: 'POST', url: '/api/things', headers: { authorization: `Bearer ${token}`, 'idempotency-key': key }, payload: {} });

async function replays(): Promise<number> {
  const text = (await app.inject('/metrics')).body;
  return Number(/^idempotent_replays_total\{service="notify"\} (\d+)$/m.exec(text)?.[1] ?? 'NaN');
}

describe('idempotent replays in /metrics', () => {
  it('counts an outbox write answered again from its stored reply, and only that', async () => {
    expect((await write('outbox-1')).statusCode).toBe(201);
    expect(await replays()).toBe(0);
    const again = await write('outbox-1');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await replays()).toBe(1);
    await write('outbox-2');
    expect(await replays()).toBe(1);
  });
});
