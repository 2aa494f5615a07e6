import type { UnreadCountReply } from '@startupsetu/server-core/contract/reply-types';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { chatKeys } from '../message/chat-keys';
import { notificationKeys } from './notification-keys';

// The sidebar's two unread badges. The keys sit under the chat and notifications features' own
// prefixes, so invalidating ['chat'] or ['notifications'] refreshes the badge as well.
export const unreadCountKeys = {
  messages: chatKeys.unreadCount(),
  notifications: notificationKeys.unreadCount(),
};

export type UnreadKind = keyof typeof unreadCountKeys;

const PATHS: Record<UnreadKind, string> = {
  messages: '/api/messages/unread-count',
  notifications: '/api/Notifications/unread-count',
};

/** A reply's count, or 0 when it has none worth showing. */
export function countOf(reply: unknown): number {
  const count = reply && typeof reply === 'object' ? (reply as { count?: unknown }).count : undefined;
  return typeof count === 'number' && Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

export function unreadCountOptions(kind: UnreadKind) {
  return queryOptions({
    queryKey: unreadCountKeys[kind],
    queryFn: async ({ signal }) => countOf(await apiRequest<UnreadCountReply>(PATHS[kind], { signal })),
  });
}

/**
 * What a badge shows: nothing at 0, the count, or '99+' beyond two digits (the server counts
 * unread messages and notifications only up to 100, which means 100 or more).
 */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
