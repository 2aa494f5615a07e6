import type { ConnectionsPage, RequestsPage, SuggestionsPage } from '@startupsetu/server-core/contract/reply-types';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { JUST_READ_MS } from '../../lib/query-client';
import { networkKeys } from './connection-keys';

// The reader's connections and people to meet, for any screen that offers people (the Network
// page, the messages page's 'Talk to Others'): one set of reads, so each screen fills the other's
// cache. Keys start with 'network': persisted, and refetched after any connection change.

/** People per page of a request or connection list; 'Load more' reads the next. */
export const PEOPLE_PAGE_SIZE = 10;

async function page<P extends RequestsPage | ConnectionsPage | SuggestionsPage>(url: string, signal: AbortSignal): Promise<P> {
  const reply = await apiRequest<P>(url, { signal });
  if (!reply || !Array.isArray(reply.data)) throw new Error('Unexpected response format');
  return reply;
}

/** A list of people read a page at a time, newest first (its items: `data.pages.flatMap(p => p.data)`). */
export function pagedPeopleOptions<P extends RequestsPage | ConnectionsPage>(queryKey: readonly string[], path: string) {
  const separator = path.includes('?') ? '&' : '?';
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => {
      const cursor = pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : '';
      return page<P>(`${path}${separator}limit=${PEOPLE_PAGE_SIZE}${cursor}`, signal);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: JUST_READ_MS,
  });
}

/** GET /api/connects/connections. */
export function myConnectionsOptions() {
  return pagedPeopleOptions<ConnectionsPage>(networkKeys.connections(), '/api/connects/connections');
}

/** GET /api/users/suggestions: people to meet, with why. */
export function peopleToMeetOptions() {
  return queryOptions({
    queryKey: networkKeys.suggestions(),
    queryFn: async ({ signal }) => (await page<SuggestionsPage>('/api/users/suggestions?limit=12', signal)).data,
  });
}
