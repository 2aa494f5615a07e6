import { createErrorHandler } from '@startupsetu/server-core/errors';
import type { FastifyInstance } from 'fastify';
import blogRoutes from './blogs/blog-routes';
import commentRoutes from './comments/comment-routes';
import dashboardRoutes from './dashboard/dashboard-routes';
import talkRoutes from './talks/talk-routes';
import publishVideoRoutes from './videos/publish-video';
import videoRoutes from './videos/video-routes';

// Videos, blogs, talks, likes and comments, registered under /api. Their clients show an error
// reply's `error` rather than its `message`, so every error here carries its text in both.
export default async function contentRoutes(app: FastifyInstance) {
  app.setErrorHandler(createErrorHandler({ messageAsError: true }));
  await app.register(videoRoutes);
  await app.register(publishVideoRoutes);
  await app.register(commentRoutes);
  await app.register(blogRoutes);
  await app.register(talkRoutes);
  await app.register(dashboardRoutes);
}
