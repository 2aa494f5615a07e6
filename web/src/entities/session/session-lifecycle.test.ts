import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, SessionChangedError } from '../../lib/api-client';
import { addEntry } from '@startupsetu/sw/offline-store/offline-store';
import { clearOfflineData, deleteOfflineData, openOfflineData } from '../../lib/offline-data';
import { queueWrite } from '../../lib/outbox-client';
import { getSession, setPageUser } from '../../lib/session';
import { SESSION_ENDED_TEXT } from '../../lib/session-ended';
import { accountDeleted, ACCOUNT_DELETED_TEXT, signOut, startSession, startSessionLifecycle, type SessionPlaces } from './session-lifecycle';
import { memoryStorage } from '../../testing/memory-storage';
import { currentToasts, dismissToast } from '../../lib/toast';

vi.mock('../../lib/offline-data', () => ({
  clearOfflineData: vi.fn(async () => {}),
  deleteOfflineData: vi.fn(async () => {}),
  openOfflineData: vi.fn(async () => {}),
}));
vi.mock('./token-renewal', () => ({ startTokenRenewal: () => () => {} }));
vi.mock('@startupsetu/sw/offline-store/outbox-store', async (original) => ({
  ...(await original<typeof import('@startupsetu/sw/offline-store/outbox-store')>()),
  addEntry: vi.fn(async () => {}),
}));

const A = { token: 'token-a', userId: 'a', role: 'Investor', sessionId: 's-a' };

function reply(status: number, body: unknown = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const endedToasts = () => currentToasts().filter((toast) => toast.text === SESSION_ENDED_TEXT && toast.tone === 'error');

describe('the web session lifecycle', () => {
  let storage: Storage;
  let tabStorage: Storage;
  let fetchSpy: ReturnType<typeof vi.fn>;
  let places: SessionPlaces & {
    toSignIn: ReturnType<typeof vi.fn<(redirect?: string) => void>>;
    toLanding: ReturnType<typeof vi.fn<() => void>>;
    recheckPage: ReturnType<typeof vi.fn<() => void>>;
    reload: ReturnType<typeof vi.fn<(href: string) => void>>;
  };
  let clearCache: ReturnType<typeof vi.fn>;
  let stop: () => void;
  // Another tab of the same browser.
  let otherTab: BroadcastChannel;
  let heard: unknown[];

  beforeEach(() => {
    storage = memoryStorage();
    for (const [key, value] of Object.entries({ token: A.token, userId: A.userId, role: A.role, sessionId: A.sessionId })) storage.setItem(key, value);
    vi.stubGlobal('localStorage', storage);
    tabStorage = memoryStorage();
    vi.stubGlobal('sessionStorage', tabStorage);
    vi.stubGlobal('window', new EventTarget());
    // Online from the test's 'online' events on (so the lifecycle's start sends nothing).
    vi.stubGlobal('navigator', { onLine: false });
    vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible', documentElement: { style: {}, toggleAttribute: () => {} } }));
    fetchSpy = vi.fn(async () => reply(200, { success: true }));
    vi.stubGlobal('fetch', fetchSpy);
    setPageUser(A.userId);
    clearCache = vi.fn();
    places = {
      queryClient: { clear: clearCache } as unknown as QueryClient,
      here: () => '/Profile?tab=1',
      onPrivatePage: () => true,
      toSignIn: vi.fn<(redirect?: string) => void>(),
      toLanding: vi.fn<() => void>(),
      recheckPage: vi.fn<() => void>(),
      homeFor: (role) => `/dashboard/${role}`,
      reload: vi.fn<(href: string) => void>(),
    };
    stop = startSessionLifecycle(places);
    heard = [];
    otherTab = new BroadcastChannel('startupsetu-session');
    otherTab.onmessage = (event) => heard.push(event.data);
  });

  afterEach(() => {
    stop();
    otherTab.close();
    for (const toast of currentToasts()) dismissToast(toast.id);
    vi.mocked(clearOfflineData).mockClear();
    vi.mocked(deleteOfflineData).mockClear();
    vi.mocked(openOfflineData).mockClear();
    vi.unstubAllGlobals();
  });

  it('ends the session on a 401 to a read made with the current token: data cleared, the message, /signin and back', async () => {
    fetchSpy.mockResolvedValue(reply(401, { success: false, message: SESSION_ENDED_TEXT }));
    await expect(apiRequest('/api/userprofile/getUser')).rejects.toBeInstanceOf(ApiError);
    expect(getSession()).toBeNull();
    expect(clearCache).toHaveBeenCalled();
    expect(clearOfflineData).toHaveBeenCalledWith('a');
    expect(endedToasts()).toHaveLength(1);
    expect(places.toSignIn).toHaveBeenCalledWith('/Profile?tab=1');
    await vi.waitFor(() => expect(heard).toContainEqual({ type: 'ended', userId: 'a' }));
  });

  it('shows the message again once after a reload of the tab, until the user signs in', async () => {
    fetchSpy.mockResolvedValue(reply(401));
    await expect(apiRequest('/api/userprofile/getUser')).rejects.toBeInstanceOf(ApiError);
    for (const toast of currentToasts()) dismissToast(toast.id);
    // The tab loads again.
    stop();
    stop = startSessionLifecycle(places);
    expect(endedToasts()).toHaveLength(1);
    for (const toast of currentToasts()) dismissToast(toast.id);
    stop();
    stop = startSessionLifecycle(places);
    expect(endedToasts()).toHaveLength(0);
  });

  it('handles many 401s at once as one end: one message, one trip to sign in', async () => {
    fetchSpy.mockImplementation(async () => reply(401));
    await Promise.allSettled([apiRequest('/api/a'), apiRequest('/api/b', { method: 'POST', json: {} }), apiRequest('/api/c')]);
    expect(endedToasts()).toHaveLength(1);
    expect(places.toSignIn).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed sign-in on its form: no token is sent, and its 401 ends nothing', async () => {
    fetchSpy.mockResolvedValue(reply(401, { success: false, message: 'Invalid email or password' }));
    await expect(apiRequest('/api/auth/signin', { method: 'POST', json: {} })).rejects.toThrow('Invalid email or password');
    const headers = fetchSpy.mock.calls[0]![1].headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(getSession()?.token).toBe(A.token);
    expect(endedToasts()).toHaveLength(0);
  });

  it('ignores a late 401 to a token that is no longer the stored one', async () => {
    fetchSpy.mockImplementation(async () => {
      storage.setItem('token', 'token-a-renewed');
      return reply(401);
    });
    await expect(apiRequest('/api/userprofile/getUser')).rejects.toBeInstanceOf(ApiError);
    expect(getSession()?.token).toBe('token-a-renewed');
    expect(endedToasts()).toHaveLength(0);
  });

  it('signs out: the server ends the session first, then the device forgets it, tells the other tabs, and shows /signin', async () => {
    fetchSpy.mockImplementation(async () => {
      expect(getSession()?.token).toBe(A.token);
      return reply(200, { success: true, message: 'Signed out' });
    });
    await signOut();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/auth/signout');
    expect(init.method).toBe('POST');
    expect(init.headers.Authorization).toBe(`Bearer ${A.token}`);
    expect(getSession()).toBeNull();
    expect(clearOfflineData).toHaveBeenCalledWith('a');
    expect(places.toSignIn).toHaveBeenCalledWith();
    expect(endedToasts()).toHaveLength(0);
    await vi.waitFor(() => expect(heard).toContainEqual({ type: 'signed-out', userId: 'a' }));
  });

  it('signs out on the device when the server cannot be reached', async () => {
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    await signOut();
    expect(getSession()).toBeNull();
    expect(clearOfflineData).toHaveBeenCalledWith('a');
    expect(places.toSignIn).toHaveBeenCalled();
  });

  it('ends on the server, once the network is back, a session signed out offline', async () => {
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    await signOut();
    fetchSpy.mockReset();
    fetchSpy.mockResolvedValue(reply(200, { success: true, message: 'Signed out' }));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    expect(fetchSpy.mock.calls[0]![1].headers.Authorization).toBe(`Bearer ${A.token}`);
    await vi.waitFor(() => expect(storage.getItem('signout-pending')).toBeNull());
    window.dispatchEvent(new Event('online'));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('follows a sign-out in another tab: the cache goes and the page guards send it to sign in', async () => {
    storage.clear();
    otherTab.postMessage({ type: 'signed-out', userId: 'a' });
    await vi.waitFor(() => expect(places.recheckPage).toHaveBeenCalled());
    expect(clearCache).toHaveBeenCalled();
    expect(endedToasts()).toHaveLength(0);
  });

  it('shows the message when another tab met the end of the session', async () => {
    storage.clear();
    otherTab.postMessage({ type: 'ended', userId: 'a' });
    await vi.waitFor(() => expect(endedToasts()).toHaveLength(1));
  });

  it("sends nothing with another user's session, write or read, and starts over as them, once", async () => {
    storage.setItem('token', 'token-b');
    storage.setItem('userId', 'b');
    storage.setItem('role', 'Hustler');
    await expect(apiRequest('/api/userprofile/addTalks', { method: 'POST', json: { title: 'hi' } })).rejects.toBeInstanceOf(SessionChangedError);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(clearCache).toHaveBeenCalled();
    expect(places.reload).toHaveBeenCalledWith('/dashboard/Hustler');
    // Nor a read of theirs into this page.
    await expect(apiRequest('/api/userprofile/getUser')).rejects.toBeInstanceOf(SessionChangedError);
    expect(fetchSpy).not.toHaveBeenCalled();

    // Leaving once: what it refuses meanwhile, and the events that follow, change nothing more.
    expect(places.reload).toHaveBeenCalledTimes(1);
    expect(clearCache).toHaveBeenCalledTimes(1);
    window.dispatchEvent(Object.assign(new Event('storage'), { key: 'userId', newValue: 'b' }));
    expect(places.reload).toHaveBeenCalledTimes(1);
  });

  it('queues no write, for later, as the user who signed in after the page was drawn', async () => {
    storage.setItem('token', 'token-b');
    storage.setItem('userId', 'b');
    await expect(queueWrite({ kind: 'talk', url: '/api/userprofile/addTalks', body: { title: 'hi' } })).rejects.toBeInstanceOf(SessionChangedError);
    expect(addEntry).not.toHaveBeenCalled();
  });

  it('lets a page drawn for nobody carry on as the user who signed in elsewhere', async () => {
    setPageUser(null);
    storage.setItem('token', 'token-b');
    storage.setItem('userId', 'b');
    await apiRequest('/api/contact', { method: 'POST', json: {} });
    expect(fetchSpy.mock.calls[0]![1].headers.Authorization).toBe('Bearer token-b');
    expect(places.reload).not.toHaveBeenCalled();
  });

  it("follows another user's sign-in heard through the storage event", () => {
    storage.setItem('token', 'token-b');
    storage.setItem('userId', 'b');
    storage.setItem('role', 'Hustler');
    window.dispatchEvent(Object.assign(new Event('storage'), { key: 'userId', newValue: 'b' }));
    expect(places.reload).toHaveBeenCalledWith('/dashboard/Hustler');
  });

  it("does not end the new user's session when a stale tab of the previous one signs out", async () => {
    storage.setItem('token', 'token-b');
    storage.setItem('userId', 'b');
    await signOut();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(getSession()?.token).toBe('token-b');
    expect(places.reload).toHaveBeenCalled();
  });

  it('starts a session from a sign-in reply: saved with its id, the offline data opened with the key, the replaced user cleared', async () => {
    await startSession({ accessToken: 'token-b', id: 'b', role: 'Hustler', sessionId: 's-b', outboxKey: 'key-b' });
    expect(getSession()).toEqual({ token: 'token-b', userId: 'b', role: 'Hustler', sessionId: 's-b' });
    expect(openOfflineData).toHaveBeenCalledWith({ userId: 'b', token: 'token-b', outboxKey: 'key-b' });
    expect(clearOfflineData).toHaveBeenCalledWith('a');
    expect(fetchSpy).toHaveBeenCalledWith('/api/auth/signout', expect.objectContaining({ headers: expect.objectContaining({ Authorization: `Bearer ${A.token}` }) }));
    await vi.waitFor(() => expect(heard).toContainEqual({ type: 'signed-in', userId: 'b' }));
    // The page is now b's: its writes go.
    await apiRequest('/api/userprofile/addTalks', { method: 'POST', json: {} });
  });

  it('after the account is deleted: nothing is sent, the device forgets the user and their queued writes, and the landing page says so', async () => {
    accountDeleted();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(getSession()).toBeNull();
    expect(clearCache).toHaveBeenCalled();
    expect(deleteOfflineData).toHaveBeenCalledWith('a');
    expect(clearOfflineData).not.toHaveBeenCalled();
    expect(places.toLanding).toHaveBeenCalledTimes(1);
    expect(places.toSignIn).not.toHaveBeenCalled();
    expect(currentToasts().map((toast) => toast.text)).toEqual([ACCOUNT_DELETED_TEXT]);
    await vi.waitFor(() => expect(heard).toContainEqual({ type: 'signed-out', userId: 'a' }));
  });
});
