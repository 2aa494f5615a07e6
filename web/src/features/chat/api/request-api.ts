import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sendWrite, type WriteResult } from '../../../lib/outbox-client';
import { JUST_READ_MS } from '../../../lib/query-client';
import { chatKeys } from '../../../entities/message/chat-keys';
import { chatUrl, shouldRetry } from './chat-queries';
import type { MessageRequestsPage } from './chat-types';

export const REQUESTS_PAGE_SIZE = 20;

export type RequestAction = 'accept' | 'ignore';

/** 'Requests' (GET /api/messages/requests): messages from people you are not connected with, newest first. */
export function messageRequestsOptions() {
  return infiniteQueryOptions({
    queryKey: chatKeys.requests(),
    queryFn: async ({ pageParam, signal }) => {
      const page = await apiRequest<MessageRequestsPage>(chatUrl('/api/messages/requests', { limit: REQUESTS_PAGE_SIZE, cursor: pageParam }), { signal });
      if (!page || !Array.isArray(page.data)) throw new Error('Unexpected response format');
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: JUST_READ_MS,
    retry: shouldRetry,
  });
}

/**
 * Accept (the chat joins Your Chats) or ignore (the sender is not told) the request from `userId`;
 * offline, the answer waits in the outbox and is sent when the network is back.
 */
export function decideMessageRequest(userId: string, action: RequestAction): Promise<WriteResult<{ success: boolean; status: string }>> {
  return sendWrite({
    kind: 'message-request-answer',
    method: 'PUT',
    url: `/api/messages/requests/${encodeURIComponent(userId)}`,
    body: { action },
    meta: { userId, action },
    invalidate: [chatKeys.requests(), chatKeys.list(), chatKeys.unreadCount()].map((key) => [...key]),
  });
}
