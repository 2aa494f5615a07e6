// The embedded composition as `npm start` runs it: api and notify on one SQLite file and one
// in-process bus. Notify tells the api's sockets, and the api tells notify, without an HTTP request
// between them, and a queued push is sent as it is queued, not when a timer comes round.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bearer, postJson, signUp, type TestAccount } from '@startupsetu/api/testing/api-test-server';
import { letWrite } from '@startupsetu/api/testing/message-request-route-samples';
import { nextEvent, socketPool } from '@startupsetu/api/testing/sockets';
import { startPushService } from '@startupsetu/notify/testing/push-service';
import { loadConfig } from '@startupsetu/server-core/config';
import { mailedLink, tokenOf } from '@startupsetu/server-core/testing/mail-files';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedServices, type EmbeddedServices } from './embedded-services';

let dataDir: string;
let services: EmbeddedServices;
let pushService: Awaited<ReturnType<typeof startPushService>>;
let reporter: TestAccount;
let reported: TestAccount;
/** Every HTTP request that reached notify's own port. */
const notifyRequests: string[] = [];
const pool = socketPool(() => services.apiUrl);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'startupsetu-embedded-'));
  pushService = await startPushService();
  const config = loadConfig({ DATA_DIR: dataDir, API_PORT: '0', NOTIFY_PORT: '0', PUSH_ENDPOINT_ALLOW: pushService.origin });
  services = await startEmbeddedServices(config, { logger: false });
  services.inProcess.apps.notify.server.on('request', (request: { method?: string; url?: string }) => notifyRequests.push(`${request.method} ${request.url}`));
  reporter = await provenAccount('Hustler');
  reported = await provenAccount('Investor');
});

/**
 * An account signed up at the embedded api, its email proven with the link the api mailed (no
 * SMTP_URL: an .eml file under DATA_DIR/mail), as its owner would: reports and messages need it.
 */
async function provenAccount(role: string): Promise<TestAccount> {
  const account = await signUp(services.apiUrl, { role, proven: false });
  const link = await mailedLink(join(dataDir, 'mail'), account.email, '/verify-email?token=');
  const proven = await postJson(services.apiUrl, '/api/auth/email/verify', { token: tokenOf(link) });
  expect(proven.status).toBe(200);
  return account;
}

afterEach(() => pool.closeAll());

afterAll(async () => {
  await services?.close();
  await pushService?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('api and notify on one bus', () => {
  it("a report's acknowledgement reaches the reporter's socket, and no HTTP request reaches notify", async () => {
    const socket = await pool.open(reporter.accessToken);
    const before = notifyRequests.length;
    const acknowledged = nextEvent(socket, 'notification');
    const response = await postJson(services.apiUrl, '/api/reports', { targetType: 'user', targetId: reported.id, category: 'spam' }, bearer(reporter.accessToken));
    expect(response.status).toBe(201);
    expect(await acknowledged).toMatchObject({ type: 'report', isRead: false, actorId: null });
    expect(notifyRequests.slice(before)).toEqual([]);
    expect(services.inProcess.apps.notify.hasRoute({ method: 'POST', url: '/internal/notifications' })).toBe(false);
    expect(services.inProcess.apps.api.hasRoute({ method: 'POST', url: '/internal/realtime' })).toBe(false);
  });

  it('sends the push of a message as soon as it is queued (nothing polls the queue)', async () => {
    const phone = pushService.browser();
    const subscribed = await postJson(services.notifyUrl, '/api/push/subscriptions', phone.subscription, bearer(reported.accessToken));
    expect(subscribed.status).toBe(201);
    const endpointPath = new URL(phone.subscription.endpoint).pathname;
    const arrived = new Promise<void>((resolve) => pushService.onPush((push) => push.path === endpointPath && resolve()));

    // An investor hears from verified people only by default (DESIGN §7.4): this one hears from everyone.
    await letWrite(services.inProcess.apps.api.db, reporter.id, reported.id);
    const sent = await postJson(services.apiUrl, '/api/messages', { receiverId: reported.id, text: 'Demo day at 5?' }, bearer(reporter.accessToken));
    expect(sent.status).toBe(201);
    await arrived;
    const push = pushService.received.find((received) => received.path === endpointPath)!;
    expect(phone.read(push)).toMatchObject({ title: 'New message', body: 'Demo day at 5?', url: `/messages?with=${reporter.id}` });
  });
});
