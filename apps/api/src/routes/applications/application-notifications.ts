import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@startupsetu/server-core/contract/application-fields';
import type { NotificationRequest } from '@startupsetu/server-core/bus/notification-bus';
import { userDisplayName } from '@startupsetu/server-core/repositories/profile-details';
import { findUserById } from '@startupsetu/server-core/repositories/users-repository';
import type { FastifyInstance, FastifyRequest } from 'fastify';

// What an application tells the other side (DESIGN §7.3), in-app and pushed by the recipient's
// `applications` preference (notify decides the push): a new application and a withdrawal tell the
// startup's active admins, a status change tells the applicant. Sent without being awaited: the
// change stands whatever happens to its notifications.

export const APPLICATION_RECEIVED = 'application_received';
export const APPLICATION_STATUS = 'application_status';
export const APPLICATION_WITHDRAWN = 'application_withdrawn';

/** The page of a job's pipeline. */
export const applicantsLink = (jobId: string) => `/jobs/${jobId}/applicants`;
export const APPLICATIONS_LINK = '/applications';

interface JobNamed {
  jobId: string;
  jobTitle: string;
  startupId: string;
  startupName: string;
}

function send(app: FastifyInstance, request: FastifyRequest, notifications: NotificationRequest[]): void {
  for (const notification of notifications) {
    app.bus
      .send('notification.requested', notification)
      .catch((error: unknown) => request.log.warn({ err: error, type: notification.type }, 'could not notify about a job application'));
  }
}

async function activeAdminsOf(app: FastifyInstance, startupId: string): Promise<string[]> {
  const rows = await app.db
    .selectFrom('startup_members')
    .select('user_id')
    .where('startup_id', '=', startupId)
    .where('role', '=', 'admin')
    .where('status', '=', 'active')
    .execute();
  return rows.map((row) => row.user_id);
}

async function nameOf(app: FastifyInstance, userId: string): Promise<string> {
  const user = await findUserById(app.db, userId);
  return user ? userDisplayName(user) : 'Someone';
}

/** '<name> applied for <job>' or '<name> withdrew their application for <job>', to each active admin. */
export async function notifyAdmins(
  app: FastifyInstance,
  request: FastifyRequest,
  { applicantId, job, kind }: { applicantId: string; job: JobNamed; kind: 'received' | 'withdrawn' },
): Promise<void> {
  try {
    const [admins, name] = await Promise.all([activeAdminsOf(app, job.startupId), nameOf(app, applicantId)]);
    const message = kind === 'received' ? `${name} applied for ${job.jobTitle}` : `${name} withdrew their application for ${job.jobTitle}`;
    const type = kind === 'received' ? APPLICATION_RECEIVED : APPLICATION_WITHDRAWN;
    send(
      app,
      request,
      admins.map((userId) => ({ userId, type, message, actorId: applicantId, link: applicantsLink(job.jobId) })),
    );
  } catch (error) {
    request.log.warn({ err: error, jobId: job.jobId }, 'could not notify the admins of a job application');
  }
}

/** The message an applicant gets when their application moves to `status`. */
export function statusMessage(status: ApplicationStatus, job: JobNamed): string {
  if (status === 'rejected') return `Your application for ${job.jobTitle} at ${job.startupName} was not selected`;
  return `${job.startupName} moved your application for ${job.jobTitle} to ${APPLICATION_STATUS_LABELS[status]}`;
}

/** Tells the applicant of the move; from the startup rather than the member who made it. */
export function notifyApplicant(app: FastifyInstance, request: FastifyRequest, { applicantId, status, job }: { applicantId: string; status: ApplicationStatus; job: JobNamed }): void {
  send(app, request, [{ userId: applicantId, type: APPLICATION_STATUS, message: statusMessage(status, job), actorId: null, link: APPLICATIONS_LINK }]);
}
