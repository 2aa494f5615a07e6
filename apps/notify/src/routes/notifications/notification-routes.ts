import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import { NEXT_CURSOR_HEADER, pageQueryProperties, type PageQuery } from '@startupsetu/server-core/http/pagination';
import { COUNT_DESCRIPTION } from '@startupsetu/server-core/repositories/capped-count';
import type { FastifyInstance } from 'fastify';
import { notificationSchema } from '@startupsetu/server-core/contract/notification-schemas';
import { unreadCountReplySchema, updatedReplySchema } from '@startupsetu/server-core/contract/status-replies';
import { countUnreadNotifications } from '@startupsetu/server-core/repositories/unread-counts';
import { listNotifications, markNotificationsRead } from './notifications-repository';

const listSchema = {
  summary: "The caller's notifications, newest first",
  description: 'The next page cursor, when there is one, is in the x-next-cursor header.',
  tags: ['Notifications'],
  querystring: {
    type: 'object',
    properties: pageQueryProperties,
  },
  response: {
    200: { type: 'array', items: notificationSchema },
  },
} as const;

const unreadCountSchema = {
  summary: "How many of the caller's notifications are unread",
  description: `Counts unread notifications from no one or from people the caller may see. ${COUNT_DESCRIPTION}`,
  tags: ['Notifications'],
  response: { 200: unreadCountReplySchema },
} as const;

const MAX_IDS = 500;

const markReadSchema = {
  summary: "Mark the caller's notifications read: the given ids, or all without ids",
  tags: ['Notifications'],
  body: {
    type: 'object',
    properties: {
      ids: { type: 'array', maxItems: MAX_IDS, items: { type: 'string', maxLength: 64, pattern: '^[^\\u0000]*$' } },
    },
  },
  response: { 200: updatedReplySchema },
} as const;

// Registered under /api/Notifications.
export default async function notificationRoutes(app: FastifyInstance) {
  const { db } = app;

  // The spec reads a bare array, so the next page's cursor travels in a header.
  app.get<{ Querystring: PageQuery }>('/', { schema: listSchema }, async (request, reply) => {
    const { limit, cursor } = request.query;
    const page = await listNotifications(db, requireUser(request).id, { limit, cursor });
    if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
    return page.items;
  });

  app.get('/unread-count', { schema: unreadCountSchema }, async (request) => {
    return { success: true, count: await countUnreadNotifications(db, requireUser(request).id) };
  });

  // No body (or no ids) marks all of the caller's notifications; ids only ever match the caller's.
  app.put<{ Body: { ids?: string[] } | undefined }>(
    '/read',
    { schema: markReadSchema, preValidation: emptyBodyAsObject },
    async (request) => {
      const updated = await markNotificationsRead(db, requireUser(request).id, request.body?.ids);
      return { success: true, updated };
    },
  );
}

// A PUT sent without a body still has to pass the body schema.
async function emptyBodyAsObject(request: { body: unknown }) {
  if (request.body === undefined || request.body === null) request.body = {};
}
