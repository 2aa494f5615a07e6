import { MAX_JOB_SKILLS } from '@startupsetu/server-core/contract/job-fields';
import { HttpError } from '@startupsetu/server-core/errors';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import type { PageQuery } from '@startupsetu/server-core/http/pagination';
import type { FastifyInstance } from 'fastify';
import { requireStartup } from '../startups/startup-access';
import { isActiveMember, requireReadableJob } from './job-access';
import { listOpenJobs, listStartupJobs, type JobPage } from './job-board';
import { getJobSchema, listJobsSchema, savedJobsSchema, saveJobSchema, startupJobsSchema, unsaveJobSchema, type JobListQuerystring } from './job-schemas';
import { jobView, jobViews } from './jobs-repository';
import { listSavedJobs, saveJob, unsaveJob } from './saved-jobs-repository';

/** `?skills=` as a list: comma-separated, blanks left out; a 400 past MAX_JOB_SKILLS. */
function skillsOf(text: string | undefined): string[] {
  const skills = (text ?? '').split(',').map((skill) => skill.trim()).filter(Boolean);
  if (skills.length > MAX_JOB_SKILLS) throw new HttpError(400, `skills must name at most ${MAX_JOB_SKILLS} skills`, 'skills');
  return skills;
}

// Reading jobs (DESIGN §7.3): the board, a job and a startup's jobs are readable signed out (the
// pages are shared with previews; a token is still read, for `viewer`); saved jobs are the
// caller's own. Registered by job-routes.ts, under /api.
export default async function jobReadRoutes(app: FastifyInstance) {
  const { db } = app;

  async function pageReply(page: JobPage, viewerId: string | undefined, now: Date) {
    return { success: true, data: await jobViews(db, page.rows, viewerId, now), nextCursor: page.nextCursor };
  }

  app.get<{ Querystring: JobListQuerystring }>('/jobs', { schema: listJobsSchema, config: { public: true } }, async (request) => {
    const viewerId = request.user?.id;
    const now = app.jobsClock.now();
    const page = await listOpenJobs(db, { ...request.query, skills: skillsOf(request.query.skills) }, viewerId, now);
    return pageReply(page, viewerId, now);
  });

  app.get<{ Querystring: PageQuery }>('/jobs/saved', { schema: savedJobsSchema }, async (request) => {
    const user = requireUser(request);
    return pageReply(await listSavedJobs(db, user.id, request.query), user.id, app.jobsClock.now());
  });

  app.get<{ Params: { id: string } }>('/jobs/:id', { schema: getJobSchema, config: { public: true } }, async (request) => {
    const viewerId = request.user?.id;
    const job = await requireReadableJob(db, request.params.id, viewerId);
    return { success: true, job: await jobView(db, job, viewerId, app.jobsClock.now()) };
  });

  app.get<{ Params: { slug: string }; Querystring: PageQuery }>(
    '/startups/:slug/jobs',
    { schema: startupJobsSchema, config: { public: true } },
    async (request) => {
      const viewerId = request.user?.id;
      const startup = await requireStartup(db, request.params.slug);
      const now = app.jobsClock.now();
      const insider = await isActiveMember(db, startup.id, viewerId);
      return pageReply(await listStartupJobs(db, startup.id, request.query, { insider, viewerId, now }), viewerId, now);
    },
  );

  app.put<{ Params: { id: string } }>('/jobs/:id/save', { schema: saveJobSchema }, async (request) => {
    const user = requireUser(request);
    const job = await requireReadableJob(db, request.params.id, user.id);
    const now = app.jobsClock.now();
    await saveJob(db, user.id, job.id, now);
    return { success: true, job: await jobView(db, job, user.id, now) };
  });

  app.delete<{ Params: { id: string } }>('/jobs/:id/save', { schema: unsaveJobSchema }, async (request) => {
    const user = requireUser(request);
    // Taken off first: a job out of the caller's sight can still leave their list.
    await unsaveJob(db, user.id, request.params.id);
    const job = await requireReadableJob(db, request.params.id, user.id);
    return { success: true, job: await jobView(db, job, user.id, app.jobsClock.now()) };
  });
}
