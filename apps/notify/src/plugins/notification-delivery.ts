import { isForeignKeyViolation } from '@startupsetu/server-core/db/constraint-errors';
import { HttpError } from '@startupsetu/server-core/errors';
import { postInternal } from '@startupsetu/server-core/http/internal-call';
import { createRealtimeEmitter, type RealtimeEmitter } from '@startupsetu/server-core/realtime-emitter';
import { blockBetween } from '@startupsetu/server-core/repositories/blocks-repository';
import { closeRedis, connectRedis } from '@startupsetu/server-core/redis-connection';
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

export interface NotificationDelivery {
  /**
   * Stores a notification and pushes it live (`notification`) to the recipient's sockets, as the
   * list shows it (with its actor and request status); a missing recipient or actor is a 404.
   * Nothing is stored or pushed (null) while a block stands between the actor and the recipient.
   */
  deliver(notification: NewNotification): Promise<NotificationView | null>;
}

export type UserPush = Pick<RealtimeEmitter, 'toUser'>;

export interface NotificationDeliveryOptions {
  /** The api's emitter when both run in one process; it wins over the other two ways. */
  realtime?: RealtimeEmitter;
  /** Pushes go through Redis to every api instance's sockets (scaled mode). */
  redisUrl?: string;
  /** Without either of the above, pushes go through this api's internal route over HTTP. */
  apiUrl: string;
  internalSecret: string;
}

async function notificationDelivery(app: FastifyInstance, opts: NotificationDeliveryOptions) {
  const push = opts.realtime ?? (opts.redisUrl ? await redisPush(app, opts.redisUrl) : httpPush(app, opts));

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
      push.toUser(notification.userId, NOTIFICATION_EVENT, created);
      await queuePush(app, notification.userId, created);
      return created;
    },
  } satisfies NotificationDelivery);
}

/** The notification's push to the recipient's browsers; one that cannot be queued loses nothing of the notification. */
async function queuePush(app: FastifyInstance, userId: string, notification: NotificationView): Promise<void> {
  try {
    if ((await queueNotificationPush(app.db, userId, notification)) > 0) void app.pushes.flush();
  } catch (error) {
    app.log.warn({ err: error, userId }, 'could not queue the push of a notification');
  }
}

// socket.io's Redis emitter publishes on the channels the api instances' Redis adapter listens to,
// so a push reaches the user's sockets whichever instance holds them. The client and emitter load
// only here: a process without Redis (`npm start`) starts faster.
async function redisPush(app: FastifyInstance, url: string): Promise<UserPush> {
  const [{ Emitter }, { createClient }] = await Promise.all([import('@socket.io/redis-emitter'), import('redis')]);
  const client = await connectRedis(url, (socket) => createClient({ url, socket }), app.log);
  app.addHook('onClose', () => closeRedis(client));
  return createRealtimeEmitter(new Emitter(client));
}

function httpPush(app: FastifyInstance, { apiUrl, internalSecret }: NotificationDeliveryOptions): UserPush {
  return {
    toUser(userId, event, payload) {
      // A push that cannot be made loses nothing: the notification is stored and listed.
      postInternal({ baseUrl: apiUrl, path: '/internal/realtime', secret: internalSecret, body: { userId, event, payload } }).catch(
        (error: unknown) => app.log.warn({ err: error, userId, event }, 'could not push through the api'),
      );
    },
  };
}

export default fp(notificationDelivery, { name: 'startupsetu-notification-delivery', fastify: '5.x' });
