import { useEffect, useMemo, type ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { SkeletonList } from '../../../components/skeleton-list';
import { notificationsOptions } from '../api/notifications-queries';
import { notificationsOf } from '../notification-list';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { useMarkShownRead } from '../hooks/use-mark-shown-read';
import { NotificationItem } from './notification-item';
import '../notifications.css';
import { LoadMoreButton } from '../../../components/load-more-button';

/**
 * /Notification: your notifications, newest first; what is shown here becomes read. `settings`
 * (the route's) shows above the list: this device's notification settings.
 */
export function NotificationsPage({ settings }: { settings?: ReactNode }) {
  const list = useInfiniteQuery(notificationsOptions());
  const items = useMemo(() => notificationsOf(list.data?.pages), [list.data]);
  const newThisVisit = useMarkShownRead(items);
  useLiveNotifications();

  useEffect(() => {
    // Spec §8 only logs notification fetch errors.
    if (list.error) console.error('Notification fetch failed', list.error);
  }, [list.error]);

  let body;
  if (list.isPending) {
    body = <SkeletonList shape="row" count={5} />;
  } else if (!list.data) {
    body = (
      <div className="notifications-failure" role="alert">
        <p>Failed to load notifications.</p>
        <button type="button" onClick={() => void list.refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (items.length === 0) {
    body = <p className="notifications-message">No notifications found.</p>;
  } else {
    body = (
      <ul className="notification-list">
        {items.map((item) => (
          <NotificationItem key={item._id} notification={item} isNew={!item.isRead || newThisVisit.has(item._id)} />
        ))}
      </ul>
    );
  }

  return (
    <main className="page notifications-page">
      <h1>Notifications</h1>
      {settings}
      {body}
      {list.isFetchNextPageError && (
        <p className="form-error notifications-more-error" role="alert">
          Failed to load more notifications.
        </p>
      )}
      {list.hasNextPage && (
        <div className="notifications-more">
          <LoadMoreButton list={list} />
        </div>
      )}
    </main>
  );
}
