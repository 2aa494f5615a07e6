import type { PersonReply } from '@startupsetu/server-core/contract/reply-types';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequestWithHeaders } from '../../../lib/api-client';
import { nonEmptyPage } from '../../../lib/non-empty-page';
import { chatKeys } from '../../../entities/message/chat-keys';
import type { User } from '../../../types/api';
import type { ChatSummary, Message, MessagePage } from './chat-types';
import { JUST_READ_MS } from '../../../lib/query-client';


export const USERS_PAGE_SIZE = 20;
export const HISTORY_PAGE_SIZE = 30;
const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** The server answered 2xx with something other than the array the screen reads. */
export class UnexpectedReplyError extends Error {
  constructor() {
    super('Unexpected response format');
    this.name = 'UnexpectedReplyError';
  }
}

/** `path` with the parameters that have a value, encoded. */
export function chatUrl(path: string, params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== null && value !== undefined && value !== '') search.set(name, String(value));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

async function getArray<T>(url: string, signal: AbortSignal): Promise<{ items: T[]; nextCursor: string | null }> {
  const { data, headers } = await apiRequestWithHeaders<unknown>(url, { signal });
  if (!Array.isArray(data)) throw new UnexpectedReplyError();
  return { items: data as T[], nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

/** A 4xx or an unreadable reply will not change by asking again; a network blip or a 5xx might. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof UnexpectedReplyError) return false;
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

/** 'Talk to Others': everyone but you (GET /api/users), newest first, a page at a time. */
export function usersOptions(q = '') {
  const search = q.trim();
  return infiniteQueryOptions({
    queryKey: search ? chatKeys.usersMatching(search) : chatKeys.users(),
    queryFn: async ({ pageParam, signal }) => {
      const page = await nonEmptyPage(
        pageParam,
        (cursor) => getArray<User>(chatUrl('/api/users', { q: search, limit: USERS_PAGE_SIZE, cursor }), signal),
        (read) => read.items.length === 0,
      );
      return { users: page.items, nextCursor: page.nextCursor };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: shouldRetry,
  });
}

/**
 * The person a chat is open with when neither the strip nor the chat list has them yet
 * (GET /api/users/:id); null when the server does not know that user.
 */
export function personOptions(userId: string) {
  return queryOptions({
    queryKey: chatKeys.person(userId),
    queryFn: async ({ signal }) => {
      try {
        const { data } = await apiRequestWithHeaders<PersonReply>(`/api/users/${encodeURIComponent(userId)}`, { signal });
        return data?.user?._id ? data.user : null;
      } catch (error) {
        if (error instanceof ApiError && error.status < 500) return null;
        throw error;
      }
    },
    retry: shouldRetry,
  });
}

/** 'Your Chats' (GET /api/messages): most recent first. Live messages keep it current in the cache. */
export function chatListOptions() {
  return queryOptions({
    queryKey: chatKeys.list(),
    queryFn: async ({ signal }) => (await getArray<ChatSummary>('/api/messages', signal)).items,
    // Live events keep it current only while /messages is open; every visit asks the server again.
    staleTime: JUST_READ_MS,
    retry: shouldRetry,
  });
}

/**
 * The messages between you and `userId`. The first page is the newest; each next page is OLDER
 * ('Load earlier messages'). Within a page the messages are oldest first.
 */
export function historyOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: chatKeys.history(userId),
    queryFn: async ({ pageParam, signal }): Promise<MessagePage> => {
      const url = chatUrl(`/api/messages/${encodeURIComponent(userId)}`, { limit: HISTORY_PAGE_SIZE, cursor: pageParam });
      const page = await getArray<Message>(url, signal);
      return { messages: page.items, nextCursor: page.nextCursor };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: JUST_READ_MS,
    retry: shouldRetry,
  });
}
