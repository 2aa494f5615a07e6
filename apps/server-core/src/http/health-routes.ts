import type { FastifyInstance } from 'fastify';
import { checkDatabase, type Database } from '../db/database';
import { errorBody } from '../errors';

export interface HealthRoutesOptions {
  db: Database;
}

const statusSchema = {
  type: 'object',
  properties: { status: { type: 'string' } },
} as const;

export default async function healthRoutes(app: FastifyInstance, { db }: HealthRoutesOptions) {
  app.get('/healthz', { schema: { response: { 200: statusSchema } } }, async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    try {
      await checkDatabase(db);
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return reply.code(503).send({ ...errorBody(503, 'Database is not reachable'), status: 'unavailable' });
    }
  });
}
