import { FINAL_APPLICATION_STATUSES } from '@startupsetu/server-core/contract/application-fields';
import { isUniqueViolation } from '@startupsetu/server-core/db/constraint-errors';
import { HttpError } from '@startupsetu/server-core/errors';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import type { PageQuery } from '@startupsetu/server-core/http/pagination';
import { runPeriodically } from '@startupsetu/server-core/http/periodic-task';
import { RESUME_UPLOAD } from '@startupsetu/server-core/media/media-types';
import type { FastifyInstance } from 'fastify';
import { fieldMaxLengths, parseFormFields, textValue } from '../../forms/form-fields';
import { readMultipartForm } from '../../forms/multipart-form';
import { saveWithUpload } from '../../forms/save-with-upload';
import { isActiveMember, requireReadableJob } from '../jobs/job-access';
import { findJob, statusAt } from '../jobs/jobs-repository';
import { applicationPageReply, CHANGED_MEANWHILE, finalMessage, freshApplicationView, requireApplication } from './application-access';
import { notifyAdmins } from './application-notifications';
import { APPLICATION_FORM, applySchema, applicationFormSchema, getApplicationSchema, myApplicationsSchema, resumeSchema, RESUME_FIELD, withdrawApplicationSchema } from './application-schemas';
import { findApplicationTo, insertApplication, listApplicationsOf, withdrawApplication } from './applications-repository';
import pipelineRoutes from './pipeline-routes';
import { attachmentDisposition } from '../../content/private-files';
import { resumeNameOf, resumeStorage, sweepOrphanResumes } from './resume-storage';

export const NOT_TAKING_APPLICATIONS = 'This job is no longer taking applications';
export const ALREADY_APPLIED = 'You have already applied for this job';
export const OWN_JOB = "You are a member of this job's startup: you cannot apply for its own jobs";
export const RESUME_REQUIRED = 'resume is required: a PDF of at most 5 MB';
export const ONLY_APPLICANT_WITHDRAWS = 'Only the applicant can withdraw an application';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

// Job applications (DESIGN §7.3), registered under /api: applying (every role), the applicant's
// own list and withdrawal, an application and its résumé for its people; the startup's side is in
// pipeline-routes.ts. Times come from app.jobsClock, as a job's do.
export default async function applicationRoutes(app: FastifyInstance) {
  const { db } = app;
  const resumes = resumeStorage(app.config.mediaDir);
  runPeriodically(app, 'sweep orphaned résumés', SWEEP_EVERY_MS, () => sweepOrphanResumes(db, resumes));

  app.post<{ Params: { id: string } }>(
    '/jobs/:id/applications',
    { schema: { ...applySchema, multipartBody: applicationFormSchema }, config: { multipart: true, provenEmail: true } },
    async (request, reply) => {
      const user = requireUser(request);
      const job = await requireReadableJob(db, request.params.id, user.id);
      if (await isActiveMember(db, job.startup_id, user.id)) throw new HttpError(403, OWN_JOB);
      // Refused before the résumé is read (it would spend upload budget); checked again as it is
      // stored: the job's status, and one per person by the unique index.
      if (statusAt(job, app.jobsClock.now()) !== 'published') throw new HttpError(409, NOT_TAKING_APPLICATIONS);
      if (await findApplicationTo(db, job.id, user.id)) throw new HttpError(409, ALREADY_APPLIED);
      const { values, file, fileName } = await readMultipartForm(request, resumes, {
        fields: Object.keys(APPLICATION_FORM),
        file: { field: RESUME_FIELD, policy: RESUME_UPLOAD },
        maxLengths: fieldMaxLengths(APPLICATION_FORM),
      });
      const now = app.jobsClock.now();
      const id = await saveWithUpload(resumes, file, async (commit) => {
        const note = textValue(parseFormFields(APPLICATION_FORM, values), 'note');
        if (!file) throw new HttpError(400, RESUME_REQUIRED, RESUME_FIELD);
        // The job may have been closed while the résumé arrived.
        const current = await findJob(db, job.id);
        if (!current || statusAt(current, now) !== 'published') throw new HttpError(409, NOT_TAKING_APPLICATIONS);
        const stored = (await commit())!;
        const resume = { file: stored, name: resumeNameOf(fileName), size: file.size };
        return insertApplication(db, { jobId: job.id, startupId: job.startup_id, applicantId: user.id, note, resume, now }).catch((error: unknown) => {
          throw isUniqueViolation(error) ? new HttpError(409, ALREADY_APPLIED) : error;
        });
      });
      const named = { jobId: job.id, jobTitle: job.title, startupId: job.startup_id, startupName: job.startup_name };
      void notifyAdmins(app, request, { applicantId: user.id, job: named, kind: 'received' });
      return reply.code(201).send({ success: true, application: await freshApplicationView(db, id, now) });
    },
  );

  app.get<{ Querystring: PageQuery }>('/applications/mine', { schema: myApplicationsSchema }, async (request) => {
    const user = requireUser(request);
    return applicationPageReply(db, await listApplicationsOf(db, user.id, request.query), app.jobsClock.now());
  });

  app.get<{ Params: { id: string } }>('/applications/:id', { schema: getApplicationSchema }, async (request) => {
    const user = requireUser(request);
    const { application } = await requireApplication(db, request.params.id, user.id);
    return { success: true, application: await freshApplicationView(db, application.id, app.jobsClock.now()) };
  });

  app.delete<{ Params: { id: string } }>('/applications/:id', { schema: withdrawApplicationSchema }, async (request) => {
    const user = requireUser(request);
    const { application, isApplicant } = await requireApplication(db, request.params.id, user.id);
    if (!isApplicant) throw new HttpError(403, ONLY_APPLICANT_WITHDRAWS);
    if (FINAL_APPLICATION_STATUSES.includes(application.status)) throw new HttpError(409, finalMessage(application.status));
    const now = app.jobsClock.now();
    if (!(await withdrawApplication(db, application, now))) throw new HttpError(409, CHANGED_MEANWHILE);
    const named = { jobId: application.job_id, jobTitle: application.job_title, startupId: application.startup_id, startupName: application.startup_name };
    void notifyAdmins(app, request, { applicantId: user.id, job: named, kind: 'withdrawn' });
    return { success: true, application: await freshApplicationView(db, application.id, now) };
  });

  app.get<{ Params: { id: string } }>('/applications/:id/resume', { schema: resumeSchema }, async (request, reply) => {
    const user = requireUser(request);
    const { application } = await requireApplication(db, request.params.id, user.id);
    const opened = await resumes.open(application.resume_file);
    if (!opened) throw new HttpError(404, 'Résumé not found');
    const { file, size } = opened;
    reply
      .type('application/pdf')
      .header('content-length', size)
      .header('content-disposition', attachmentDisposition(application.resume_name))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    return reply.send(file.createReadStream({ start: 0, end: size - 1 }));
  });

  await app.register(pipelineRoutes);
}
