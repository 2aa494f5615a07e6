import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { followBrowserOnlineState } from './online-status';

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/** How long a read stays usable from the IndexedDB snapshot (DESIGN §4); queries live as long in memory. */
export const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** `onUnauthorized` runs when the server no longer accepts the stored token (expired, user gone). */
export function createQueryClient(onUnauthorized: () => void): QueryClient {
  followBrowserOnlineState();
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => isUnauthorized(error) && onUnauthorized() }),
    mutationCache: new MutationCache({
      // A failed sign-in is a 401 too, and must stay on the sign-in screen with its message.
      onError: (error, _vars, _ctx, mutation) => isUnauthorized(error) && mutation.meta?.session !== false && onUnauthorized(),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A query garbage-collected from memory would also leave the persisted snapshot.
        gcTime: CACHE_MAX_AGE_MS,
        // Offline, a query tries once (the app may still answer it) and then pauses its retries until
        // the network is back, keeping the saved data on screen instead of an error.
        networkMode: 'offlineFirst',
        // A 4xx will not change by asking again; a network blip might.
        retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
    },
  });
}
