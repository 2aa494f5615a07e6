import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { getSession } from './session';
import type { OwnUserReply } from '@startupsetu/server-core/contract/reply-types';

/** The signed-in user (GET /api/userprofile/getUser), shared by every screen that shows who you are. */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'me', getSession()?.userId ?? ''],
    queryFn: async ({ signal }) =>
      (await apiRequest<OwnUserReply>('/api/userprofile/getUser', { signal })).user,
  });
}
