import { createInProcessBus } from '@startupsetu/server-core/bus/in-process-bus';
import { loadConfig } from '@startupsetu/server-core/config';
import { buildNotifyApp } from '@startupsetu/notify/app';
import type { FastifyInstance } from 'fastify';
import { bearer, postJson, signUp, startApiTestServer, TEST_JWT_SECRET, type ApiTestServer, type TestAccount } from './api-test-server';
import { getJson } from './content';

/** api with notify beside it on one bus, as embedded mode runs them, so reporters' notifications are really stored. */
export async function startApiWithNotify(): Promise<{ api: ApiTestServer; notify: FastifyInstance; close(): Promise<void> }> {
  const bus = createInProcessBus();
  const api = await startApiTestServer({ bus });
  const notify = await buildNotifyApp({ db: api.db, config: loadConfig({ DATA_DIR: api.config.dataDir, JWT_SECRET: TEST_JWT_SECRET }), bus });
  await notify.ready();
  return {
    api,
    notify,
    async close() {
      await notify.close();
      await api.close();
      await bus.close();
    },
  };
}

/** The api with notify and two moderators: an appeal is decided by another than the one who decided. */
export async function startWithTwoModerators() {
  const env = await startApiWithNotify();
  const [moderator, second] = await Promise.all([signUp(env.api.baseUrl, { role: 'Investor' }), signUp(env.api.baseUrl, { role: 'Cofounder' })]);
  await makeModerator(env.api, moderator.id);
  await makeModerator(env.api, second.id);
  return { env, api: env.api, moderator, second };
}

export function report(baseUrl: string, token: string, body: Record<string, unknown>) {
  return postJson(baseUrl, '/api/reports', { category: 'spam', ...body }, bearer(token));
}

export function decide(baseUrl: string, token: string, reportId: string, action: string, note?: string) {
  return postJson(baseUrl, `/api/moderation/reports/${reportId}`, note === undefined ? { action } : { action, note }, bearer(token));
}

export function moderationQueue(baseUrl: string, token: string, query = '') {
  return getJson(baseUrl, `/api/moderation/reports${query}`, token);
}

export async function makeModerator(api: ApiTestServer, userId: string) {
  await api.db.updateTable('users').set({ moderator: 1 }).where('id', '=', userId).execute();
}

/** The notifications a user has, oldest first (as notify stored them). */
export function notificationTexts(api: ApiTestServer, userId: string) {
  return api.db
    .selectFrom('notifications')
    .select('message')
    .where('user_id', '=', userId)
    .where('type', '=', 'report')
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((row) => row.message));
}

/** Notifications are sent without holding up the reply: waits until `count` have arrived. */
export async function waitForNotifications(api: ApiTestServer, userId: string, count: number): Promise<string[]> {
  for (;;) {
    const texts = await notificationTexts(api, userId);
    if (texts.length >= count) return texts;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * `count` new members whose accounts are `daysOld` days old: reports hide something from others
 * only when made by established accounts (DESIGN §7.2, a week), so reporters in tests are made so.
 */
export async function membersOfDays(api: ApiTestServer, count: number, daysOld = 8): Promise<TestAccount[]> {
  const accounts: TestAccount[] = [];
  for (let i = 0; i < count; i += 1) accounts.push(await signUp(api.baseUrl, { role: 'Investor' }));
  const madeAt = new Date(Date.now() - daysOld * 24 * 60 * 60 * 1000).toISOString();
  await api.db.updateTable('users').set({ created_at: madeAt }).where('id', 'in', accounts.map((account) => account.id)).execute();
  return accounts;
}
