import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import type { PageQuery } from '@startupsetu/server-core/http/pagination';
import { listConnections } from '@startupsetu/server-core/repositories/connect-request-lists';
import { removeConnection } from '@startupsetu/server-core/repositories/connect-requests-repository';
import type { FastifyInstance } from 'fastify';
import { listConnectionsSchema, removeConnectionSchema } from './connect-schemas';

// Registered under /api/connects: the caller's connections.
export default async function connectionRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get<{ Querystring: PageQuery }>('/connections', { schema: listConnectionsSchema }, async (request) => {
    const page = await listConnections(db, requireUser(request).id, request.query);
    return { success: true, data: page.items, nextCursor: page.nextCursor };
  });

  // Either person may end it, for both; no one is told.
  app.delete<{ Params: { userId: string } }>('/connections/:userId', { schema: removeConnectionSchema }, async (request) => {
    await removeConnection(db, requireUser(request).id, request.params.userId);
    return { success: true, message: 'Connection removed' };
  });
}
