import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import { NEXT_CURSOR_HEADER, pageQueryProperties, type PageQuery } from '@startupsetu/server-core/http/pagination';
import type { FastifyInstance } from 'fastify';
import { listNotifications } from './notifications-repository';

const listSchema = {
  querystring: {
    type: 'object',
    properties: pageQueryProperties,
  },
  response: {
    200: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          _id: { type: 'string' },
          type: { type: 'string' },
          message: { type: 'string' },
          isRead: { type: 'boolean' },
          actorId: { type: ['string', 'null'] },
          createdAt: { type: 'string' },
        },
      },
    },
  },
} as const;

export default async function notificationRoutes(app: FastifyInstance) {
  const { db } = app;

  // The spec reads a bare array, so the next page's cursor travels in a header.
  app.get<{ Querystring: PageQuery }>('/', { schema: listSchema }, async (request, reply) => {
    const { limit, cursor } = request.query;
    const page = await listNotifications(db, requireUser(request).id, { limit, cursor });
    if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
    return page.items;
  });
}
