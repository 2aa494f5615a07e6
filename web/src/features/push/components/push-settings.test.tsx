import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { renderUi, signInAs } from '../../../testing/render-ui';
import type { PushBrowser } from '../hooks/use-push-subscription';
import { PushSettings } from './push-settings';

const SERVER_KEY = 'BOwTZ173R9skhIqDU4WOej9mFZdfPxcJUqlwHvwVJrYe36OpxW406vcgs5WyHTsaO37FkLEnsfX6KKj3KXxxfeQ';
const subscriptionJson = { endpoint: 'https://fcm.googleapis.com/fcm/send/this-phone', expirationTime: null, keys: { p256dh: 'p', auth: 'a' } };

/** A browser with a service worker and a push manager, where the user answers the permission prompt with `answer`. */
function fakeBrowser(answer: NotificationPermission, { subscribed = false } = {}) {
  let permission: NotificationPermission = subscribed ? 'granted' : 'default';
  let current: PushSubscription | null = null;
  const makeSubscription = () =>
    ({ endpoint: subscriptionJson.endpoint, toJSON: () => subscriptionJson, unsubscribe: vi.fn(async () => ((current = null), true)) }) as unknown as PushSubscription;
  if (subscribed) current = makeSubscription();
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => (current = makeSubscription())),
  };
  const browser: PushBrowser = {
    registration: async () => ({ pushManager }) as unknown as ServiceWorkerRegistration,
    permission: () => permission,
    requestPermission: vi.fn(async () => (permission = answer)),
  };
  return { browser, pushManager };
}

const preferences = { success: true, messages: true, connections: true, ignites: true, comments: true, applications: true, jobAlerts: true };

function show(browser: PushBrowser | null, routes: Parameters<typeof stubApi>[0] = {}) {
  signInAs('me');
  const api = stubApi({
    'GET /api/push/key': { body: { success: true, publicKey: SERVER_KEY } },
    'POST /api/push/subscriptions': { status: 201, body: { success: true } },
    'DELETE /api/push/subscriptions': { body: { success: true, removed: 1 } },
    'GET /api/push/preferences': { body: preferences },
    ...routes,
  });
  return { api, ...renderUi(<PushSettings browser={browser} />) };
}

describe('PushSettings', () => {
  it('asks for the permission only on a tap, then subscribes with the server key and tells the server', async () => {
    const { browser, pushManager } = fakeBrowser('granted');
    const { api, user } = show(browser);
    const turnOn = await screen.findByRole('button', { name: 'Turn on notifications' });
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await user.click(turnOn);

    expect(await screen.findByText('Notifications are on for this device.')).toBeInTheDocument();
    expect(pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: expect.any(Uint8Array) });
    const key = (pushManager.subscribe.mock.calls[0] as unknown as [{ applicationServerKey: Uint8Array }])[0].applicationServerKey;
    expect([key.length, key[0]]).toEqual([65, 4]);
    expect(api.to('POST', '/api/push/subscriptions').map((request) => request.body)).toEqual([subscriptionJson]);
  });

  it('says how to unblock when the user refuses, and subscribes nothing', async () => {
    const { browser, pushManager } = fakeBrowser('denied');
    const { user } = show(browser);
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText(/blocked for StartupSetu in this browser/)).toBeInTheDocument();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('once on, changes the kinds one at a time, and turns off (unsubscribing the browser and the server)', async () => {
    const { browser } = fakeBrowser('granted', { subscribed: true });
    const { api, user } = show(browser, {
      'PUT /api/push/preferences': (request) => ({ body: { ...preferences, ...(request.body as object) } }),
    });
    const kinds = await screen.findByRole('group', { name: 'Notify me about' });
    // The browser's subscription is told to the server again (it may be this user's since a sign-in).
    expect(api.to('POST', '/api/push/subscriptions')).toHaveLength(1);

    await user.click(within(kinds).getByRole('checkbox', { name: 'Ignites' }));
    expect(await within(kinds).findByRole('checkbox', { name: 'Ignites', checked: false })).toBeInTheDocument();
    expect(api.to('PUT', '/api/push/preferences').map((request) => request.body)).toEqual([{ ignites: false }]);

    await user.click(screen.getByRole('button', { name: 'Turn off notifications' }));
    expect(await screen.findByRole('button', { name: 'Turn on notifications' })).toBeInTheDocument();
    expect(api.to('DELETE', '/api/push/subscriptions').map((request) => request.body)).toEqual([{ endpoint: subscriptionJson.endpoint }]);
  });

  it('lists every kind, job alerts included, and turns job alerts off on their own', async () => {
    const { browser } = fakeBrowser('granted', { subscribed: true });
    const { api, user } = show(browser, {
      'PUT /api/push/preferences': (request) => ({ body: { ...preferences, ...(request.body as object) } }),
    });
    const kinds = await screen.findByRole('group', { name: 'Notify me about' });
    expect(within(kinds).getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual([
      'Messages',
      'Connection requests and acceptances',
      'Ignites',
      'Comments on my videos',
      'Job applications',
      'Job alerts',
    ]);

    await user.click(within(kinds).getByRole('checkbox', { name: 'Job alerts', checked: true }));
    expect(await within(kinds).findByRole('checkbox', { name: 'Job alerts', checked: false })).toBeInTheDocument();
    expect(within(kinds).getByRole('checkbox', { name: 'Job applications' })).toBeChecked();
    expect(api.to('PUT', '/api/push/preferences').map((request) => request.body)).toEqual([{ jobAlerts: false }]);
  });

  it('shows job alerts on when the server\'s preferences do not have them yet (stored before they existed)', async () => {
    const { browser } = fakeBrowser('granted', { subscribed: true });
    const { jobAlerts: _, ...older } = preferences;
    show(browser, { 'GET /api/push/preferences': { body: { ...older, comments: false } } });
    const kinds = await screen.findByRole('group', { name: 'Notify me about' });
    expect(within(kinds).getByRole('checkbox', { name: 'Job alerts' })).toBeChecked();
    expect(within(kinds).getByRole('checkbox', { name: 'Comments on my videos' })).not.toBeChecked();
  });

  it('says when this browser cannot show notifications', () => {
    show(null);
    expect(screen.getByText('This browser cannot show notifications when StartupSetu is closed.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
