import type { VerificationAction } from '@startupsetu/server-core/contract/verification-fields';
import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { JUST_READ_MS } from '../../../lib/query-client';
import type { Verification } from '../../../types/api';
import { QUEUE_PAGE_SIZE } from './moderation-api';

// The moderators' queue of requests for badges (DESIGN §7.4). Under 'moderation', never saved for offline use.

export interface VerificationPage {
  success: boolean;
  data: Verification[];
  nextCursor: string | null;
}

export const verificationQueueKey = ['moderation', 'verifications', 'pending'] as const;

/** GET /api/verifications?status=pending: the requests waiting for a moderator, oldest first. */
export function verificationQueueOptions() {
  return infiniteQueryOptions({
    queryKey: verificationQueueKey,
    queryFn: ({ pageParam, signal }) => {
      const search = new URLSearchParams({ status: 'pending', limit: String(QUEUE_PAGE_SIZE) });
      if (pageParam) search.set('cursor', pageParam);
      return apiRequest<VerificationPage>(`/api/verifications?${search}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: JUST_READ_MS,
  });
}

/** PUT /api/verifications/:id: approve, reject or ask for more (the last two with a reason the requester reads). */
export function decideVerification(id: string, action: Exclude<VerificationAction, 'revoke'>, reason: string): Promise<unknown> {
  const text = reason.trim();
  return apiRequest(`/api/verifications/${encodeURIComponent(id)}`, { method: 'PUT', json: { action, ...(text ? { reason: text } : {}) } });
}

/** The queue without the request just decided. */
export function withoutRequest(data: InfiniteData<VerificationPage> | undefined, id: string): InfiniteData<VerificationPage> | undefined {
  return data && { ...data, pages: data.pages.map((page) => ({ ...page, data: page.data.filter((item) => item._id !== id) })) };
}
