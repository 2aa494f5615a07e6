import { isForeignKeyViolation, isUniqueViolation } from '@startupsetu/server-core/db/constraint-errors';
import { HttpError } from '@startupsetu/server-core/errors';
import { postInternal } from '@startupsetu/server-core/http/internal-call';
import type { RealtimeEmitter } from '@startupsetu/server-core/realtime-emitter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createNotification,
  type NewNotification,
  type NotificationView,
} from '../routes/notifications/notifications-repository';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationDelivery;
  }
}

export const NOTIFICATION_EVENT = 'notification';

export interface NotificationDelivery {
  /**
   * Stores a notification and pushes it live (`notification`) to the recipient's sockets. Answers
   * undefined when it would be a second pending connect request from the same actor; a missing
   * recipient or actor is a 404.
   */
  deliver(notification: NewNotification): Promise<NotificationView | undefined>;
}

export type UserPush = Pick<RealtimeEmitter, 'toUser'>;

export interface NotificationDeliveryOptions {
  /** The api's emitter when both run in one process; without it, pushes go through the api over HTTP. */
  realtime?: RealtimeEmitter;
  apiUrl: string;
  internalSecret: string;
}

async function notificationDelivery(app: FastifyInstance, { realtime, apiUrl, internalSecret }: NotificationDeliveryOptions) {
  const push: UserPush = realtime ?? {
    toUser(userId, event, payload) {
      // A push that cannot be made loses nothing: the notification is stored and listed.
      postInternal({ baseUrl: apiUrl, path: '/internal/realtime', secret: internalSecret, body: { userId, event, payload } }).catch(
        (error: unknown) => app.log.warn({ err: error, userId, event }, 'could not push through the api'),
      );
    },
  };

  app.decorate('notifications', {
    async deliver(notification) {
      let created: NotificationView;
      try {
        created = await createNotification(app.db, notification);
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new HttpError(404, 'User not found');
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
      push.toUser(notification.userId, NOTIFICATION_EVENT, created);
      return created;
    },
  } satisfies NotificationDelivery);
}

export default fp(notificationDelivery, { name: 'startupsetu-notification-delivery', fastify: '5.x' });
