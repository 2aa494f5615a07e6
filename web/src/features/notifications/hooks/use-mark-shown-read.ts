import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { markNotificationsRead } from '../api/notifications-api';
import { notificationKeys } from '../../../entities/notification/notification-keys';
import type { Notification, NotificationPage } from '../api/notification-types';
import { idsToMarkRead, markReadInCache } from '../notification-list';

/**
 * What the page has shown becomes read once it is on screen (DESIGN §2). The 'New' badges stay for
 * the rest of this visit: the returned set holds every id that was unread when shown.
 */
export function useMarkShownRead(shown: readonly Notification[]): ReadonlySet<string> {
  const queryClient = useQueryClient();
  const requested = useRef(new Set<string>());
  const [newThisVisit, setNewThisVisit] = useState<ReadonlySet<string>>(() => new Set());

  const { mutate } = useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (_reply, ids) => {
      queryClient.setQueryData<InfiniteData<NotificationPage>>(notificationKeys.list(), (data) => markReadInCache(data, ids));
    },
    // Spec §8 only logs notification errors; the items stay unread on the server and show 'New' next time.
    onError: (error) => console.error('Marking notifications read failed', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount() }),
  });

  // An effect runs after the list has been committed to the screen, which is the point of "shown".
  useEffect(() => {
    const ids = idsToMarkRead(shown, requested.current);
    if (ids.length === 0) return;
    for (const id of ids) requested.current.add(id);
    setNewThisVisit((current) => new Set([...current, ...ids]));
    mutate(ids);
  }, [shown, mutate]);

  return newThisVisit;
}
