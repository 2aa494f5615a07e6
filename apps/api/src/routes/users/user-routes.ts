import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import { NEXT_CURSOR_HEADER } from '@startupsetu/server-core/http/pagination';
import { listPublicUsers } from '@startupsetu/server-core/repositories/users-repository';
import type { FastifyInstance } from 'fastify';
import { searchText, userListQuerystring, userViewSchema, type UserListQuery } from '../../schemas/users';

const listSchema = {
  summary: 'Everyone but the caller, to chat with; ?q= searches names and emails',
  description: 'The next page cursor, when there is one, is in the x-next-cursor header.',
  tags: ['Users'],
  querystring: userListQuerystring,
  response: { 200: { type: 'array', items: userViewSchema } },
} as const;

export default async function userRoutes(app: FastifyInstance) {
  const { db } = app;

  // The people to chat with: everyone but the caller. The spec reads a bare array, so the next
  // page's cursor travels in a header.
  app.get<{ Querystring: UserListQuery }>('/', { schema: listSchema }, async (request, reply) => {
    const { limit, cursor } = request.query;
    const page = await listPublicUsers(db, {
      excludeUserId: requireUser(request).id,
      limit,
      cursor,
      q: searchText(request.query),
      searchIn: 'name-and-email',
    });
    if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
    return page.items;
  });
}
