import type { DiscoveryPage } from '@startupsetu/server-core/contract/reply-types';
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { nonEmptyPage } from '../../../lib/non-empty-page';
import { NOT_SAVED } from '../../../lib/saved-read-policy';
import type { User } from '../../../types/api';
import { discoveryKeys } from '../../../entities/person/person-keys';

export type DiscoveryKind = 'cofounder' | 'hustler' | 'investor' | 'jobseeker';

const PATHS: Record<DiscoveryKind, string> = {
  cofounder: '/api/userprofile/cofounderprofile',
  hustler: '/api/userprofile/Hustlerprofile',
  investor: '/api/userprofile/Investorprofile',
  jobseeker: '/api/userprofile/Jobseekerprofile',
};

export type { DiscoveryPage };

/** The list's URL: `q` only when there is something to search for, the filters set, `cursor` only after the first page. */
export function discoveryUrl(kind: DiscoveryKind, query: string, cursor: string | null, filters: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  const q = query.trim();
  if (q) params.set('q', q);
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (cursor) params.set('cursor', cursor);
  const search = params.toString();
  return search ? `${PATHS[kind]}?${search}` : PATHS[kind];
}

/** Every user of the loaded pages once, in order (a profile created between two pages can shift one over). */
export function usersOf(pages: readonly DiscoveryPage[] | undefined): User[] {
  const seen = new Set<string>();
  const users: User[] = [];
  for (const page of pages ?? []) {
    for (const user of page.data) {
      if (seen.has(user._id)) continue;
      seen.add(user._id);
      users.push(user);
    }
  }
  return users;
}

/**
 * A discovery list, searched and filtered on the server. Keys start with 'discovery' so a profile update can
 * invalidate every list at once (['discovery']).
 */
export function discoveryListOptions(kind: DiscoveryKind, query: string, filters: Record<string, string> = {}) {
  const q = query.trim();
  return infiniteQueryOptions({
    queryKey: discoveryKeys.list(kind, q, filters),
    // The unsearched list is saved, and searched on the device offline.
    meta: q ? NOT_SAVED : undefined,
    queryFn: ({ pageParam, signal }) =>
      nonEmptyPage(
        pageParam,
        async (cursor) => {
          const page = await apiRequest<DiscoveryPage>(discoveryUrl(kind, q, cursor, filters), { signal });
          if (!page || !Array.isArray(page.data)) throw new Error('Unexpected response format');
          return page;
        },
        (page) => page.data.length === 0,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While a new search loads, keep showing the previous results instead of a blank 'Loading...'.
    placeholderData: keepPreviousData,
  });
}
