import type { Database } from '@startupsetu/server-core/db/database';
import { createNotifications, type NewNotification } from '@startupsetu/server-core/repositories/notification-rows';
import { markNotificationsRead } from '@startupsetu/notify/routes/notifications/notifications-repository';
import { writeInBatches, type Progress } from './batches';

/** The heavy user's notifications left unread (the rest were read). */
export const UNREAD_NOTIFICATIONS = 20;

/**
 * Notification `index` of `count`: the first half are the heavy user's, the rest go to other
 * people in turn; each is a comment notification from someone else, worded as notify words it.
 */
export function notificationAt(userIds: readonly string[], count: number, index: number): NewNotification {
  const heavyCount = Math.ceil(count / 2);
  const others = Math.max(1, userIds.length - 1);
  const userIndex = index < heavyCount ? 0 : 1 + (index % others);
  const actorIndex = userIndex === 0 ? 1 + (index % others) : 0;
  return {
    userId: userIds[Math.min(userIndex, userIds.length - 1)]!,
    type: 'comment',
    message: `Someone commented on your video (load ${index})`,
    actorId: userIds.length > 1 ? userIds[actorIndex]! : null,
    link: '/dashboard',
  };
}

/** Writes `count` notifications in order; the heavy user has read all but their last few. */
export async function seedNotifications(db: Database, userIds: readonly string[], count: number, progress?: Progress): Promise<void> {
  if (count === 0) return;
  const heavyCount = Math.ceil(count / 2);
  const readUpTo = Math.max(0, heavyCount - UNREAD_NOTIFICATIONS);
  const write = (first: number, last: number) =>
    writeInBatches(
      db,
      'notifications',
      last - first,
      async (trx, from, to) => {
        await createNotifications(trx, Array.from({ length: to - from }, (_, i) => notificationAt(userIds, count, first + from + i)));
      },
      progress && ((phase, done) => progress(phase, first + done, count)),
    );
  await write(0, readUpTo);
  await markNotificationsRead(db, userIds[0]!);
  await write(readUpTo, count);
}
