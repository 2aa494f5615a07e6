import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { persistOptionsFor } from './query-persistence';
import { savedReadsOf } from './saved-read-policy';
import { getSession } from './session';

// The user's saved reads (IndexedDB) around the route loaders: restored once, before the first
// loader reads, and saved after every change from then on (the signed-in layout keeps them saved).

// The persist client is built against its own copy of query-core (a release behind): the same
// cache API, a different class identity for the type checker. Its restore and save are used
// rather than our copy's hydrate/dehydrate, which would add their code to the first load.
type PersistClientQueryClient = Parameters<typeof persistQueryClientRestore>[0]['queryClient'];
const asPersistClient = (queryClient: QueryClient) => queryClient as unknown as PersistClientQueryClient;
type PersistOptions = ReturnType<typeof persistOptionsFor>;

/** `options` for `queryClient`: it saves what its own policy says, and a client without one nothing. */
const forClient = (queryClient: QueryClient, options: PersistOptions) => ({
  ...options,
  queryClient: asPersistClient(queryClient),
  dehydrateOptions: { shouldDehydrateQuery: savedReadsOf(queryClient) as (query: unknown) => boolean },
});

const restored = new WeakMap<QueryClient, Map<string, Promise<void>>>();

/**
 * Puts the signed-in user's saved reads in the cache, once per user and cache: route loaders wait
 * for it, so a repeat visit, or an offline one, opens on its saved copies instead of waiting for
 * the network. A snapshot that cannot be read, has expired or is of another version is as good as
 * none (and is removed); newer data already in the cache is kept.
 */
export function restoreSavedReads(queryClient: QueryClient): Promise<void> {
  const userId = getSession()?.userId;
  if (!userId) return Promise.resolve();
  let byUser = restored.get(queryClient);
  if (!byUser) restored.set(queryClient, (byUser = new Map()));
  let restoring = byUser.get(userId);
  if (!restoring) {
    restoring = persistQueryClientRestore(forClient(queryClient, persistOptionsFor(userId))).catch(() => undefined);
    byUser.set(userId, restoring);
  }
  return restoring;
}

/**
 * Saves the cache now, through the provider's own persister (`options`, one write queue): the
 * reads the loaders made before the provider was listening change nothing afterwards.
 */
export function saveReadsNow(queryClient: QueryClient, options: PersistOptions): Promise<void> {
  return persistQueryClientSave(forClient(queryClient, options));
}

/**
 * Saves the signed-in user's reads now: what a route's loader read is on the device as soon as it is
 * in the cache, before the page shows it (the provider listens only once it has mounted and restored,
 * and a visitor who moves on at once would otherwise leave it unsaved for offline).
 */
export function saveSignedInReads(queryClient: QueryClient): void {
  const userId = getSession()?.userId;
  if (userId) void saveReadsNow(queryClient, persistOptionsFor(userId)).catch(() => undefined);
}

/**
 * Saves `userId`'s reads after every change of the cache, once their saved copies are back in it
 * (restoreSavedReads: the route loaders have restored them by the time a page shows, so nothing is
 * read from the device twice), and now. Answers how to stop.
 */
export function keepReadsSaved(queryClient: QueryClient, userId: string): () => void {
  const options = persistOptionsFor(userId);
  let stopped = false;
  let unsubscribe = () => {};
  void restoreSavedReads(queryClient).then(() => {
    if (stopped) return;
    unsubscribe = persistQueryClientSubscribe(forClient(queryClient, options));
    void saveReadsNow(queryClient, options).catch(() => undefined);
  });
  return () => {
    stopped = true;
    unsubscribe();
  };
}
