import { loadConfig, type ServiceConfig } from '@startupsetu/server-core/config';
import type { Database } from '@startupsetu/server-core/db/database';
import type { Role } from '@startupsetu/server-core/db/schema';
import { updateUserProfile, insertUser } from '@startupsetu/server-core/repositories/users-repository';
import type { RealtimeEmitter } from '@startupsetu/server-core/realtime-emitter';
import { createInProcessBus } from '@startupsetu/server-core/bus/in-process-bus';
import type { NotificationBus } from '@startupsetu/server-core/bus/notification-bus';
import { createTestDatabase, type TestDatabase } from '@startupsetu/server-core/test-database';
import { TEST_METRICS_TOKEN } from '@startupsetu/server-core/testing/authorization-matrix';
import { signSessionToken } from '@startupsetu/server-core/testing/session-tokens';
import type { FastifyInstance } from 'fastify';
import { buildNotifyApp } from '../app';

export const NOTIFY_TEST_SECRET = 'notify-test-secret-0123456789abcdefghij';

export interface NotifyTestServer {
  app: FastifyInstance;
  /** The bus notify hears the api on and reaches its sockets through. */
  bus: NotificationBus;
  db: Database;
  config: ServiceConfig;
  baseUrl: string;
  close(): Promise<void>;
}

// A real notify on a loopback port over a real database (SQLite file, or PostgreSQL in CI), on a
// bus of its own unless given one; `realtime` records what it sends the api's sockets.
export async function startNotifyTestServer(
  { env = {}, realtime, bus: sharedBus }: { realtime?: RealtimeEmitter; bus?: NotificationBus; env?: NodeJS.ProcessEnv } = {},
): Promise<NotifyTestServer> {
  const testDb: TestDatabase = await createTestDatabase();
  const config = loadConfig({ METRICS_TOKEN: TEST_METRICS_TOKEN, ...env, DATA_DIR: testDb.dataDir, JWT_SECRET: NOTIFY_TEST_SECRET });
  const bus = sharedBus ?? createInProcessBus();
  if (realtime) await bus.subscribe('user.event', ({ userId, event, payload }) => realtime.toUser(userId, event, payload));
  const app = await buildNotifyApp({ db: testDb.db, config, bus });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return {
    app,
    bus,
    db: testDb.db,
    config,
    baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    async close() {
      await app.close();
      if (!sharedBus) await bus.close();
      await testDb.close();
    },
  };
}

export interface TestUser {
  id: string;
  token: string;
}

let counter = 0;

/**
 * A user stored directly (notify has no sign-up), with a token signed by the test secret. A fixture,
 * so its email is proven as stored (DESIGN §7.4: it may connect and ignite); `proven: false` leaves
 * it unproven.
 */
export async function createUser(db: Database, role: Role, username?: string, email?: string, { proven = true }: { proven?: boolean } = {}): Promise<TestUser> {
  counter += 1;
  const user = await insertUser(db, { email: email ?? `notify-user${counter}@example.com`, passwordHash: 'x', role });
  if (proven) await db.updateTable('users').set({ email_verified_at: new Date().toISOString() }).where('id', '=', user.id).execute();
  if (username) await updateUserProfile(db, user.id, () => ({ Username: username }));
  return { id: user.id, token: await signSessionToken(db, NOTIFY_TEST_SECRET, user) };
}

export interface RecordedPush {
  userId: string;
  event: string;
  payload: any;
}

/** A RealtimeEmitter that remembers what it was asked to push. */
export function recordingEmitter(): RealtimeEmitter & { pushes: RecordedPush[] } {
  const pushes: RecordedPush[] = [];
  return {
    pushes,
    toUser(userId, event, payload) {
      pushes.push({ userId, event, payload });
    },
    toVideoWatchers() {},
    toAll() {},
  };
}

export { bearer, postJson, readJson } from '@startupsetu/server-core/testing/json-requests';
