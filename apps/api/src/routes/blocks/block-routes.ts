import { HttpError } from '@startupsetu/server-core/errors';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import type { PageQuery } from '@startupsetu/server-core/http/pagination';
import { blockUser, listBlocks, unblockUser } from '@startupsetu/server-core/repositories/blocks-repository';
import type { FastifyInstance } from 'fastify';
import { socketUser } from '../../plugins/realtime';
import { bringSocketsBack, joinBlockRooms, keepSocketsApart } from './block-rooms';
import { blockSchema, listBlocksSchema, unblockSchema, type BlockBody } from './block-schemas';

/** Sent to both people when a block ends their connection, so their open Network pages update. */
export const CONNECTION_REMOVED_EVENT = 'connectionRemoved';

// POST /api/blocks, DELETE /api/blocks/:userId and GET /api/blocks (DESIGN §6.3); registered under /api.
export default async function blockRoutes(app: FastifyInstance) {
  const { db } = app;

  app.io.on('connection', (socket) => {
    const userId = socketUser(socket).id;
    joinBlockRooms(db, socket, userId).catch((error: unknown) =>
      app.log.warn({ err: error, userId }, 'could not read the blocks of a new socket'),
    );
  });

  app.post<{ Body: BlockBody }>('/blocks', { schema: blockSchema }, async (request, reply) => {
    const me = requireUser(request);
    const { userId } = request.body;
    const outcome = await blockUser(db, me.id, userId);
    keepSocketsApart(app.io, me.id, userId);
    if (outcome.connectionEnded) {
      app.realtime.toUser(me.id, CONNECTION_REMOVED_EVENT, { userId });
      app.realtime.toUser(userId, CONNECTION_REMOVED_EVENT, { userId: me.id });
    }
    return reply
      .code(outcome.created ? 201 : 200)
      .send({ success: true, message: outcome.created ? 'Blocked' : 'Already blocked', block: outcome.block });
  });

  app.delete<{ Params: { userId: string } }>('/blocks/:userId', { schema: unblockSchema }, async (request) => {
    const me = requireUser(request);
    if (!(await unblockUser(db, me.id, request.params.userId))) {
      throw new HttpError(404, 'You have not blocked this person');
    }
    await bringSocketsBack(app, me.id, request.params.userId);
    return { success: true, message: 'Unblocked' };
  });

  app.get<{ Querystring: PageQuery }>('/blocks', { schema: listBlocksSchema }, async (request) => {
    const page = await listBlocks(db, requireUser(request).id, request.query);
    return { success: true, data: page.items, nextCursor: page.nextCursor };
  });
}
