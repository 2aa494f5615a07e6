import { HttpError } from '@startupsetu/server-core/errors';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import { NEXT_CURSOR_HEADER } from '@startupsetu/server-core/http/pagination';
import { connectionState, withConnectionStates } from '@startupsetu/server-core/repositories/connections-repository';
import { withVisibleContacts } from '@startupsetu/server-core/repositories/contact-visibility';
import { findUserById, listPublicUsers, personVisible, toPublicUserView } from '@startupsetu/server-core/repositories/users-repository';
import type { FastifyInstance } from 'fastify';
import { isContentId } from '../../schemas/content';
import { searchText, type UserListQuery } from '../../schemas/users';
import { suggestPeople } from './suggestions';
import { getPersonSchema, listSchema, suggestionsSchema, type PersonParams } from './user-schemas';

export default async function userRoutes(app: FastifyInstance) {
  const { db } = app;

  // The people to chat with: everyone but the caller, each email only where its owner shows it
  // (DESIGN §7.4); ?q= finds names, not emails, which would tell who has an account. The spec reads
  // a bare array, so the next page's cursor travels in a header.
  app.get<{ Querystring: UserListQuery }>('/', { schema: listSchema }, async (request, reply) => {
    const { limit, cursor } = request.query;
    const caller = requireUser(request);
    const page = await listPublicUsers(db, {
      excludeUserId: caller.id,
      limit,
      cursor,
      q: searchText(request.query),
      namesOnly: true,
      viewerId: caller.id,
    });
    if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
    return withVisibleContacts(db, caller.id, await withConnectionStates(db, caller.id, page.items));
  });

  app.get<{ Querystring: { limit: number; cursor?: string } }>(
    '/suggestions',
    { schema: suggestionsSchema },
    async (request) => {
      const page = await suggestPeople(db, requireUser(request).id, request.query);
      return { success: true, data: page.items, nextCursor: page.nextCursor };
    },
  );

  app.get<{ Params: PersonParams }>('/:userId', { schema: getPersonSchema }, async (request) => {
    const caller = requireUser(request);
    const { userId } = request.params;
    if (!isContentId(userId)) throw new HttpError(400, 'userId is not a user id', 'userId');
    // Someone out of the caller's sight (DESIGN §6.3) is as unknown as no one.
    const row = await findUserById(db, userId);
    if (!row || (userId !== caller.id && !(await personVisible(db, caller.id, userId)))) throw new HttpError(404, 'User not found');
    const state = userId === caller.id ? { connection: 'none' as const } : await connectionState(db, caller.id, userId);
    // Email and phone as their owner shows them to the caller (DESIGN §7.4).
    const [person] = await withVisibleContacts(db, caller.id, [{ ...toPublicUserView(row), ...state }]);
    return { success: true, user: person! };
  });
}
