import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { getSession } from './session';
import type { User } from '../types/api';

/** The signed-in user (GET /api/userprofile/getUser), shared by every screen that shows who you are. */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'me', getSession()?.userId ?? ''],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ success: boolean; user: User }>('/api/userprofile/getUser', { signal })).user,
  });
}
