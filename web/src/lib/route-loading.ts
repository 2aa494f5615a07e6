import type {
  DefaultError,
  EnsureInfiniteQueryDataOptions,
  EnsureQueryDataOptions,
  QueryClient,
  QueryKey,
} from '@tanstack/react-query';
import { restoreSavedReads, saveSignedInReads } from './saved-reads';
import { startEachInItsOwnTask } from './yield-to-main';

// What a route's loader primes (DESIGN §6.5): the reads its page shows first, asked in parallel with
// the route's code, through the feature's own query options so the page finds them in the cache.

/** One read a loader primes. */
export type PrimedRead = (queryClient: QueryClient) => Promise<unknown>;

/** Why a loader runs (TanStack Router's `cause`): 'stay' is a change of the open page's own search. */
export type LoadCause = 'enter' | 'stay' | 'preload';

/** A query, from the cache when there (a saved copy included), else asked once. */
export function query<TQueryFnData, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
): PrimedRead {
  return (queryClient) => queryClient.ensureQueryData({ ...options, retry: false });
}

/** An infinite list's first page, likewise. */
export function firstPage<
  TQueryFnData,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
  TPageParam = unknown,
>(options: EnsureInfiniteQueryDataOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>): PrimedRead {
  return (queryClient) => queryClient.ensureInfiniteQueryData({ ...options, retry: false });
}

/**
 * Fills the cache with `reads`, in parallel, after the user's saved copies (a read saved is not
 * asked again here: the page's query refreshes it if stale), and saves what they brought at once.
 * Offline it asks nothing: the saved copies show instead of a wait. A failed read never fails the
 * route: the page's own query asks again and says what failed.
 */
export async function primeReads(queryClient: QueryClient, reads: readonly PrimedRead[]): Promise<void> {
  await restoreSavedReads(queryClient);
  if (!navigator.onLine) return;
  // A first load starts the layout's reads and the page's together.
  await Promise.all(startEachInItsOwnTask(reads, (read) => read(queryClient)).map((read) => read.catch(() => undefined)));
  saveSignedInReads(queryClient);
}

/**
 * A loader run because the open page changed its own search (a new search text, a chat opened)
 * neither holds the page nor reads anything: the page shows what it has while its queries fetch.
 */
export function primeOnEntry(queryClient: QueryClient, cause: LoadCause, reads: () => readonly PrimedRead[]): Promise<void> {
  return cause === 'stay' ? Promise.resolve() : primeReads(queryClient, reads());
}
