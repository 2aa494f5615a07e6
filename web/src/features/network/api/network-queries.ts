import type { ConnectionsPage, RequestsPage, SuggestionsPage } from '@startupsetu/server-core/contract/reply-types';
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { firstPage, primeReads, query } from '../../../lib/route-loading';
import { JUST_READ_MS } from '../../../lib/query-client';
import { networkKeys, type Box } from '../../../entities/connection/connection-keys';

// The Network page's four reads (DESIGN §6.1). Keys start with 'network': persisted (the page reads
// offline once seen) and refetched after any connection change or connection notification.

/** People per page of a request or connection list; 'Load more' reads the next. */
export const NETWORK_PAGE_SIZE = 10;

export type { ConnectionCard, ListedRequest, Suggestion } from '@startupsetu/server-core/contract/reply-types';

/** A page of one of the Network lists. */
export type Page = RequestsPage | ConnectionsPage | SuggestionsPage;

async function page<P extends Page>(url: string, signal: AbortSignal): Promise<P> {
  const reply = await apiRequest<P>(url, { signal });
  if (!reply || !Array.isArray(reply.data)) throw new Error('Unexpected response format');
  return reply;
}

/** A list read a page at a time, newest first (its items: `data.pages.flatMap(p => p.data)`). */
function pagedOptions<P extends RequestsPage | ConnectionsPage>(queryKey: readonly string[], path: string) {
  const separator = path.includes('?') ? '&' : '?';
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => {
      const cursor = pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : '';
      return page<P>(`${path}${separator}limit=${NETWORK_PAGE_SIZE}${cursor}`, signal);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: JUST_READ_MS,
  });
}

export function requestsOptions(box: Box) {
  return pagedOptions<RequestsPage>(networkKeys.requests(box), `/api/connects/requests?box=${box}`);
}

export function connectionsOptions() {
  return pagedOptions<ConnectionsPage>(networkKeys.connections(), '/api/connects/connections');
}

export function suggestionsOptions() {
  return queryOptions({
    queryKey: networkKeys.suggestions(),
    queryFn: async ({ signal }) => (await page<SuggestionsPage>('/api/users/suggestions?limit=12', signal)).data,
  });
}

/**
 * The route's loader: the four reads in parallel. Offline, or when a service is down, it does not
 * hold the page: the saved copies show, and the page's own queries retry and say what failed.
 */
export function loadNetwork(queryClient: QueryClient): Promise<void> {
  return primeReads(queryClient, [
    firstPage(requestsOptions('received')),
    firstPage(requestsOptions('sent')),
    firstPage(connectionsOptions()),
    query(suggestionsOptions()),
  ]);
}
