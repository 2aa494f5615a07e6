import { HttpError } from '@startupsetu/server-core/errors';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import type { PageQuery } from '@startupsetu/server-core/http/pagination';
import type { FastifyInstance } from 'fastify';
import { isContentId } from '../../schemas/content';
import { listMessageRequests } from './message-request-list';
import { decideMessageRequestSchema, listMessageRequestsSchema, type MessageRequestAction } from './message-request-schemas';
import { decideRequest } from './message-requests-repository';

export const NO_SUCH_REQUEST = 'No message request from this person';

/** GET /api/messages/requests and PUT /api/messages/requests/:userId (DESIGN §7.4), under /api/messages. */
export function registerMessageRequestRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get<{ Querystring: PageQuery }>('/requests', { schema: listMessageRequestsSchema }, async (request) => {
    const page = await listMessageRequests(db, requireUser(request).id, request.query);
    return { success: true, data: page.items, nextCursor: page.nextCursor };
  });

  app.put<{ Params: { userId: string }; Body: { action: MessageRequestAction } }>(
    '/requests/:userId',
    { schema: decideMessageRequestSchema },
    async (request) => {
      const { userId } = request.params;
      const status = request.body.action === 'accept' ? 'accepted' : 'ignored';
      // A decision may change: an ignored request can still be accepted, and the other way round.
      if (!isContentId(userId) || !(await decideRequest(db, requireUser(request).id, userId, status))) throw new HttpError(404, NO_SUCH_REQUEST);
      return { success: true, status };
    },
  );
}
