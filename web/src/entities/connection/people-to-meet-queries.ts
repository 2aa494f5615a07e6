import type { ConnectionsPage, SuggestionsPage } from '@startupsetu/server-core/contract/reply-types';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { JUST_READ_MS } from '../../lib/query-client';
import { networkKeys } from './connection-keys';

// The reader's connections and people to meet, for any screen that offers people (the Network
// page, the messages page's 'Talk to Others'). Same keys, calls and page shapes as the Network
// page's reads, so each screen fills the other's cache.

/** Connections per page; the Network page reads its lists in pages of this size too. */
export const CONNECTIONS_PAGE_SIZE = 10;

async function page<P extends ConnectionsPage | SuggestionsPage>(url: string, signal: AbortSignal): Promise<P> {
  const reply = await apiRequest<P>(url, { signal });
  if (!reply || !Array.isArray(reply.data)) throw new Error('Unexpected response format');
  return reply;
}

/** GET /api/connects/connections, newest first, a page at a time (items: `data.pages.flatMap(p => p.data)`). */
export function myConnectionsOptions() {
  return infiniteQueryOptions({
    queryKey: networkKeys.connections(),
    queryFn: ({ pageParam, signal }) => {
      const cursor = pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : '';
      return page<ConnectionsPage>(`/api/connects/connections?limit=${CONNECTIONS_PAGE_SIZE}${cursor}`, signal);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: JUST_READ_MS,
  });
}

/** GET /api/users/suggestions: people to meet, with why. */
export function peopleToMeetOptions() {
  return queryOptions({
    queryKey: networkKeys.suggestions(),
    queryFn: async ({ signal }) => (await page<SuggestionsPage>('/api/users/suggestions?limit=12', signal)).data,
  });
}
