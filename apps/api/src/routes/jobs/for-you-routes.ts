import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import type { FastifyInstance } from 'fastify';
import { jobsForYouRouteSchema } from './job-schemas';
import { jobsForYou } from './jobs-for-you';
import { jobViews } from './jobs-repository';

// GET /api/jobs/for-you (DESIGN §7.3): the job seeker's home lists these. Registered by job-routes.ts.
export default async function forYouRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get<{ Querystring: { limit: number } }>('/jobs/for-you', { schema: jobsForYouRouteSchema }, async (request) => {
    const user = requireUser(request);
    const now = app.jobsClock.now();
    const found = await jobsForYou(db, user.id, request.query.limit, now);
    const views = await jobViews(db, found.map((entry) => entry.row), user.id, now);
    return { success: true, data: views.map((job, index) => ({ job, reason: found[index]!.reason })) };
  });
}
