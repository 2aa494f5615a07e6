import { FINAL_APPLICATION_STATUSES } from '@startupsetu/server-core/contract/application-fields';
import { HttpError } from '@startupsetu/server-core/errors';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import type { FastifyInstance } from 'fastify';
import { trimBodyFields } from '../../schemas/text-fields';
import { applicationPageReply, CHANGED_MEANWHILE, finalMessage, freshApplicationView, requireApplication, requireJobOfMember } from './application-access';
import { notifyApplicant } from './application-notifications';
import { jobApplicationsSchema, moveApplicationSchema, type JobApplicationsQuerystring, type MoveApplicationBody } from './application-schemas';
import { listApplicationsTo, moveApplication } from './applications-repository';

export const MEMBERS_ONLY = "Only the startup's members can move an application";
export const REASON_REQUIRED = 'reason is required to reject an application';
export const REJECTION_ONLY = (field: string) => `${field} is only sent with a rejection`;

// The startup's side of applications (DESIGN §7.3): its active members read a job's pipeline and
// move applications along it. Registered by application-routes.ts, under /api.
export default async function pipelineRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get<{ Params: { id: string }; Querystring: JobApplicationsQuerystring }>(
    '/jobs/:id/applications',
    { schema: jobApplicationsSchema },
    async (request) => {
      const user = requireUser(request);
      const job = await requireJobOfMember(db, request.params.id, user.id);
      return applicationPageReply(db, await listApplicationsTo(db, job.id, request.query), app.jobsClock.now());
    },
  );

  app.put<{ Params: { id: string }; Body: MoveApplicationBody }>(
    '/applications/:id',
    { schema: moveApplicationSchema, preValidation: trimBodyFields(['note']) },
    async (request) => {
      const user = requireUser(request);
      const { status, reason, note } = request.body;
      const { application, isMember, isApplicant } = await requireApplication(db, request.params.id, user.id);
      if (!isMember || isApplicant) throw new HttpError(403, MEMBERS_ONLY);
      if (status === 'rejected' && !reason) throw new HttpError(400, REASON_REQUIRED, 'reason');
      if (status !== 'rejected' && reason) throw new HttpError(400, REJECTION_ONLY('reason'), 'reason');
      if (status !== 'rejected' && note) throw new HttpError(400, REJECTION_ONLY('note'), 'note');
      const now = app.jobsClock.now();
      if (application.status !== status) {
        if (FINAL_APPLICATION_STATUSES.includes(application.status)) throw new HttpError(409, finalMessage(application.status));
        const moved = await moveApplication(db, application, { status, reason: reason ?? null, note: note ?? null, actorId: user.id, now });
        if (!moved) throw new HttpError(409, CHANGED_MEANWHILE);
        const job = { jobId: application.job_id, jobTitle: application.job_title, startupId: application.startup_id, startupName: application.startup_name };
        notifyApplicant(app, request, { applicantId: application.applicant_id, status, job });
      }
      return { success: true, application: await freshApplicationView(db, application.id, now) };
    },
  );
}
