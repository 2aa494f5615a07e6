import { HttpError } from '@startupsetu/server-core/errors';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import type { PageQuery } from '@startupsetu/server-core/http/pagination';
import type { FastifyInstance } from 'fastify';
import { eventArguments, withinBudget } from '../../plugins/realtime';
import { isContentId } from '../../schemas/content';
import { trimBodyFields } from '../../schemas/text-fields';
import { videoVisible } from '../videos/videos-repository';
import { toVideoWatchersApartFromBlocked } from '../blocks/block-rooms';
import { notifyVideoOwner } from './comment-notification';
import { afterContentDeleted, DELETED_REPLY, requireOwner } from '../../content/own-content';
import { addCommentSchema, deleteCommentSchema, listCommentsSchema, type VideoCommentBody } from './comment-schemas';
import {
  deleteVideoComment,
  findCommentOwnership,
  insertVideoComment,
  listVideoComments,
  videoCommentsReadable,
} from './comments-repository';
import { registerWatchVideosEvent } from './watch-videos';

export const NEW_COMMENT_EVENT = 'newComment';
export const SEND_COMMENT_EVENT = 'sendComment';

// Registered under /api.
export default async function commentRoutes(app: FastifyInstance) {
  const { db } = app;

  // Clients still announce their comments (`sendComment { videoId }`); the server already told
  // everyone once the comment was stored, so the event is only acknowledged. It writes nothing, so
  // it counts as a subscription: as a write it would cost an old client two writes per comment.
  app.io.on('connection', (socket) => {
    socket.on(SEND_COMMENT_EVENT, (...args: unknown[]) => {
      const { reply } = eventArguments(args);
      withinBudget(app, socket, 'subscription', reply).then(
        (allowed) => {
          if (allowed) reply({ ok: true });
        },
        (error: unknown) => {
          app.log.warn({ err: error }, 'sendComment failed');
          reply({ ok: false, message: 'Could not acknowledge the comment' });
        },
      );
    });
  });
  registerWatchVideosEvent(app);

  // Readable without a token; a valid token still identifies the caller. A reader blocked either
  // way by the video's owner gets what a signed-out reader gets (DESIGN §7.2), without the comments
  // of anyone they are blocked with: a 404 would tell them of the block, and signed out they could
  // read the same.
  app.get<{ Params: { videoId: string }; Querystring: PageQuery }>(
    '/commentget/:videoId',
    { schema: listCommentsSchema, config: { public: true } },
    async (request) => {
      const { videoId } = request.params;
      const viewerId = request.user?.id;
      if (!isContentId(videoId) || !(await videoCommentsReadable(db, videoId, viewerId))) throw new HttpError(404, 'Video not found');
      const page = await listVideoComments(db, videoId, { ...request.query, viewerId });
      return { success: true, comments: page.items, nextCursor: page.nextCursor };
    },
  );

  app.post<{ Body: VideoCommentBody }>(
    '/videos/comments',
    { schema: addCommentSchema, preValidation: trimBodyFields(['text']) },
    async (request, reply) => {
      const user = requireUser(request);
      const { videoId, text } = request.body;
      // A video out of the commenter's sight is as unknown as one that does not exist.
      const visible = isContentId(videoId) && (await videoVisible(db, videoId, user.id));
      const comment = visible ? await insertVideoComment(db, { videoId, userId: user.id, text }) : undefined;
      if (!comment) throw new HttpError(404, 'Video not found');
      // Sent by the server itself once the comment is stored, so a comment replayed from a
      // client's offline queue tells its watchers too. Only sockets watching the video hear it:
      // a broadcast to every socket would delay everyone's chat as sockets grow (issue 21). Nor
      // those of anyone blocked either way by the commenter or by the video's owner.
      const ownerId = (await findCommentOwnership(db, comment._id))?.video_owner_id ?? user.id;
      toVideoWatchersApartFromBlocked(app.io, videoId, [user.id, ownerId], NEW_COMMENT_EVENT, { videoId });
      // Not awaited: the comment stands whatever happens to its notification.
      notifyVideoOwner(app, { videoId, commenterId: user.id }).catch((error: unknown) =>
        request.log.warn({ err: error, videoId }, 'could not notify the video owner of a comment'),
      );
      return reply.code(201).send({ success: true, comment });
    },
  );

  // The commenter, or the owner of the video it is on.
  app.delete<{ Params: { id: string } }>('/comments/:id', { schema: deleteCommentSchema }, async (request) => {
    const user = requireUser(request);
    const { id } = request.params;
    const found = isContentId(id) ? await findCommentOwnership(db, id) : undefined;
    const comment = requireOwner(found, 'Comment not found', (row) => row.user_id === user.id || row.video_owner_id === user.id, 'delete');
    if (!(await deleteVideoComment(db, id))) throw new HttpError(404, 'Comment not found');
    await afterContentDeleted(app, { type: 'comment', id, parentId: comment.video_id });
    return DELETED_REPLY;
  });
}
