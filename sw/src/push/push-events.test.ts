import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveCurrentUser } from '../offline-store/offline-store';
import { receivePush, type PushWorker } from './push-events';
import { emptyDevice, signedIn, tokenFor } from './testing/signed-in-device';

/** The session id in Meera's token, and the tag the server puts on pushes queued for it. */
const MEERAS_SESSION = 'Lr_hrNez6QS_21DYDncaEQ';
const MEERAS_TAG = 'cxT9ou0Ky-eKQ0VbamEhcg';

/** A worker whose notifications, badge and push subscription the test can see. */
function fakeWorker() {
  const unsubscribe = vi.fn(async () => true);
  const showNotification = vi.fn(async () => undefined);
  const setAppBadge = vi.fn(async () => undefined);
  const worker = {
    registration: { showNotification, pushManager: { getSubscription: async () => ({ unsubscribe }) } },
    navigator: { setAppBadge },
    location: { origin: 'https://startupsetu.example' },
  } as unknown as PushWorker;
  return { worker, shown: () => showNotification.mock.calls.map((call) => (call as unknown[])[0]), setAppBadge, unsubscribe };
}

const push = (session?: string) => JSON.stringify({ title: 'Message from Asha', body: 'Free at 5?', url: '/messages', tag: 'chat-1', badge: 2, session });

beforeEach(emptyDevice);

describe('a push arriving on this device', () => {
  it('shows, with its badge, when it was queued for the session this device is in', async () => {
    await signedIn('meera', tokenFor({ sub: 'meera', role: 'Hustler', sid: MEERAS_SESSION }));
    const device = fakeWorker();
    await receivePush(push(MEERAS_TAG), device.worker);
    expect(device.shown()).toEqual(['Message from Asha']);
    expect(device.setAppBadge).toHaveBeenCalledWith(2);
    expect(device.unsubscribe).not.toHaveBeenCalled();
  });

  it('shows nothing when this device is now in another session (signed in again, or someone else)', async () => {
    await signedIn('meera', tokenFor({ sub: 'meera', role: 'Hustler', sid: 'a-later-session-of-mee' }));
    const device = fakeWorker();
    await receivePush(push(MEERAS_TAG), device.worker);
    expect(device.shown()).toEqual([]);
    expect(device.setAppBadge).not.toHaveBeenCalled();
    expect(device.unsubscribe).not.toHaveBeenCalled();
  });

  it("shows nothing and drops this browser's push subscription when nobody is signed in here", async () => {
    await signedIn('meera', tokenFor({ sub: 'meera', role: 'Hustler', sid: MEERAS_SESSION }));
    await leaveCurrentUser('meera');
    const device = fakeWorker();
    await receivePush(push(MEERAS_TAG), device.worker);
    expect(device.shown()).toEqual([]);
    expect(device.unsubscribe).toHaveBeenCalledOnce();
  });

  it('shows a push that names no session (a server from before), as before', async () => {
    const device = fakeWorker();
    await receivePush(push(), device.worker);
    expect(device.shown()).toEqual(['Message from Asha']);
    expect(device.unsubscribe).not.toHaveBeenCalled();
  });
});
