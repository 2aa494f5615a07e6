import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime';
import { getSession } from '../../../lib/session';
import { unreadCountKeys, unreadCountOptions, type UnreadKind } from '../../../entities/notification/unread-counts';

/**
 * The sidebar's unread counts, asked again whenever something may have changed them: a message to
 * you, a notification, a dropped connection (RealtimeProvider). Screens that mark things read
 * invalidate them too.
 */
export function useUnreadCounts(): Record<UnreadKind, number> {
  const queryClient = useQueryClient();
  const me = getSession()?.userId;
  const messages = useQuery(unreadCountOptions('messages'));
  const notifications = useQuery(unreadCountOptions('notifications'));
  const refresh = (kind: UnreadKind) => void queryClient.invalidateQueries({ queryKey: unreadCountKeys[kind] });

  useRealtimeEvent('receiveMessage', (message) => {
    // Your own messages come back to you too; they never add to your unread count.
    if (message?.senderId !== me) refresh('messages');
  });
  useRealtimeEvent('notification', () => refresh('notifications'));

  return { messages: messages.data ?? 0, notifications: notifications.data ?? 0 };
}
