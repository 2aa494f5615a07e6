import { HttpError } from '@startupsetu/server-core/errors';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import type { PageQuery } from '@startupsetu/server-core/http/pagination';
import type { FastifyInstance } from 'fastify';
import { isContentId } from '../../schemas/content';
import { trimBodyFields } from '../../schemas/text-fields';
import { afterContentDeleted, announceContentChanged, DELETED_REPLY, requireOwner } from '../../content/own-content';
import { deletePost, findBlogView, findPostOwnership, insertBlog, updatePost } from '../blogs/blogs-repository';
import {
  addTalkCommentSchema,
  addTalkSchema,
  deleteTalkCommentSchema,
  deleteTalkSchema,
  editTalkSchema,
  listTalkCommentsSchema,
  type AddTalkBody,
  type TalkCommentBody,
} from './talk-schemas';
import { deleteTalkComment, findTalkComment, insertTalkComment, listTalkComments, talkVisible } from './talks-repository';

// Registered under /api. Talks are stored as blogs of kind 'talk', their text as the title.
// Every talk route names the talk `:talkId` (the router shares one parameter node per path segment).
export default async function talkRoutes(app: FastifyInstance) {
  const { db } = app;

  app.post<{ Body: AddTalkBody }>(
    '/userprofile/addTalks',
    { schema: addTalkSchema, preValidation: trimBodyFields(['title']) },
    async (request, reply) => {
      const user = requireUser(request);
      const id = await insertBlog(db, {
        kind: 'talk',
        userId: user.id,
        title: request.body.title,
        summary: '',
        content: '',
        coverImage: null,
      });
      return reply.code(201).send({ success: true, message: 'Talk posted', blog: await findBlogView(db, id, user.id) });
    },
  );

  // Signed in, like the talk lists; a talk the caller may not see is not found.
  app.get<{ Params: { talkId: string }; Querystring: PageQuery }>(
    '/talks/:talkId/comments',
    { schema: listTalkCommentsSchema },
    async (request) => {
      const user = requireUser(request);
      const { talkId } = request.params;
      if (!isContentId(talkId) || !(await talkVisible(db, talkId, user.id))) throw new HttpError(404, 'Talk not found');
      const page = await listTalkComments(db, talkId, { ...request.query, viewerId: user.id });
      return { success: true, comments: page.items, nextCursor: page.nextCursor };
    },
  );

  app.post<{ Params: { talkId: string }; Body: TalkCommentBody }>(
    '/talks/:talkId/comments',
    { schema: addTalkCommentSchema, preValidation: trimBodyFields(['text']) },
    async (request, reply) => {
      const user = requireUser(request);
      const { talkId } = request.params;
      const comment = isContentId(talkId)
        ? await insertTalkComment(db, { talkId, userId: user.id, text: request.body.text })
        : undefined;
      if (!comment) throw new HttpError(404, 'Talk not found');
      return reply.code(201).send({ success: true, comment });
    },
  );

  app.put<{ Params: { talkId: string }; Body: AddTalkBody }>(
    '/talks/:talkId',
    { schema: editTalkSchema, preValidation: trimBodyFields(['title']) },
    async (request) => {
      const user = requireUser(request);
      const { talkId: id } = request.params;
      const found = isContentId(id) ? await findPostOwnership(db, id, 'talk') : undefined;
      requireOwner(found, 'Talk not found', (talk) => talk.user_id === user.id, 'change');
      await updatePost(db, id, { title: request.body.title });
      const talk = await findBlogView(db, id, user.id);
      if (!talk) throw new HttpError(404, 'Talk not found');
      announceContentChanged(app, 'talk', id);
      return { success: true, talk };
    },
  );

  app.delete<{ Params: { talkId: string } }>('/talks/:talkId', { schema: deleteTalkSchema }, async (request) => {
    const user = requireUser(request);
    const { talkId: id } = request.params;
    const found = isContentId(id) ? await findPostOwnership(db, id, 'talk') : undefined;
    requireOwner(found, 'Talk not found', (row) => row.user_id === user.id, 'delete');
    if (!(await deletePost(db, id))) throw new HttpError(404, 'Talk not found');
    await afterContentDeleted(app, { type: 'talk', id });
    return DELETED_REPLY;
  });

  app.delete<{ Params: { talkId: string; commentId: string } }>(
    '/talks/:talkId/comments/:commentId',
    { schema: deleteTalkCommentSchema },
    async (request) => {
      const user = requireUser(request);
      const { talkId, commentId } = request.params;
      const found = isContentId(talkId) && isContentId(commentId) ? await findTalkComment(db, talkId, commentId) : undefined;
      requireOwner(found, 'Comment not found', (row) => row.user_id === user.id, 'delete');
      if (!(await deleteTalkComment(db, commentId))) throw new HttpError(404, 'Comment not found');
      await afterContentDeleted(app, { type: 'talkComment', id: commentId, parentId: talkId });
      return DELETED_REPLY;
    },
  );
}
