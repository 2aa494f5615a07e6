import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createInProcessBus } from './in-process-bus';
import type { NotificationBus } from './notification-bus';
import { connectRedisBus } from './redis-bus';

declare module 'fastify' {
  interface FastifyInstance {
    bus: NotificationBus;
  }
}

export interface BusPluginOptions {
  /** The bus shared with the other service of this process (embedded mode); its owner closes it. */
  bus?: NotificationBus;
  /** Without a shared bus: Redis when set (scaled mode), else a bus of this process alone. */
  redisUrl?: string;
}

async function busPlugin(app: FastifyInstance, { bus, redisUrl }: BusPluginOptions) {
  if (bus) {
    app.decorate('bus', bus);
    return;
  }
  const own = redisUrl ? await connectRedisBus(redisUrl, app.log) : createInProcessBus({ log: app.log });
  app.decorate('bus', own);
  app.addHook('onClose', () => own.close());
}

export default fp(busPlugin, { name: 'startupsetu-bus', fastify: '5.x' });
