import type { PushKind } from '@startupsetu/server-core/contract/reply-types';
import type { Database } from '@startupsetu/server-core/db/database';
import type { NotificationType } from '@startupsetu/server-core/db/schema';
import type { QueuedPush } from '@startupsetu/server-core/push/push-queue';
import { countUnreadMessages, countUnreadNotifications } from '@startupsetu/server-core/repositories/unread-counts';
import type { NotificationView } from '../routes/notifications/notifications-repository';

// The push of a notification: what the worker shows for it, offline, with nothing to fetch.

/** The notification types a push is sent for: the preference it belongs to, and its title. */
const PUSHED: Partial<Record<NotificationType, { kind: PushKind; title: string }>> = {
  ignite: { kind: 'ignites', title: 'New ignite' },
  connect: { kind: 'connections', title: 'New connection request' },
  connect_accepted: { kind: 'connections', title: 'Connection accepted' },
  comment: { kind: 'comments', title: 'New comment' },
};

const DAY_S = 24 * 60 * 60;

/** Undefined for a type this server does not push. */
export async function notificationPush(db: Database, userId: string, notification: NotificationView): Promise<QueuedPush | undefined> {
  const pushed = PUSHED[notification.type];
  if (!pushed) return undefined;
  const { kind, title } = pushed;
  const [notifications, messages] = await Promise.all([countUnreadNotifications(db, userId), countUnreadMessages(db, userId)]);
  return {
    userId,
    kind,
    payload: {
      title,
      body: notification.message,
      url: notification.link ?? '/Notification',
      tag: `notification-${notification._id}`,
      badge: notifications + messages,
    },
    // A request waits on an answer: it is worth waking the phone for, and keeping a week.
    urgency: kind === 'comments' ? 'normal' : 'high',
    ttl: kind === 'comments' ? DAY_S : 7 * DAY_S,
  };
}
