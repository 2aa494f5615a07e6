import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addEntry, currentUserId, generateLocalKey, getUser, listEntries } from '@startupsetu/sw/offline-store/offline-store';
import { outboxDatabase, storedEntries } from '@startupsetu/sw/offline-store/outbox-store';
import type { NewOutboxEntry } from '@startupsetu/sw/offline-store/outbox-types';
import { serverKeyText } from '@startupsetu/sw/testing/outbox-keys';
import { memoryCacheNames, memoryStorage } from '../testing/memory-storage';
import { clearOfflineData, deleteOfflineData, openOfflineData, signedInKey } from './offline-data';
import { addPendingUpload, hasPendingUploads, removePendingUploadsOf } from './pending-uploads';
import { createIdbPersister } from './query-persistence';
import { clearSession, saveSession } from './session';

const KEY_A = serverKeyText(1);
const KEY_B = serverKeyText(2);

function write(id: string, userId: string): NewOutboxEntry {
  return { id, userId, method: 'POST', url: '/api/chat/send', body: { text: 'hello' }, kind: 'message', meta: {}, invalidate: [], createdAt: 1 };
}

let cacheStorage: ReturnType<typeof memoryCacheNames>;

async function snapshotOf(userId: string) {
  return createIdbPersister(userId).restoreClient();
}

/** A sign-in's order: the session is saved, then the offline data opened. */
function open(userId: string, token: string, outboxKey?: string) {
  saveSession({ token, userId, role: 'Hustler' });
  return openOfflineData({ userId, token, outboxKey });
}

async function saveSnapshot(userId: string) {
  createIdbPersister(userId).persistClient({ timestamp: 1, buster: '1', clientState: { queries: [], mutations: [] } });
  await vi.waitFor(async () => expect(await snapshotOf(userId)).toBeDefined());
}

beforeEach(async () => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  cacheStorage = memoryCacheNames(['workbox-precache-v2', 'images:a', 'saved-videos:a', 'images:b', 'images', 'saved-videos']);
  vi.stubGlobal('caches', cacheStorage);
  const db = await outboxDatabase();
  await Promise.all((['entries', 'users', 'state', 'drafts'] as const).map((store) => db.clear(store)));
});
afterEach(() => vi.unstubAllGlobals());

describe('openOfflineData and clearOfflineData', () => {
  it('a sign-in opens the user’s record with the server’s key and makes them current', async () => {
    await open('a', 'token-a', KEY_A);
    const record = await getUser('a');
    expect(record).toMatchObject({ userId: 'a', token: 'token-a', fromServer: true });
    expect(record!.key.extractable).toBe(false);
    expect(await currentUserId()).toBe('a');

    // A token renewal changes the token and keeps the key.
    await open('a', 'renewed');
    expect(await getUser('a')).toMatchObject({ token: 'renewed', key: record!.key });
  });

  it('a session’s end removes the token, key, snapshot and caches, and keeps the sealed writes for the next sign-in', async () => {
    await open('a', 'token-a', KEY_A);
    await saveSnapshot('a');
    await addEntry(write('e1', 'a'), (await getUser('a'))!.key);
    for (const name of ['images:a', 'saved-videos:a', 'images:z']) cacheStorage.names.add(name);

    await clearOfflineData('a');
    expect(await getUser('a')).toBeUndefined();
    expect(await currentUserId()).toBeUndefined();
    expect(await snapshotOf('a')).toBeUndefined();
    expect([...cacheStorage.names]).toEqual(['workbox-precache-v2', 'images:z']);
    expect((await storedEntries()).map((entry) => entry.id)).toEqual(['e1']);

    // Again, and in any order: nothing breaks.
    await clearOfflineData('a');
    await open('a', 'token-a2', KEY_A);
    expect((await listEntries('a', (await getUser('a'))!.key)).map((entry) => entry.id)).toEqual(['e1']);
  });

  it('a session’s end removes the pitch files the user had waiting to upload from the device, and only theirs', async () => {
    await open('a', 'token-a', KEY_A);
    const pitch = (id: string, userId: string) => ({ id, userId, file: new Blob(['mp4']), fileName: 'p.mp4', fileType: 'video/mp4', title: id, description: '', state: 'waiting' as const, createdAt: 1 });
    await addPendingUpload(pitch('pa', 'a'));
    await addPendingUpload(pitch('pz', 'z'));

    await clearOfflineData('a');

    expect(await hasPendingUploads('a')).toBe(false);
    expect(await hasPendingUploads('z')).toBe(true);
    await removePendingUploadsOf('z');
  });

  it("a session's end unsubscribes this browser from pushes, so none of the user's notifications shows on the device after", async () => {
    const subscription = { unsubscribe: vi.fn(async () => true) };
    const registration = { pushManager: { getSubscription: async () => subscription } };
    vi.stubGlobal('navigator', { serviceWorker: { getRegistration: async () => registration } });
    await open('a', 'token-a', KEY_A);
    clearSession();
    await clearOfflineData('a');
    expect(subscription.unsubscribe).toHaveBeenCalledOnce();
  });

  it('a deleted account leaves nothing: its sealed writes go with its token, key, snapshot and caches; another user’s stay', async () => {
    await open('b', 'token-b', KEY_B);
    await addEntry(write('b1', 'b'), (await getUser('b'))!.key);
    await open('a', 'token-a', KEY_A);
    await saveSnapshot('a');
    await addEntry(write('a1', 'a'), (await getUser('a'))!.key);

    clearSession();
    await deleteOfflineData('a');
    expect(await getUser('a')).toBeUndefined();
    expect(await snapshotOf('a')).toBeUndefined();
    expect([...cacheStorage.names].filter((name) => name.endsWith(':a'))).toEqual([]);
    expect((await storedEntries()).map((entry) => entry.id)).toEqual(['b1']);
  });

  it('another user’s sign-in ends what is left of the previous user’s, whether or not it was cleared first', async () => {
    await open('a', 'token-a', KEY_A);
    await saveSnapshot('a');
    await addEntry(write('e1', 'a'), (await getUser('a'))!.key);

    await open('b', 'token-b', KEY_B);
    expect(await getUser('a')).toBeUndefined();
    expect(await snapshotOf('a')).toBeUndefined();
    expect([...cacheStorage.names]).toEqual(['workbox-precache-v2']);
    expect(await currentUserId()).toBe('b');
    // B's key does not open A's write.
    expect(await listEntries('a', (await getUser('b'))!.key)).toEqual([]);

    // A's late clear leaves B current.
    await clearOfflineData('a');
    expect(await currentUserId()).toBe('b');
    expect(await getUser('b')).toMatchObject({ token: 'token-b' });
  });

  it('a late call for a session that has ended does nothing', async () => {
    await open('a', 'token-a', KEY_A);
    clearSession();
    await clearOfflineData('a');
    await openOfflineData({ userId: 'a', token: 'token-a', outboxKey: KEY_A });
    expect(await getUser('a')).toBeUndefined();
    expect(await currentUserId()).toBeUndefined();
  });

  it('runs one call after another when they are not awaited', async () => {
    saveSession({ token: 'token-b', userId: 'b', role: 'Hustler' });
    const calls = [
      openOfflineData({ userId: 'a', token: 'token-a', outboxKey: KEY_A }),
      clearOfflineData('a'),
      openOfflineData({ userId: 'b', token: 'token-b', outboxKey: KEY_B }),
    ];
    await Promise.all(calls);
    expect(await getUser('a')).toBeUndefined();
    expect(await getUser('b')).toBeDefined();
    expect(await currentUserId()).toBe('b');
  });

  it('a session begun before the server sent keys gets a key made here, and its writes move to the server’s key at the next sign-in', async () => {
    saveSession({ token: 'old-token', userId: 'a', role: 'Hustler' });
    const mine = await signedInKey();
    expect(await getUser('a')).toMatchObject({ token: 'old-token', fromServer: false });
    await addEntry(write('e1', 'a'), mine!.key);

    // Ended: the key made here stays (without the token), or the write could never be opened again.
    await clearOfflineData('a');
    expect(await getUser('a')).toMatchObject({ token: '', fromServer: false });

    await open('a', 'new-token', KEY_A);
    const record = (await getUser('a'))!;
    expect(record.fromServer).toBe(true);
    expect((await listEntries('a', record.key)).map((entry) => entry.id)).toEqual(['e1']);
    expect(await listEntries('a', await generateLocalKey())).toEqual([]);
  });
});
