import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverKeyText } from '../testing/outbox-keys';
import { importOutboxKey, leaveCurrentUser, putUser, setCurrentUser } from '../offline-store/offline-store';
import { endSession, outboxDatabase } from '../offline-store/outbox-store';
import { renewSubscription } from './subscription-renewal';

const SERVER_KEY = new Uint8Array([4, 1, 2, 3]).buffer;
const NOTIFY_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

/** A browser's subscription as the worker sees it. */
function subscription(endpoint: string, applicationServerKey: ArrayBuffer | null = SERVER_KEY): PushSubscription {
  const keys = { p256dh: `p256dh of ${endpoint}`, auth: `auth of ${endpoint}` };
  return { endpoint, options: { applicationServerKey, userVisibleOnly: true }, toJSON: () => ({ endpoint, expirationTime: null, keys }) } as unknown as PushSubscription;
}

/** The browser's push manager: subscribing hands out `endpoint` (or fails, as without permission). */
function browserSubscribing(endpoint: string | Error) {
  const asked: PushSubscriptionOptionsInit[] = [];
  const pushManager = {
    subscribe: async (options: PushSubscriptionOptionsInit) => {
      asked.push(options);
      if (endpoint instanceof Error) throw endpoint;
      return subscription(endpoint, options.applicationServerKey as ArrayBuffer);
    },
  };
  return { pushManager, asked };
}

/** Stubs notify: answers `status(method, url)` and remembers each call (method, url, token, body). */
function notifyAnswering(status: (method: string, url: string) => number = (method) => (method === 'POST' ? 201 : 200)) {
  const calls: { call: string; token: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    const headers = init.headers as Record<string, string>;
    calls.push({ call: `${method} ${url}`, token: headers.Authorization!.replace('Bearer ', ''), body: init.body ? JSON.parse(init.body as string) : undefined });
    const answer = status(method, url);
    const body = url === '/api/push/key' ? { success: true, publicKey: NOTIFY_KEY } : { success: answer < 300 };
    return new Response(JSON.stringify(body), { status: answer });
  });
  return calls;
}

async function signedIn(userId: string, token: string) {
  await putUser({ userId, token, key: await importOutboxKey(serverKeyText()), fromServer: true });
  await setCurrentUser(userId);
}

beforeEach(async () => {
  const db = await outboxDatabase();
  await Promise.all((['entries', 'users', 'state', 'drafts'] as const).map((store) => db.clear(store)));
});
afterEach(() => vi.unstubAllGlobals());

describe('a push subscription the browser renews or drops', () => {
  it("is subscribed again with the old one's server key, sent to notify with the signed-in user's token, and the old endpoint removed there", async () => {
    await signedIn('meera', 'token-meera');
    const calls = notifyAnswering();
    const browser = browserSubscribing('https://push.example/new');
    await renewSubscription({ oldSubscription: subscription('https://push.example/old'), newSubscription: null }, browser.pushManager);

    expect(browser.asked).toEqual([{ userVisibleOnly: true, applicationServerKey: SERVER_KEY }]);
    expect(calls).toEqual([
      { call: 'POST /api/push/subscriptions', token: 'token-meera', body: subscription('https://push.example/new').toJSON() },
      { call: 'DELETE /api/push/subscriptions', token: 'token-meera', body: { endpoint: 'https://push.example/old' } },
    ]);
  });

  it('sends the subscription the browser renewed itself, without subscribing again', async () => {
    await signedIn('meera', 'token-meera');
    const calls = notifyAnswering();
    const browser = browserSubscribing('https://push.example/unused');
    const renewed = subscription('https://push.example/renewed');
    await renewSubscription({ oldSubscription: subscription('https://push.example/old'), newSubscription: renewed }, browser.pushManager);

    expect(browser.asked).toEqual([]);
    expect(calls.map((call) => [call.call, call.body])).toEqual([
      ['POST /api/push/subscriptions', renewed.toJSON()],
      ['DELETE /api/push/subscriptions', { endpoint: 'https://push.example/old' }],
    ]);
  });

  it('keeps the endpoint at notify when only its keys changed', async () => {
    await signedIn('meera', 'token-meera');
    const calls = notifyAnswering();
    const same = 'https://push.example/same';
    await renewSubscription({ oldSubscription: subscription(same), newSubscription: subscription(same) }, browserSubscribing(same).pushManager);

    expect(calls.map((call) => call.call)).toEqual(['POST /api/push/subscriptions']);
  });

  it("subscribes with notify's key when the old subscription names none (or there is none)", async () => {
    await signedIn('meera', 'token-meera');
    const calls = notifyAnswering();
    const browser = browserSubscribing('https://push.example/new');
    await renewSubscription({ oldSubscription: subscription('https://push.example/old', null), newSubscription: null }, browser.pushManager);
    await renewSubscription({ oldSubscription: null, newSubscription: null }, browser.pushManager);

    expect(browser.asked).toEqual([
      { userVisibleOnly: true, applicationServerKey: NOTIFY_KEY },
      { userVisibleOnly: true, applicationServerKey: NOTIFY_KEY },
    ]);
    expect(calls.map((call) => [call.call, call.token])).toEqual([
      ['GET /api/push/key', 'token-meera'],
      ['POST /api/push/subscriptions', 'token-meera'],
      ['DELETE /api/push/subscriptions', 'token-meera'],
      ['GET /api/push/key', 'token-meera'],
      ['POST /api/push/subscriptions', 'token-meera'],
    ]);
  });

  it('subscribes nothing again when nobody is signed in on this device, or their session has ended here', async () => {
    const calls = notifyAnswering();
    const browser = browserSubscribing('https://push.example/new');
    const change = { oldSubscription: subscription('https://push.example/old'), newSubscription: null };
    await renewSubscription(change, browser.pushManager);

    await signedIn('meera', 'token-meera');
    await endSession('meera', 'token-meera');
    await renewSubscription(change, browser.pushManager);

    await signedIn('meera', 'token-meera-2');
    await leaveCurrentUser('meera');
    await renewSubscription(change, browser.pushManager);

    expect(browser.asked).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('stops at a token notify refuses (401)', async () => {
    await signedIn('meera', 'token-meera');
    const refused = notifyAnswering(() => 401);
    const browser = browserSubscribing('https://push.example/new');
    await renewSubscription({ oldSubscription: subscription('https://push.example/old'), newSubscription: null }, browser.pushManager);
    expect(refused.map((call) => call.call)).toEqual(['POST /api/push/subscriptions']);

    const keyRefused = notifyAnswering(() => 401);
    await renewSubscription({ oldSubscription: null, newSubscription: null }, browser.pushManager);
    expect(keyRefused.map((call) => call.call)).toEqual(['GET /api/push/key']);
    expect(browser.asked).toHaveLength(1);
  });

  it('removes the old endpoint at notify even when the browser will not subscribe again (permission taken back)', async () => {
    await signedIn('meera', 'token-meera');
    const calls = notifyAnswering();
    const browser = browserSubscribing(new DOMException('Permission denied', 'NotAllowedError'));
    await renewSubscription({ oldSubscription: subscription('https://push.example/old'), newSubscription: null }, browser.pushManager);

    expect(browser.asked).toHaveLength(1);
    expect(calls.map((call) => [call.call, call.body])).toEqual([['DELETE /api/push/subscriptions', { endpoint: 'https://push.example/old' }]]);
  });
});
