import type { ServiceConfig } from '@startupsetu/server-core/config';
import type { Database } from '@startupsetu/server-core/db/database';
import authPlugin from '@startupsetu/server-core/http/auth-plugin';
import { createFastify } from '@startupsetu/server-core/http/create-fastify';
import healthRoutes from '@startupsetu/server-core/http/health-routes';
import idempotency from '@startupsetu/server-core/http/idempotency-plugin';
import openapi from '@startupsetu/server-core/http/openapi-plugin';
import metrics from '@startupsetu/server-core/metrics/metrics-plugin';
import { INTERNAL_PREFIX } from '@startupsetu/server-core/http/internal-auth';
import { serviceUrl } from '@startupsetu/server-core/http/internal-call';
import serviceContext from '@startupsetu/server-core/http/service-context';
import writeRateLimit from '@startupsetu/server-core/http/write-rate-limit';
import type { RealtimeEmitter } from '@startupsetu/server-core/realtime-emitter';
import type { FastifyInstance } from 'fastify';
import notificationDelivery from './plugins/notification-delivery';
import pushDelivery from './plugins/push-delivery';
import connectRoutes from './routes/connects/connect-routes';
import connectionRoutes from './routes/connects/connection-routes';
import requestRoutes from './routes/connects/request-routes';
import internalNotificationRoutes from './routes/internal/internal-notification-routes';
import notificationRoutes from './routes/notifications/notification-routes';
import pushRoutes from './routes/push/push-routes';

export interface BuildNotifyAppOptions {
  db: Database;
  config: ServiceConfig;
  logger?: boolean;
  /**
   * The api's emitter, when both run in one process (embedded mode). Without it, notifications are
   * pushed through Redis when REDIS_URL is set, else through the api's internal route at `apiUrl`.
   */
  realtime?: RealtimeEmitter;
  /** Default: API_URL, else API_PORT on loopback. */
  apiUrl?: string;
}

export async function buildNotifyApp({
  db,
  config,
  logger = false,
  realtime,
  apiUrl,
}: BuildNotifyAppOptions): Promise<FastifyInstance> {
  const app = createFastify({ logger, bodyTimeoutMs: config.bodyTimeoutMs });
  await app.register(metrics, { service: 'notify', token: config.metricsToken });

  await app.register(serviceContext, { db, config });
  await app.register(authPlugin, { db, jwtSecret: config.jwtSecret });
  await app.register(writeRateLimit, { max: config.writeRateLimit });
  await app.register(idempotency, { db });
  await app.register(pushDelivery);
  await app.register(notificationDelivery, {
    realtime,
    redisUrl: config.redisUrl,
    apiUrl: apiUrl ?? serviceUrl(config.apiUrl, config.apiPort),
    internalSecret: config.internalSecret,
  });

  await app.register(openapi, { title: 'StartupSetu notify API', description: 'Connect and ignite requests, and notifications.' });
  await app.register(healthRoutes, { db });
  await app.register(notificationRoutes, { prefix: '/api/Notifications' });
  await app.register(connectRoutes, { prefix: '/api/connects' });
  await app.register(requestRoutes, { prefix: '/api/connects' });
  await app.register(connectionRoutes, { prefix: '/api/connects' });
  await app.register(pushRoutes, { prefix: '/api/push' });
  await app.register(internalNotificationRoutes, { prefix: INTERNAL_PREFIX });
  return app;
}
