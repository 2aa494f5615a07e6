import { HttpError } from '@startupsetu/server-core/errors';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../startups/startup-access';
import { JOB_NOT_FOUND, requireJobAdmin } from './job-access';
import { editedJobFields, newJobFields, requirePublishable, trimJobBody } from './job-form';
import forYouRoutes from './for-you-routes';
import jobReadRoutes from './job-read-routes';
import { closeJobSchema, createJobSchema, publishJobSchema, renewJobSchema, updateJobSchema, type JobBody } from './job-schemas';
import { closeJob, fieldsOf, findJob, insertJob, jobView, openJob, updateJob } from './jobs-repository';

export const ALREADY_PUBLISHED = 'This job is already published';
export const RENEW_CLOSED = 'This job is closed: renew it to publish it again';
export const DRAFT_NOT_PUBLISHED = 'This job is a draft: publish it first';
export const CHANGED_MEANWHILE = 'This job changed meanwhile: load it again';

// A startup's jobs (DESIGN §7.3): its active admins write drafts, publish them, close them and
// renew them. Registered under /api; the reads and saved jobs are in job-read-routes.ts. Times
// come from app.jobsClock (job-clock.ts).
export default async function jobRoutes(app: FastifyInstance) {
  const { db } = app;

  async function freshView(jobId: string, viewerId: string, now: Date) {
    const row = await findJob(db, jobId);
    if (!row) throw new HttpError(404, JOB_NOT_FOUND);
    return jobView(db, row, viewerId, now);
  }

  app.post<{ Params: { slug: string }; Body: JobBody }>(
    '/startups/:slug/jobs',
    { schema: createJobSchema, preValidation: trimJobBody },
    async (request, reply) => {
      const user = requireUser(request);
      const startup = await requireAdmin(db, request.params.slug, user.id);
      const fields = newJobFields(request.body);
      const now = app.jobsClock.now();
      const id = await insertJob(db, { startupId: startup.id, createdBy: user.id, fields, now });
      return reply.code(201).send({ success: true, job: await freshView(id, user.id, now) });
    },
  );

  app.put<{ Params: { id: string }; Body: JobBody }>('/jobs/:id', { schema: updateJobSchema, preValidation: trimJobBody }, async (request) => {
    const user = requireUser(request);
    const job = await requireJobAdmin(db, request.params.id, user.id);
    const fields = editedJobFields(fieldsOf(job), request.body, { listed: job.status !== 'draft' });
    const now = app.jobsClock.now();
    await updateJob(db, job, fields, now);
    return { success: true, job: await freshView(job.id, user.id, now) };
  });

  app.post<{ Params: { id: string } }>('/jobs/:id/publish', { schema: publishJobSchema }, async (request) => {
    const user = requireUser(request);
    const job = await requireJobAdmin(db, request.params.id, user.id);
    if (job.status !== 'draft') throw new HttpError(409, job.status === 'published' ? ALREADY_PUBLISHED : RENEW_CLOSED);
    requirePublishable(fieldsOf(job));
    const now = app.jobsClock.now();
    if (!(await openJob(db, job.id, ['draft'], now))) throw new HttpError(409, CHANGED_MEANWHILE);
    return { success: true, job: await freshView(job.id, user.id, now) };
  });

  app.post<{ Params: { id: string } }>('/jobs/:id/close', { schema: closeJobSchema }, async (request) => {
    const user = requireUser(request);
    const job = await requireJobAdmin(db, request.params.id, user.id);
    if (job.status === 'draft') throw new HttpError(409, DRAFT_NOT_PUBLISHED);
    const now = app.jobsClock.now();
    if (job.status === 'published') await closeJob(db, job, now);
    return { success: true, job: await freshView(job.id, user.id, now) };
  });

  app.post<{ Params: { id: string } }>('/jobs/:id/renew', { schema: renewJobSchema }, async (request) => {
    const user = requireUser(request);
    const job = await requireJobAdmin(db, request.params.id, user.id);
    if (job.status === 'draft') throw new HttpError(409, DRAFT_NOT_PUBLISHED);
    requirePublishable(fieldsOf(job));
    const now = app.jobsClock.now();
    if (!(await openJob(db, job.id, ['published', 'closed'], now))) throw new HttpError(409, CHANGED_MEANWHILE);
    return { success: true, job: await freshView(job.id, user.id, now) };
  });

  await app.register(jobReadRoutes);
  await app.register(forYouRoutes);
}
