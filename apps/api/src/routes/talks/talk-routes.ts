import { HttpError } from '@startupsetu/server-core/errors';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import type { FastifyInstance } from 'fastify';
import { isContentId } from '../../schemas/content';
import { trimBodyFields } from '../../schemas/text-fields';
import { findBlogView, insertBlog } from '../blogs/blogs-repository';
import { addTalkCommentSchema, addTalkSchema, type AddTalkBody, type TalkCommentBody } from './talk-schemas';
import { insertTalkComment } from './talks-repository';

// Registered under /api. Talks are stored as blogs of kind 'talk', their text as the title.
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
      return reply.code(201).send({ success: true, message: 'Talk posted', blog: await findBlogView(db, id) });
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
}
