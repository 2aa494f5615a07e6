import type { Notification } from '../api/notification-types';
import { notificationTime } from '../notification-list';

/** One notification: its message, when it came, and 'New' while it was unread (spec §2). */
export function NotificationItem({ notification, isNew }: { notification: Notification; isNew: boolean }) {
  const classes = ['notification-item', `notification-${notification.type}`];
  if (notification.type === 'ignite') classes.push('notification-accent');
  if (isNew) classes.push('notification-new');

  return (
    <li className={classes.join(' ')} data-type={notification.type}>
      <p className="notification-message">{notification.message}</p>
      <div className="notification-meta">
        <time dateTime={notification.createdAt}>{notificationTime(notification.createdAt)}</time>
        {isNew && <span className="notification-badge">New</span>}
      </div>
    </li>
  );
}
