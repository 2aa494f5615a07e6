import type { SearchKind, SearchReply } from '@startupsetu/server-core/contract/search-schemas';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// GET /api/search (DESIGN §6.8). Keys start with 'search', which is not saved on the device (a key
// per typed text would pile up): offline, what the device holds is searched instead (offline-search.ts).

/** Each kind in the order the page shows them, with its heading. */
export const SEARCH_GROUPS: readonly { kind: SearchKind; title: string }[] = [
  { kind: 'people', title: 'People' },
  { kind: 'videos', title: 'Videos' },
  { kind: 'blogs', title: 'Blogs' },
  { kind: 'talks', title: 'Talks' },
];

/** The longest search text the server takes (once trimmed). */
export const MAX_QUERY_LENGTH = 100;

/** One kind's page size on its 'See all' list. */
export const KIND_PAGE_SIZE = 20;

export const searchKeys = {
  all: ['search'] as const,
  overview: (q: string) => ['search', q] as const,
  kind: (q: string, kind: SearchKind) => ['search', q, kind] as const,
};

/** The text as the server reads it: trimmed, at most MAX_QUERY_LENGTH characters. */
export function searchTextOf(typed: string): string {
  return [...typed.trim()].slice(0, MAX_QUERY_LENGTH).join('').trim();
}

function searchUrl(q: string, params: Record<string, string | undefined> = {}): string {
  const search = new URLSearchParams({ q });
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  return `/api/search?${search.toString()}`;
}

/** A few of each kind (the top bar's suggestions and the /search page). */
export function searchOptions(q: string) {
  return queryOptions({
    queryKey: searchKeys.overview(q),
    queryFn: ({ signal }) => apiRequest<SearchReply>(searchUrl(q), { signal }),
  });
}

/** One kind, page by page ('See all', then 'Load more'). */
export function searchKindOptions(q: string, kind: SearchKind) {
  return infiniteQueryOptions({
    queryKey: searchKeys.kind(q, kind),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<SearchReply>(searchUrl(q, { kind, limit: String(KIND_PAGE_SIZE), cursor: pageParam ?? undefined }), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: SearchReply) => last.nextCursors[kind] ?? undefined,
  });
}
