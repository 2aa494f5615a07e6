import type { ServiceConfig } from '@startupsetu/server-core/config';
import type { Database } from '@startupsetu/server-core/db/database';
import authPlugin from '@startupsetu/server-core/http/auth-plugin';
import { createFastify } from '@startupsetu/server-core/http/create-fastify';
import healthRoutes from '@startupsetu/server-core/http/health-routes';
import idempotency from '@startupsetu/server-core/http/idempotency-plugin';
import openapi from '@startupsetu/server-core/http/openapi-plugin';
import metrics from '@startupsetu/server-core/metrics/metrics-plugin';
import serviceContext from '@startupsetu/server-core/http/service-context';
import writeRateLimit from '@startupsetu/server-core/http/write-rate-limit';
import bus from '@startupsetu/server-core/bus/bus-plugin';
import type { NotificationBus } from '@startupsetu/server-core/bus/notification-bus';
import type { FastifyInstance } from 'fastify';
import notificationDelivery from './plugins/notification-delivery';
import pushDelivery from './plugins/push-delivery';
import connectRoutes from './routes/connects/connect-routes';
import connectionRoutes from './routes/connects/connection-routes';
import requestRoutes from './routes/connects/request-routes';
import notificationRoutes from './routes/notifications/notification-routes';
import pushRoutes from './routes/push/push-routes';

export interface BuildNotifyAppOptions {
  db: Database;
  config: ServiceConfig;
  logger?: boolean;
  /**
   * How notify hears from the api and reaches its sockets: the bus the api of this process shares
   * (embedded mode); without one, Redis when REDIS_URL is set, else a bus of this process alone.
   */
  bus?: NotificationBus;
}

export async function buildNotifyApp({ db, config, logger = false, bus: sharedBus }: BuildNotifyAppOptions): Promise<FastifyInstance> {
  const app = createFastify({ logger, bodyTimeoutMs: config.bodyTimeoutMs });
  await app.register(metrics, { service: 'notify', token: config.metricsToken });

  await app.register(serviceContext, { db, config });
  await app.register(authPlugin, { db, jwtSecret: config.jwtSecret });
  await app.register(writeRateLimit, { max: config.writeRateLimit });
  await app.register(idempotency, { db });
  await app.register(bus, { bus: sharedBus, redisUrl: config.redisUrl });
  await app.register(pushDelivery);
  await app.register(notificationDelivery);

  await app.register(openapi, { title: 'StartupSetu notify API', description: 'Connect and ignite requests, and notifications.' });
  await app.register(healthRoutes, { db });
  await app.register(notificationRoutes, { prefix: '/api/Notifications' });
  await app.register(connectRoutes, { prefix: '/api/connects' });
  await app.register(requestRoutes, { prefix: '/api/connects' });
  await app.register(connectionRoutes, { prefix: '/api/connects' });
  await app.register(pushRoutes, { prefix: '/api/push' });
  return app;
}
