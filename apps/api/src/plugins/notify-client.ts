import type { NotificationType } from '@startupsetu/server-core/db/schema';
import { postInternal } from '@startupsetu/server-core/http/internal-call';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    notifyClient: NotifyClient;
  }
}

export interface NewNotification {
  userId: string;
  type: NotificationType;
  message: string;
  actorId: string | null;
  /** The app path the notification opens. */
  link?: string;
}

export interface NotifyClient {
  /** Asks notify to store and push a notification; rejects when notify cannot be reached or refuses. */
  createNotification(notification: NewNotification): Promise<void>;
}

export interface NotifyClientOptions {
  /** notify's base URL, or a function answering it when it is known only once notify listens. */
  notifyUrl: string | (() => string);
  internalSecret: string;
}

// Notifications belong to notify: api asks for them over notify's internal route.
async function notifyClientPlugin(app: FastifyInstance, { notifyUrl, internalSecret }: NotifyClientOptions) {
  const baseUrl = typeof notifyUrl === 'function' ? notifyUrl : () => notifyUrl;
  app.decorate('notifyClient', {
    async createNotification(notification) {
      await postInternal({ baseUrl: baseUrl(), path: '/internal/notifications', secret: internalSecret, body: notification });
    },
  } satisfies NotifyClient);
}

export default fp(notifyClientPlugin, { name: 'startupsetu-notify-client', fastify: '5.x' });
