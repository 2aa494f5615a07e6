import { QueryClient, type InvalidateQueryFilters } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { followBrowserOnlineState } from './online-status';
import { savingReadsUnder, type SavedReadKeys } from './saved-read-policy';

/**
 * The staleTime of the reads each visit of a page asks the server for again: a copy younger than
 * this was read for this very visit (by its route's loader, a moment before the page mounted), and
 * the page mounting would only read it a second time.
 */
export const JUST_READ_MS = 5_000;

/**
 * When this page's app started, on Date.now's clock as the queries' dataUpdatedAt is. Not
 * performance.timeOrigin: a reload's navigation starts while the page before it still runs, and a
 * read that page finishes meanwhile is saved to the device with a later time than that.
 */
const APP_STARTED_AT = Date.now();

/**
 * True for data this page itself read under JUST_READ_MS ago: not for a copy restored from the
 * device, however young, which a page that must show the server's word asks again for.
 */
export function readJustNowHere(dataUpdatedAt: number, now = Date.now(), appStartedAt = APP_STARTED_AT): boolean {
  return dataUpdatedAt >= appStartedAt && now - dataUpdatedAt < JUST_READ_MS;
}

/** How long a read stays usable from the IndexedDB snapshot (DESIGN §4); queries live as long in memory. */
export const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The app's query cache, which saves the reads under `savedReads` on the device. A 401 to a read or
 * a write is not handled here but in the api client, which every call goes through
 * (lib/session-ended.ts).
 */
export function createQueryClient({ savedReads = [] }: { savedReads?: SavedReadKeys } = {}): QueryClient {
  followBrowserOnlineState();
  return new QueryClient({
    defaultOptions: {
      ...savingReadsUnder(savedReads),
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

/**
 * Marks the matching reads stale and reads those on screen again, without cancelling a read on
 * its way: a 'Load more' cancelled by a refetch loses its page (the refetch reads only the pages
 * already there). A read on its way finishes, then is read again, as it began before the change.
 */
export async function invalidateKeepingReadsOnTheirWay(queryClient: QueryClient, filters: InvalidateQueryFilters): Promise<void> {
  const onTheirWay = queryClient
    .getQueryCache()
    .findAll(filters)
    .filter((query) => query.state.fetchStatus === 'fetching');
  await queryClient.invalidateQueries(filters, { cancelRefetch: false });
  await Promise.all(
    onTheirWay.map((query) => queryClient.refetchQueries({ queryKey: query.queryKey, exact: true, type: 'active' }, { cancelRefetch: false })),
  );
}
