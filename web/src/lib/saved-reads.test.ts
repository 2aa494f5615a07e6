import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { memoryStorage } from '../testing/memory-storage';
import { CACHE_VERSION, createIdbPersister, persistOptionsFor, removePersistedCache } from './query-persistence';
import { savingReadsUnder } from './saved-read-policy';
import { CACHE_MAX_AGE_MS } from './query-client';
import { keepReadsSaved, restoreSavedReads, saveReadsNow, saveSignedInReads } from './saved-reads';
import { clearSession, saveSession } from './session';

// The app's client names the saved reads (app/saved-read-keys.ts); these stand for them.
const savingClient = () => new QueryClient({ defaultOptions: savingReadsUnder([['users', 'me'], ['content']]) });

const FEED = ['content', 'feed'];

const signIn = (userId: string) => saveSession({ token: `token-${userId}`, userId, role: 'Hustler' });

/** Waits for `userId`'s snapshot to be the one written at `timestamp` (writes are queued). */
async function written(userId: string, timestamp: number) {
  await vi.waitFor(async () => expect((await createIdbPersister(userId).restoreClient())?.timestamp).toBe(timestamp));
}

async function savedBy(userId: string, feed: string[]) {
  signIn(userId);
  const client = savingClient();
  client.setQueryData(FEED, feed);
  const options = persistOptionsFor(userId);
  let timestamp = 0;
  const save: typeof options.persister.persistClient = (snapshot) => {
    timestamp = snapshot.timestamp;
    return options.persister.persistClient(snapshot);
  };
  await saveReadsNow(client, { ...options, persister: { ...options.persister, persistClient: save } });
  await written(userId, timestamp);
}

async function snapshot(userId: string, saved: PersistedClient) {
  signIn(userId);
  await createIdbPersister(userId).persistClient(saved);
  await written(userId, saved.timestamp);
}

beforeEach(async () => {
  vi.stubGlobal('localStorage', memoryStorage());
  await Promise.all(['a', 'b'].map(removePersistedCache));
});
afterEach(() => vi.unstubAllGlobals());

describe("the user's saved reads, put in the cache before the route loaders read", () => {
  it('brings back what was saved for the signed-in user only, once per cache', async () => {
    await savedBy('b', ["b's video"]);
    await savedBy('a', ['old video']);
    const client = savingClient();
    await restoreSavedReads(client);
    expect(client.getQueryData(FEED)).toEqual(['old video']);

    client.setQueryData(FEED, ['new video'], { updatedAt: 1 });
    await restoreSavedReads(client);
    expect(client.getQueryData(FEED)).toEqual(['new video']);
  });

  it('keeps newer data already in the cache', async () => {
    await savedBy('a', ['old video']);
    const client = savingClient();
    client.setQueryData(FEED, ['fresh video'], { updatedAt: Date.now() + 1000 });
    await restoreSavedReads(client);
    expect(client.getQueryData(FEED)).toEqual(['fresh video']);
  });

  it('ignores a snapshot that has expired or is of another version, and does nothing signed out', async () => {
    await savedBy('a', ['video']);
    clearSession();
    const signedOut = savingClient();
    await restoreSavedReads(signedOut);
    expect(signedOut.getQueryCache().getAll()).toHaveLength(0);

    const clientState = { mutations: [], queries: [] };
    const query = { queryKey: FEED, queryHash: JSON.stringify(FEED), state: { data: ['saved'], dataUpdatedAt: 1, status: 'success' } };
    const stale = { buster: CACHE_VERSION, timestamp: Date.now() - CACHE_MAX_AGE_MS - 1, clientState: { ...clientState, queries: [query] } };
    await snapshot('a', stale as unknown as PersistedClient);
    const expired = savingClient();
    await restoreSavedReads(expired);
    expect(expired.getQueryData(FEED)).toBeUndefined();

    await snapshot('a', { ...stale, buster: `${CACHE_VERSION}-older`, timestamp: Date.now() } as unknown as PersistedClient);
    const older = savingClient();
    await restoreSavedReads(older);
    expect(older.getQueryData(FEED)).toBeUndefined();

    await snapshot('a', { ...stale, timestamp: Date.now() } as unknown as PersistedClient);
    const current = savingClient();
    await restoreSavedReads(current);
    expect(current.getQueryData(FEED)).toEqual(['saved']);
  });

  it("saves the signed-in user's reads under their id, and nothing signed out", async () => {
    signIn('a');
    const client = savingClient();
    client.setQueryData(FEED, ['loaded video']);
    saveSignedInReads(client);
    await vi.waitFor(async () => {
      const saved = await createIdbPersister('a').restoreClient();
      expect(saved?.clientState.queries.map((query) => query.state.data)).toEqual([['loaded video']]);
    });

    clearSession();
    client.setQueryData(FEED, ['signed out']);
    saveSignedInReads(client);
    signIn('a');
    const restored = savingClient();
    await restoreSavedReads(restored);
    expect(restored.getQueryData(FEED)).toEqual(['loaded video']);
  });

  it('saves only the kinds of read its cache was made to save, and nothing from a cache made without a policy', async () => {
    signIn('a');
    const client = savingClient();
    client.setQueryData(FEED, ['kept video']);
    client.setQueryData(['saved-videos'], ['not a read of the server']);
    await saveReadsNow(client, persistOptionsFor('a'));
    await vi.waitFor(async () => {
      const saved = await createIdbPersister('a').restoreClient();
      expect(saved?.clientState.queries.map((query) => query.queryKey)).toEqual([FEED]);
    });

    const withoutPolicy = new QueryClient();
    withoutPolicy.setQueryData(FEED, ['never saved']);
    await saveReadsNow(withoutPolicy, persistOptionsFor('a'));
    await vi.waitFor(async () => expect((await createIdbPersister('a').restoreClient())?.clientState.queries).toEqual([]));
  });

  it('keeps every later change saved, after the saved copies are back, without reading the device again', async () => {
    await savedBy('a', ['saved video']);
    const client = savingClient();
    await restoreSavedReads(client);
    const restoreClient = vi.spyOn(persistOptionsFor('a').persister, 'restoreClient');
    client.setQueryData(FEED, ['newer video']);

    const stop = keepReadsSaved(client, 'a');
    client.setQueryData(FEED, ['newest video']);
    const savedFeed = async () => (await createIdbPersister('a').restoreClient())?.clientState.queries[0]?.state.data;
    await vi.waitFor(async () => expect(await savedFeed()).toEqual(['newest video']));
    expect(restoreClient).not.toHaveBeenCalled();

    const persistClient = vi.spyOn(persistOptionsFor('a').persister, 'persistClient');
    stop();
    client.setQueryData(FEED, ['after leaving']);
    expect(persistClient).not.toHaveBeenCalled();
  });
});

