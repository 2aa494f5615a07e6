import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { getSession } from '../../lib/session';
import type { OwnUserReply } from '@startupsetu/server-core/contract/reply-types';

/** Keys start with 'users', 'me': invalidating `all` reaches whoever is signed in. */
export const currentUserKeys = {
  all: ['users', 'me'] as const,
  of: (userId: string) => ['users', 'me', userId] as const,
};

/** The signed-in user (GET /api/userprofile/getUser), shared by every screen that shows who you are. */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserKeys.of(getSession()?.userId ?? ''),
    queryFn: async ({ signal }) =>
      (await apiRequest<OwnUserReply>('/api/userprofile/getUser', { signal })).user,
  });
}

