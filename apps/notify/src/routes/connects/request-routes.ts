import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import type { PageQuery } from '@startupsetu/server-core/http/pagination';
import { listConnectRequests, type RequestBox } from '@startupsetu/server-core/repositories/connect-request-lists';
import { answerConnectRequest, withdrawConnectRequest } from '@startupsetu/server-core/repositories/connect-requests-repository';
import type { FastifyInstance } from 'fastify';
import { tellRequesterAccepted } from './connect-notifications';
import { answerRequestSchema, listRequestsSchema, withdrawRequestSchema } from './connect-schemas';

// Registered under /api/connects: the pending requests of the Network page and their answers.
export default async function requestRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get<{ Querystring: PageQuery & { box: RequestBox } }>('/requests', { schema: listRequestsSchema }, async (request) => {
    const { box, limit, cursor } = request.query;
    const page = await listConnectRequests(db, requireUser(request).id, box, { limit, cursor });
    return { success: true, data: page.items, nextCursor: page.nextCursor };
  });

  // Only the person asked answers; accepting tells the requester live, declining tells nobody.
  app.put<{ Params: { id: string }; Body: { action: 'accept' | 'decline' } }>(
    '/requests/:id',
    { schema: answerRequestSchema },
    async (request) => {
      const { action } = request.body;
      const answered = await answerConnectRequest(db, { requestId: request.params.id, userId: requireUser(request).id, action });
      if (action === 'decline') return { success: true, message: 'Request declined', request: answered.request };
      await tellRequesterAccepted(app, answered.request);
      return { success: true, message: 'Request accepted', ...answered };
    },
  );

  app.delete<{ Params: { id: string } }>('/requests/:id', { schema: withdrawRequestSchema }, async (request) => {
    const withdrawn = await withdrawConnectRequest(db, { requestId: request.params.id, userId: requireUser(request).id });
    return { success: true, message: 'Request withdrawn', request: withdrawn };
  });
}
