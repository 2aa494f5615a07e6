import { isForeignKeyViolation } from '@startupsetu/server-core/db/constraint-errors';
import { HttpError } from '@startupsetu/server-core/errors';
import type { Unsubscribe } from '@startupsetu/server-core/bus/notification-bus';
import { blockBetween } from '@startupsetu/server-core/repositories/blocks-repository';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createNotification, type NewNotification } from '@startupsetu/server-core/repositories/notification-rows';
import { findNotification, type NotificationView } from '../routes/notifications/notifications-repository';
import { queueNotificationPush } from '../push/notification-push';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationDelivery;
  }
}

export const NOTIFICATION_EVENT = 'notification';

/** A path of this app: one leading '/', never '//host', at most 500 characters, no NUL. */
const isAppPath = (link: string) => link.startsWith('/') && !link.startsWith('//') && link.length <= 500 && !link.includes('\0');

export interface NotificationDelivery {
  /**
   * Stores a notification and pushes it live (`notification`) to the recipient's sockets, as the
   * list shows it (with its actor and request status); a missing recipient or actor is a 404.
   * Nothing is stored or pushed (null) while a block stands between the actor and the recipient.
   */
  deliver(notification: NewNotification): Promise<NotificationView | null>;
}

async function notificationDelivery(app: FastifyInstance) {
  app.decorate('notifications', {
    async deliver(notification) {
      if (notification.actorId && (await blockBetween(app.db, notification.userId, notification.actorId))) return null;
      let id: string;
      try {
        ({ _id: id } = await createNotification(app.db, notification));
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new HttpError(404, 'User not found');
        throw error;
      }
      const created = await findNotification(app.db, id);
      if (!created) throw new HttpError(404, 'User not found');
      // To the recipient's sockets, on whichever api instance holds them. One that cannot be
      // reached loses nothing: the notification is stored, listed and caught up on at connect.
      await app.bus
        .publish('user.event', { userId: notification.userId, event: NOTIFICATION_EVENT, payload: created })
        .catch((error: unknown) => app.log.warn({ err: error, userId: notification.userId }, 'could not push a notification live'));
      await queuePush(app, notification.userId, created);
      return created;
    },
  } satisfies NotificationDelivery);

  // The notifications the api asks for (a comment, a report's acknowledgement, a decision). A link
  // that is not an app path (`//host`, `https://…`) would take the reader off the app: refused.
  let stopHandling: Unsubscribe | undefined;
  app.addHook('onReady', async () => {
    stopHandling = await app.bus.handle('notification.requested', async (request) => {
      if (request.link !== undefined && !isAppPath(request.link)) throw new HttpError(400, 'A notification link must be an app path');
      await app.notifications.deliver(request);
    });
  });
  app.addHook('preClose', async () => stopHandling?.());
}

/** The notification's push to the recipient's browsers; one that cannot be queued loses nothing of the notification. */
async function queuePush(app: FastifyInstance, userId: string, notification: NotificationView): Promise<void> {
  try {
    if ((await queueNotificationPush(app.db, userId, notification)) > 0) void app.pushes.flush();
  } catch (error) {
    app.log.warn({ err: error, userId }, 'could not queue the push of a notification');
  }
}

export default fp(notificationDelivery, { name: 'startupsetu-notification-delivery', fastify: '5.x', dependencies: ['startupsetu-bus', 'startupsetu-push-delivery'] });
