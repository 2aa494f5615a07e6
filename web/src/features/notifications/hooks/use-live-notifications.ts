import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime';
import { notificationKeys } from '../../../entities/notification/notification-keys';
import type { NotificationPage } from '../api/notification-types';
import { isNotification, prependNotification } from '../notification-list';

/**
 * A `notification` pushed by the server goes to the top of the list on screen. (RealtimeProvider
 * fetches the list again after a dropped connection, since pushes may have been missed.)
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('notification', (payload) => {
    if (!isNotification(payload)) return;
    const notification = { ...payload, isRead: payload.isRead === true };
    queryClient.setQueryData<InfiniteData<NotificationPage>>(notificationKeys.list(), (data) =>
      prependNotification(data, notification),
    );
  });
}
