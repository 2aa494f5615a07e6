// Pushes follow the session that subscribed the browser (DESIGN §7.2), through the real routes: the
// api (sign-in, sign-out, the devices list, password change, messages that queue pushes) and notify
// (subscriptions, the sender) over one database, and a push service on loopback. (notify also sends
// on its own timer here, so a push queued just before a session ends is tested with the sender
// alone, in push-sender.db.test.ts.)
import { letWrite } from '@startupsetu/api/testing/message-request-route-samples';
import { bearer, postJson, signIn, signUp, startApiTestServer, TEST_JWT_SECRET, type ApiTestServer, type TestAccount } from '@startupsetu/api/testing/api-test-server';
import { loadConfig } from '@startupsetu/server-core/config';
import { pushSessionTag } from '@startupsetu/server-core/push/push-session-tag';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildNotifyApp } from '../app';
import { startPushService, type TestBrowser } from '../testing/push-service';

let api: ApiTestServer;
let notify: FastifyInstance;
let notifyUrl: string;
let service: Awaited<ReturnType<typeof startPushService>>;
let asha: TestAccount;

beforeAll(async () => {
  service = await startPushService();
  api = await startApiTestServer();
  notify = await buildNotifyApp({
    db: api.db,
    config: loadConfig({ DATA_DIR: api.config.dataDir, JWT_SECRET: TEST_JWT_SECRET, PUSH_ENDPOINT_ALLOW: service.origin }),
  });
  notifyUrl = await notify.listen({ port: 0, host: '127.0.0.1' });
  asha = await signUp(api.baseUrl, { role: 'Hustler' });
});

afterEach(() => {
  service.received.length = 0;
});

afterAll(async () => {
  await notify?.close();
  await api?.close();
  await service?.close();
});

interface Device {
  token: string;
  sessionId: string;
  browser: TestBrowser;
}

/** Bala, signed in on a phone (sign-up) and a laptop (sign-in), notifications turned on on both. */
async function balaOnTwoDevices() {
  const account = await signUp(api.baseUrl, { role: 'Investor' });
  const laptopSession = await signIn(api.baseUrl, account, 'laptop');
  const phone: Device = { token: account.accessToken, sessionId: account.sessionId, browser: service.browser() };
  const laptop: Device = { token: laptopSession.accessToken, sessionId: laptopSession.sessionId, browser: service.browser() };
  for (const device of [phone, laptop]) await subscribe(device);
  return { account, phone, laptop };
}

async function subscribe(device: Device) {
  expect((await postJson(notifyUrl, '/api/push/subscriptions', device.browser.subscription, bearer(device.token))).status).toBe(201);
}

/** Asha writes to Bala (which queues a push to Bala's browsers). */
async function ashaWrites(to: TestAccount, text: string) {
  // Strangers: Bala hears from everyone and has accepted Asha's request (DESIGN §7.4).
  await letWrite(api.db, asha.id, to.id);
  expect((await postJson(api.baseUrl, '/api/messages', { receiverId: to.id, text }, bearer(asha.accessToken))).status).toBe(201);
}

/** What each browser shows once notify has sent what is queued: the words of each push, by browser. */
async function shownOn(...devices: Device[]): Promise<string[][]> {
  await notify.pushes.flush();
  return devices.map((device) => {
    const path = new URL(device.browser.subscription.endpoint).pathname;
    return service.received.filter((push) => push.path === path).map((push) => (device.browser.read(push) as { body: string }).body);
  });
}

const call = (method: string, path: string, token: string, body?: unknown) =>
  fetch(`${api.baseUrl}${path}`, {
    method,
    headers: { ...bearer(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("a device's pushes end with its session", () => {
  it.each<[string, (bala: Awaited<ReturnType<typeof balaOnTwoDevices>>) => Promise<Response>]>([
    ['signed out on the phone', ({ phone }) => call('POST', '/api/auth/signout', phone.token)],
    ["ended from the laptop's 'Signed-in devices'", ({ phone, laptop }) => call('DELETE', `/api/auth/sessions/${phone.sessionId}`, laptop.token)],
    ['every other device signed out from the laptop', ({ laptop }) => call('DELETE', '/api/auth/sessions', laptop.token)],
    [
      'the password changed on the laptop',
      ({ account, laptop }) => call('PUT', '/api/auth/password', laptop.token, { currentPassword: account.password, newPassword: 'a fresh passphrase for bala 42' }),
    ],
  ])('the phone shows nothing after its session ended (%s); the laptop still gets the message', async (_, endPhoneSession) => {
    const bala = await balaOnTwoDevices();
    await ashaWrites(bala.account, 'Before');
    expect(await shownOn(bala.phone, bala.laptop)).toEqual([['Before'], ['Before']]);

    expect((await endPhoneSession(bala)).status).toBe(200);
    await ashaWrites(bala.account, 'After');
    expect(await shownOn(bala.phone, bala.laptop)).toEqual([['Before'], ['Before', 'After']]);
  });

  it("tags each push with the session of the browser it goes to, and a browser subscribed again in a new session gets that session's pushes", async () => {
    const bala = await balaOnTwoDevices();
    expect((await call('POST', '/api/auth/signout', bala.phone.token)).status).toBe(200);
    const again = await signIn(api.baseUrl, bala.account, 'phone');
    const phone: Device = { ...bala.phone, token: again.accessToken, sessionId: again.sessionId };
    await subscribe(phone);

    await ashaWrites(bala.account, 'Welcome back');
    await notify.pushes.flush();
    const sessionsTagged = [phone, bala.laptop].map((device) => {
      const push = service.received.find((received) => received.path === new URL(device.browser.subscription.endpoint).pathname);
      return (device.browser.read(push!) as { session: string }).session;
    });
    expect(sessionsTagged).toEqual([pushSessionTag(again.sessionId), pushSessionTag(bala.laptop.sessionId)]);
    expect(sessionsTagged).not.toContain(pushSessionTag(bala.phone.sessionId));
  });
});
