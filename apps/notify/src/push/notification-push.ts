import type { PushKind } from '@startupsetu/server-core/contract/reply-types';
import type { Database } from '@startupsetu/server-core/db/database';
import type { NotificationType } from '@startupsetu/server-core/db/schema';
import { DAY_S, enqueuePush } from '@startupsetu/server-core/push/push-queue';
import { countUnread } from '@startupsetu/server-core/repositories/unread-counts';
import type { NotificationView } from '../routes/notifications/notifications-repository';

// The push of a notification: what the worker shows for it, offline, with nothing to fetch.

/** The notification types a push is sent for: the preference it belongs to, and its title. */
const PUSHED: Partial<Record<NotificationType, { kind: PushKind; title: string }>> = {
  ignite: { kind: 'ignites', title: 'New ignite' },
  connect: { kind: 'connections', title: 'New connection request' },
  connect_accepted: { kind: 'connections', title: 'Connection accepted' },
  comment: { kind: 'comments', title: 'New comment' },
  application_received: { kind: 'applications', title: 'New application' },
  application_status: { kind: 'applications', title: 'Application update' },
  application_withdrawn: { kind: 'applications', title: 'Application withdrawn' },
  job_alert: { kind: 'jobAlerts', title: 'New jobs for you' },
};

/** Kinds that wait on nobody's answer: no need to wake the phone, and a day is long enough to keep them. */
const UNHURRIED: ReadonlySet<PushKind> = new Set(['comments', 'jobAlerts']);

/** Queues the notification's push to the recipient's browsers, for the types this server pushes. */
export async function queueNotificationPush(db: Database, userId: string, notification: NotificationView): Promise<number> {
  const pushed = PUSHED[notification.type];
  if (!pushed) return 0;
  const { kind, title } = pushed;
  return enqueuePush(db, { userId, kind }, async () => ({
    payload: {
      title,
      body: notification.message,
      url: notification.link ?? '/Notification',
      tag: `notification-${notification._id}`,
      badge: await countUnread(db, userId),
    },
    // A request waits on an answer: it is worth waking the phone for, and keeping a week.
    urgency: UNHURRIED.has(kind) ? 'normal' : 'high',
    ttl: UNHURRIED.has(kind) ? DAY_S : 7 * DAY_S,
  }));
}
