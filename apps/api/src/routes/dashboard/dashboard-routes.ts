import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import type { PageQuery } from '@startupsetu/server-core/http/pagination';
import type { FastifyInstance } from 'fastify';
import { feedPageSchema } from '@startupsetu/server-core/contract/content-replies';
import { pageQuerystring } from '../../schemas/content';
import { listBlogs } from '../blogs/blogs-repository';
import { listVideos } from '../videos/videos-repository';

/** How many of the newest blogs the first page of the dashboard shows beside the videos. */
export const DASHBOARD_BLOGS = 5;

const dashboardSchema = {
  summary: "The dashboard feed: videos (paged by the cursor) and, on the first page, the newest blogs",
  tags: ['Dashboard'],
  querystring: pageQuerystring,
  response: { 200: feedPageSchema },
} as const;

// Registered under /api. The cursor pages the videos; later pages carry no blogs.
export default async function dashboardRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get<{ Querystring: PageQuery }>('/userprofile/Dashcontent', { schema: dashboardSchema }, async (request) => {
    const { limit, cursor } = request.query;
    const viewerId = requireUser(request).id;
    const [videos, blogs] = await Promise.all([
      listVideos(db, { viewerId, limit, cursor }),
      cursor ? undefined : listBlogs(db, { kind: 'blog', limit: DASHBOARD_BLOGS, viewerId }),
    ]);
    return {
      success: true,
      message: 'Dashboard content',
      data: { videos: videos.items, blogs: blogs?.items ?? [] },
      nextCursor: videos.nextCursor,
    };
  });
}
