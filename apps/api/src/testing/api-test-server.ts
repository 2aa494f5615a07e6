import { loadConfig, type ServiceConfig } from '@startupsetu/server-core/config';
import type { NotificationBus } from '@startupsetu/server-core/bus/notification-bus';
import type { Database } from '@startupsetu/server-core/db/database';
import { createTestDatabase } from '@startupsetu/server-core/test-database';
import { TEST_METRICS_TOKEN } from '@startupsetu/server-core/testing/authorization-matrix';
import { bearer, postJson, readJson } from '@startupsetu/server-core/testing/json-requests';
import { mailedLink, tokenOf } from '@startupsetu/server-core/testing/mail-files';
import type { Mailbox } from '@startupsetu/server-core/testing/mailbox';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { buildApiApp } from '../app';

export const TEST_JWT_SECRET = 'test-secret-for-api-tests-only-0123456789';

export interface ApiTestServer {
  app: FastifyInstance;
  db: Database;
  config: ServiceConfig;
  baseUrl: string;
  close(): Promise<void>;
}

export interface ApiTestServerOptions {
  /** The bus shared with a notify of the test (startNotifyTestServer({ bus })); without one, notifications are not made. */
  bus?: NotificationBus;
  /** More settings for loadConfig, e.g. WRITE_RATE_LIMIT. */
  env?: NodeJS.ProcessEnv;
  /** A real SMTP server on loopback to mail to; without one, mail is written under DATA_DIR/mail. */
  mailbox?: Mailbox;
}

/** How a test reads the proof link mailed to an address by the server at a base URL. */
const proofLinkReaders = new Map<string, (email: string) => Promise<string>>();
const PROOF_LINK = '/verify-email?token=';

// A real api on a loopback port over a real database (SQLite file, or PostgreSQL in CI). Without a
// shared bus its notification requests find no notify: they fail and are only logged.
export async function startApiTestServer({ bus, env = {}, mailbox }: ApiTestServerOptions = {}): Promise<ApiTestServer> {
  const testDb = await createTestDatabase();
  const config = loadConfig({ METRICS_TOKEN: TEST_METRICS_TOKEN, ...env, ...(mailbox && { SMTP_URL: mailbox.url }), DATA_DIR: testDb.dataDir, JWT_SECRET: TEST_JWT_SECRET });
  const app = await buildApiApp({ db: testDb.db, config, bus });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  if (mailbox) proofLinkReaders.set(baseUrl, async (email) => (await mailbox.take(email)).link!);
  else readProofLinksFrom(baseUrl, config.dataDir);
  return {
    app,
    db: testDb.db,
    config,
    baseUrl,
    async close() {
      proofLinkReaders.delete(baseUrl);
      await app.close();
      await testDb.close();
    },
  };
}

export interface TestAccount {
  id: string;
  email: string;
  password: string;
  role: string;
  accessToken: string;
  sessionId: string;
}

let accountCounter = 0;

/** For an api started otherwise (its own process) without SMTP_URL: its mail is under `dataDir`/mail. */
export function readProofLinksFrom(baseUrl: string, dataDir: string): void {
  proofLinkReaders.set(baseUrl, (email) => mailedLink(path.join(dataDir, 'mail'), email, PROOF_LINK));
}

/**
 * Signs a person up and, as they would, proves their email with the link mailed to them (from the
 * test server's mail: a mailbox, or DATA_DIR/mail); `proven: false` leaves it unproven.
 */
export async function signUp(baseUrl: string, fields: Partial<Omit<TestAccount, 'id' | 'accessToken' | 'sessionId'>> & { proven?: boolean } = {}) {
  accountCounter += 1;
  const account = {
    email: fields.email ?? `user${accountCounter}-${Date.now()}@example.com`,
    password: fields.password ?? 'correct horse battery staple',
    role: fields.role ?? 'Hustler',
  };
  const response = await postJson(baseUrl, '/api/auth/signup', account);
  if (response.status !== 201) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { id: string; accessToken: string; sessionId: string };
  if (fields.proven !== false) await proveEmail(baseUrl, account.email);
  return { ...account, id: body.id, accessToken: body.accessToken, sessionId: body.sessionId } satisfies TestAccount;
}

/** Follows the proof link last mailed to `email` by the test server at `baseUrl`. */
export async function proveEmail(baseUrl: string, email: string): Promise<void> {
  const readLink = proofLinkReaders.get(baseUrl);
  if (!readLink) throw new Error(`no test server of startApiTestServer at ${baseUrl}: say signUp(…, { proven: false })`);
  const response = await postJson(baseUrl, '/api/auth/email/verify', { token: tokenOf(await readLink(email)) });
  if (response.status !== 200) throw new Error(`email proof failed: ${response.status} ${await response.text()}`);
}

/** A new session of the account (another device), signed in with `userAgent`. */
export async function signIn(baseUrl: string, account: Pick<TestAccount, 'email' | 'password'>, userAgent = 'test-client') {
  const response = await postJson(baseUrl, '/api/auth/signin', { email: account.email, password: account.password }, { 'user-agent': userAgent });
  if (response.status !== 200) throw new Error(`signin failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { accessToken: string; sessionId: string };
  return { accessToken: body.accessToken, sessionId: body.sessionId };
}

export { bearer, postJson, readJson };
