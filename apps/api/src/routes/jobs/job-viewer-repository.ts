import type { Job } from '@startupsetu/server-core/contract/job-schemas';
import type { Database } from '@startupsetu/server-core/db/database';
import { replyRatesOf as startupReplyRates } from '../applications/reply-rate';

// What a job's reply says about its caller (`viewer`) and about its startup (`replyRate`), for a
// whole page at once; the caller's application and the reply rate come from the applications
// (DESIGN §7.3, routes/applications).

export type JobViewer = Job['viewer'];
export type ReplyRate = Job['replyRate'];

const NOBODY: JobViewer = { isMember: false, isAdmin: false, applicationId: null, applicationStatus: null, saved: false };

/** Each job's `viewer`, by job id: whether the caller is an active member of its startup (and an admin), saved it, applied to it. */
export async function viewerOf(
  db: Database,
  viewerId: string | undefined,
  jobs: readonly { id: string; startup_id: string }[],
): Promise<Map<string, JobViewer>> {
  const viewers = new Map<string, JobViewer>(jobs.map((job) => [job.id, NOBODY]));
  if (viewerId === undefined || jobs.length === 0) return viewers;
  const startupIds = [...new Set(jobs.map((job) => job.startup_id))];
  const memberships = await db
    .selectFrom('startup_members')
    .select(['startup_id', 'role'])
    .where('user_id', '=', viewerId)
    .where('status', '=', 'active')
    .where('startup_id', 'in', startupIds)
    .execute();
  const roleIn = new Map(memberships.map((row) => [row.startup_id, row.role]));
  const saved = await db
    .selectFrom('saved_jobs')
    .select('job_id')
    .where('user_id', '=', viewerId)
    .where('job_id', 'in', jobs.map((job) => job.id))
    .execute();
  const savedIds = new Set(saved.map((row) => row.job_id));
  const applications = await applicationsOf(db, viewerId, jobs.map((job) => job.id));
  for (const job of jobs) {
    const application = applications.get(job.id);
    viewers.set(job.id, {
      isMember: roleIn.has(job.startup_id),
      isAdmin: roleIn.get(job.startup_id) === 'admin',
      saved: savedIds.has(job.id),
      applicationId: application?.id ?? null,
      applicationStatus: application?.status ?? null,
    });
  }
  return viewers;
}

/**
 * The caller's application to each of the jobs, by job id: one query for the page, each job a
 * lookup of the unique (job_id, applicant_id) index.
 */
async function applicationsOf(
  db: Database,
  viewerId: string,
  jobIds: readonly string[],
): Promise<Map<string, { id: string; status: NonNullable<JobViewer['applicationStatus']> }>> {
  const rows = await db.selectFrom('job_applications').select(['id', 'job_id', 'status']).where('applicant_id', '=', viewerId).where('job_id', 'in', jobIds).execute();
  return new Map(rows.map((row) => [row.job_id, { id: row.id, status: row.status }]));
}

/**
 * Each startup's reply rate (the share of its applications answered within REPLY_RATE_WINDOW_DAYS,
 * once it has REPLY_RATE_MIN_APPLICATIONS), by startup id; a startup left out is answered null.
 * Kept cheap for every page from per-startup counts (see applications/reply-rate.ts).
 */
export function replyRatesOf(db: Database, startupIds: readonly string[], now: Date): Promise<Map<string, ReplyRate>> {
  return startupReplyRates(db, startupIds, now);
}
