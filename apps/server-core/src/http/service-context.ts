import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServiceConfig } from '../config';
import type { Database } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: ServiceConfig;
  }
}

export interface ServiceContextOptions {
  db: Database;
  config: ServiceConfig;
}

// Routes reach the database and configuration through the instance. The database belongs to
// whoever opened it (server.ts or the gateway's embedded mode), so closing the app leaves it open.
async function serviceContext(app: FastifyInstance, { db, config }: ServiceContextOptions) {
  app.decorate('db', db);
  app.decorate('config', config);
}

export default fp(serviceContext, { name: 'startupsetu-service-context', fastify: '5.x' });
