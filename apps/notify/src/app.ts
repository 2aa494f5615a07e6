import type { ServiceConfig } from '@startupsetu/server-core/config';
import type { Database } from '@startupsetu/server-core/db/database';
import authPlugin from '@startupsetu/server-core/http/auth-plugin';
import { createFastify } from '@startupsetu/server-core/http/create-fastify';
import healthRoutes from '@startupsetu/server-core/http/health-routes';
import serviceContext from '@startupsetu/server-core/http/service-context';
import type { FastifyInstance } from 'fastify';
import notificationRoutes from './routes/notifications/notification-routes';

export interface BuildNotifyAppOptions {
  db: Database;
  config: ServiceConfig;
  logger?: boolean;
}

export async function buildNotifyApp({ db, config, logger = false }: BuildNotifyAppOptions): Promise<FastifyInstance> {
  const app = createFastify({ logger });

  await app.register(serviceContext, { db, config });
  await app.register(authPlugin, { db, jwtSecret: config.jwtSecret });

  await app.register(healthRoutes, { db });
  await app.register(notificationRoutes, { prefix: '/api/Notifications' });
  return app;
}
