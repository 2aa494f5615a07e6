import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@startupsetu/server-core/contract/application-fields';
import type { Application } from '@startupsetu/server-core/contract/job-schemas';
import type { Database } from '@startupsetu/server-core/db/database';
import type { ApplicationEventRow } from '@startupsetu/server-core/db/schema';
import { HttpError } from '@startupsetu/server-core/errors';
import { mediaUrl } from '@startupsetu/server-core/repositories/users-repository';
import { toUploaderView } from '../../content/authors';
import { isContentId } from '../../schemas/content';
import { isActiveMember, JOB_NOT_FOUND } from '../jobs/job-access';
import { findJob, statusAt, type JobWithStartup } from '../jobs/jobs-repository';
import { eventsOf, findApplication, type ApplicationPage, type ApplicationWithJob } from './applications-repository';

// Who may see an application: its applicant and the active members of its job's startup. Anyone
// else is answered as if there were nothing there (404), as a job's draft is; so is anyone but the
// startup's active members asking for a job's applicants.

export const APPLICATION_NOT_FOUND = 'Application not found';
export const CHANGED_MEANWHILE = 'This application changed meanwhile: reload';

/** The 409 of a change to an application that can no longer change. */
export const finalMessage = (status: ApplicationStatus) => `This application is final (${APPLICATION_STATUS_LABELS[status]}): it can no longer change`;

export interface ApplicationAccess {
  application: ApplicationWithJob;
  isApplicant: boolean;
  isMember: boolean;
}

/** The application when `userId` is its applicant or an active member of its startup; else a 404. */
export async function requireApplication(db: Database, id: string, userId: string): Promise<ApplicationAccess> {
  const application = isContentId(id) ? await findApplication(db, id) : undefined;
  if (!application) throw new HttpError(404, APPLICATION_NOT_FOUND);
  const isApplicant = application.applicant_id === userId;
  const isMember = await isActiveMember(db, application.startup_id, userId);
  if (!isApplicant && !isMember) throw new HttpError(404, APPLICATION_NOT_FOUND);
  return { application, isApplicant, isMember };
}

/** The job when `userId` is an active member of its startup; a 404 to everyone else. */
export async function requireJobOfMember(db: Database, jobId: string, userId: string): Promise<JobWithStartup> {
  const job = isContentId(jobId) ? await findJob(db, jobId) : undefined;
  if (!job || !(await isActiveMember(db, job.startup_id, userId))) throw new HttpError(404, JOB_NOT_FOUND);
  return job;
}

export function toApplicationView(row: ApplicationWithJob, events: readonly ApplicationEventRow[], now: Date): Application {
  return {
    _id: row.id,
    status: row.status,
    job: {
      _id: row.job_id,
      title: row.job_title,
      status: statusAt({ status: row.job_status, closes_at: row.job_closes_at }, now),
      startup: {
        _id: row.startup_id,
        slug: row.startup_slug,
        name: row.startup_name,
        logo: mediaUrl(row.startup_logo),
        sector: row.startup_sector,
        stage: row.startup_stage,
        city: row.startup_city,
      },
    },
    applicant: toUploaderView({ ...row, user_id: row.applicant_id }),
    note: row.note,
    resume: { name: row.resume_name, size: Number(row.resume_size) },
    history: events.map((event) => ({ status: event.status, at: event.at, reason: event.reason, note: event.note })),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A page's replies: one query for every application's history. */
export async function applicationPageReply(db: Database, page: ApplicationPage, now: Date) {
  const events = await eventsOf(db, page.rows.map((row) => row.id));
  return { success: true, data: page.rows.map((row) => toApplicationView(row, events.get(row.id) ?? [], now)), nextCursor: page.nextCursor };
}

/** The application as it is now (read again after a change). */
export async function freshApplicationView(db: Database, id: string, now: Date): Promise<Application> {
  const row = await findApplication(db, id);
  if (!row) throw new HttpError(404, APPLICATION_NOT_FOUND);
  const events = await eventsOf(db, [row.id]);
  return toApplicationView(row, events.get(row.id) ?? [], now);
}
