import type { Startup, StartupMember, StartupReply, StartupsPage } from '@startupsetu/server-core/contract/startup-schemas';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { nonEmptyPage } from '../../../lib/non-empty-page';
import type { FilterValues } from '../../../lib/list-search';
import { NOT_SAVED } from '../../../lib/saved-read-policy';

// The startups directory and each startup's page (DESIGN §7.3).

export type { Startup, StartupMember, StartupsPage };

/** Every key starts with 'startups', so ['startups'] reaches them all (after a create or an edit). */
export const startupKeys = {
  all: ['startups'] as const,
  list: (query: string, filters: FilterValues) => ['startups', 'list', query, filters] as const,
  startup: (slug: string) => ['startups', 'startup', slug] as const,
  member: (userId: string) => ['startups', 'member', userId] as const,
  people: (q: string) => ['startups', 'people', q] as const,
};

/** The directory's URL: `q` only when there is something to search for, the filters set, `cursor` only after the first page. */
export function startupsUrl(query: string, filters: FilterValues, cursor: string | null): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (cursor) params.set('cursor', cursor);
  const search = params.toString();
  return search ? `/api/startups?${search}` : '/api/startups';
}

/** The directory, searched and filtered on the server, newest first. The unsearched list is saved for offline. */
export function startupsListOptions(query: string, filters: FilterValues = {}) {
  const narrowed = query !== '' || Object.keys(filters).length > 0;
  return infiniteQueryOptions({
    queryKey: startupKeys.list(query, filters),
    meta: narrowed ? NOT_SAVED : undefined,
    // A short search reads a stretch of the directory per request: an empty page may still have a cursor.
    queryFn: ({ pageParam, signal }) =>
      nonEmptyPage(pageParam, (cursor) => apiRequest<StartupsPage>(startupsUrl(query, filters, cursor), { signal }), (page) => page.data.length === 0),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While a new search loads, the previous results stay instead of a blank list.
    placeholderData: keepPreviousData,
  });
}

export const startupPath = (slug: string) => `/api/startups/${encodeURIComponent(slug)}`;

export function startupOptions(slug: string) {
  return queryOptions({
    queryKey: startupKeys.startup(slug),
    queryFn: async ({ signal }) => (await apiRequest<StartupReply>(startupPath(slug), { signal })).startup,
  });
}

/** Creates a startup from the form's fields (and its logo): the server answers it with its slug. */
export async function createStartup(form: FormData): Promise<Startup> {
  return (await apiRequest<StartupReply>('/api/startups', { method: 'POST', form })).startup;
}

/** Saves an admin's edit: every field of the form (a blank optional one clears it), and a new logo. */
export async function updateStartup(slug: string, form: FormData): Promise<Startup> {
  return (await apiRequest<StartupReply>(startupPath(slug), { method: 'PUT', form })).startup;
}
