import { HttpError } from '@startupsetu/server-core/errors';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import { NEXT_CURSOR_HEADER, type PageQuery } from '@startupsetu/server-core/http/pagination';
import { findUserById, personVisible } from '@startupsetu/server-core/repositories/users-repository';
import type { FastifyInstance } from 'fastify';
import { isContentId } from '../../schemas/content';
import {
  conversationSchema,
  listChatsSchema,
  markReadSchema,
  sendMessageSchema,
  unreadCountSchema,
} from './message-schemas';
import { countUnreadMessages } from '@startupsetu/server-core/repositories/unread-counts';
import { haveExchangedMessages, listChats, listConversation, markConversationRead } from './messages-repository';
import { registerMessageSocketEvents } from './message-socket';
import { registerMessageRequestRoutes } from './message-request-routes';
import { sendMessage } from './send-message';

interface UserParams {
  userId: string;
}

// Registered under /api/messages. Lists are bare arrays (as the spec reads them), so the next
// page's cursor travels in the x-next-cursor header.
export default async function messageRoutes(app: FastifyInstance) {
  const { db } = app;
  registerMessageSocketEvents(app);
  registerMessageRequestRoutes(app);

  app.get<{ Querystring: PageQuery }>('/', { schema: listChatsSchema }, async (request, reply) => {
    const page = await listChats(db, requireUser(request).id, request.query);
    if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
    return page.items;
  });

  app.get('/unread-count', { schema: unreadCountSchema }, async (request) => {
    return { success: true, count: await countUnreadMessages(db, requireUser(request).id) };
  });

  // Only the caller's own pair is ever read: the query is always (caller, :userId).
  app.get<{ Params: UserParams; Querystring: PageQuery }>(
    '/:userId',
    { schema: conversationSchema },
    async (request, reply) => {
      const user = requireUser(request);
      const { userId } = request.params;
      if (!isContentId(userId)) throw new HttpError(404, 'User not found');
      // A deleted account's chat stays readable for the other party; someone out of the caller's
      // sight (DESIGN §6.3) is as unknown as no one.
      const other = await findUserById(db, userId);
      if (other ? !(await personVisible(db, user.id, userId)) : !(await haveExchangedMessages(db, user.id, userId))) {
        throw new HttpError(404, 'User not found');
      }
      const page = await listConversation(db, user.id, userId, request.query);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.items;
    },
  );

  app.put<{ Params: UserParams }>('/:userId/read', { schema: markReadSchema }, async (request) => {
    const { userId } = request.params;
    const updated = isContentId(userId) ? await markConversationRead(db, requireUser(request).id, userId) : 0;
    return { success: true, updated };
  });

  // The HTTP twin of the socket's sendMessage, for messages replayed from the offline queue.
  app.post('/', { schema: sendMessageSchema, config: { provenEmail: true } }, async (request, reply) => {
    const message = await sendMessage(app, requireUser(request).id, request.body, request.log);
    return reply.code(201).send({ success: true, message });
  });
}
