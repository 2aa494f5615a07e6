import { infiniteQueryOptions } from '@tanstack/react-query';
import { ApiError, apiRequestWithHeaders } from '../../../lib/api-client';
import { notificationKeys } from '../../../entities/notification/notification-keys';
import type { Notification, NotificationPage } from './notification-types';
import { JUST_READ_MS } from '../../../lib/query-client';


export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The server answered 2xx with something other than a list. */
export class UnexpectedReplyError extends Error {
  constructor() {
    super('Unexpected response format');
    this.name = 'UnexpectedReplyError';
  }
}

export function notificationsUrl(cursor: string | null): string {
  const search = new URLSearchParams({ limit: String(NOTIFICATIONS_PAGE_SIZE) });
  if (cursor) search.set('cursor', cursor);
  return `/api/Notifications?${search.toString()}`;
}

/** The caller's notifications (GET /api/Notifications), newest first, a page at a time. */
export function notificationsOptions() {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: async ({ pageParam, signal }): Promise<NotificationPage> => {
      const { data, headers } = await apiRequestWithHeaders<unknown>(notificationsUrl(pageParam), { signal });
      if (!Array.isArray(data)) throw new UnexpectedReplyError();
      return { notifications: data as Notification[], nextCursor: headers.get('x-next-cursor') || null };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // A visit shows the server's state (what was read elsewhere); live events fill in between.
    staleTime: JUST_READ_MS,
    retry: (failureCount, error) =>
      !(error instanceof UnexpectedReplyError) && !(error instanceof ApiError && error.status < 500) && failureCount < 2,
  });
}
