import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { signInAs } from '../../../testing/render-ui';
import { KEEP_AFTER_MS, useKeepPushSubscription } from './use-keep-push-subscription';
import type { PushBrowser } from './use-push-subscription';

const subscriptionJson = { endpoint: 'https://fcm.googleapis.com/fcm/send/this-phone', expirationTime: null, keys: { p256dh: 'p', auth: 'a' } };

function browserWith(permission: NotificationPermission, subscribed: boolean): PushBrowser {
  const subscription = { endpoint: subscriptionJson.endpoint, toJSON: () => subscriptionJson } as unknown as PushSubscription;
  const pushManager = { getSubscription: async () => (subscribed ? subscription : null) };
  return { registration: async () => ({ pushManager }) as unknown as ServiceWorkerRegistration, permission: () => permission, requestPermission: vi.fn() };
}

afterEach(() => {
  vi.useRealTimers();
});

async function savedAfterStart(token: string | null, browser: PushBrowser) {
  signInAs('me');
  const api = stubApi({ 'POST /api/push/subscriptions': { status: 201, body: { success: true } } });
  vi.useFakeTimers();
  renderHook(() => useKeepPushSubscription(token, browser));
  await vi.advanceTimersByTimeAsync(KEEP_AFTER_MS + 10);
  return api.to('POST', '/api/push/subscriptions').map((request) => request.body);
}

describe('useKeepPushSubscription', () => {
  it("tells notify this browser's subscription for the new session, once the page has settled", async () => {
    expect(await savedAfterStart('token-of-this-session', browserWith('granted', true))).toEqual([subscriptionJson]);
  });

  it('sends nothing without a subscription, a permission or a session', async () => {
    expect(await savedAfterStart('token', browserWith('granted', false))).toEqual([]);
    expect(await savedAfterStart('token', browserWith('default', true))).toEqual([]);
    expect(await savedAfterStart(null, browserWith('granted', true))).toEqual([]);
  });
});
