import type { JobStatus } from '@startupsetu/server-core/contract/job-fields';
import type { ApplicationStatus, PipelineStatus, RejectionReason } from '@startupsetu/server-core/contract/application-fields';
import type { Database } from '@startupsetu/server-core/db/database';
import type { ApplicationEventRow, Flag, JobApplicationRow, StartupsTable } from '@startupsetu/server-core/db/schema';
import type { PageQuery } from '@startupsetu/server-core/http/pagination';
import { newId } from '@startupsetu/server-core/ids';
import { UPLOADER_COLUMNS } from '../../content/authors';
import { countAnsweredInTime, countApplication, replyDueAt, stopWaiting, uncountApplication } from './reply-rate';

// The job_applications table and its events (migration 0023). A status changes only through an
// UPDATE conditioned on the status it was read with: of two changes made at once, one finds the
// row changed and writes nothing (its caller answers 409), so no change is lost and none is
// recorded twice. Each change adds its event in the same transaction.

/** An application with the columns of its job, its startup and its applicant that a reply shows. */
export type ApplicationWithJob = JobApplicationRow & {
  job_title: string;
  job_status: JobStatus;
  job_closes_at: string | null;
  startup_slug: string;
  startup_name: string;
  startup_logo: string | null;
  startup_sector: StartupsTable['sector'];
  startup_stage: StartupsTable['stage'];
  startup_city: string;
  author_verified: Flag;
  author_profile: string;
  author_profile_pic: string | null;
  author_badges: string | null;
};

export interface NewApplication {
  jobId: string;
  startupId: string;
  applicantId: string;
  note: string;
  resume: { file: string; name: string; size: number };
  now: Date;
}

/** Stores an application with its first event; a second one by the same person to the same job is a unique violation. */
export async function insertApplication(db: Database, application: NewApplication): Promise<string> {
  const id = newId();
  const at = application.now.toISOString();
  const replyDue = replyDueAt(application.now);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('job_applications')
      .values({
        id,
        job_id: application.jobId,
        startup_id: application.startupId,
        applicant_id: application.applicantId,
        status: 'applied',
        note: application.note,
        resume_file: application.resume.file,
        resume_name: application.resume.name,
        resume_size: application.resume.size,
        created_at: at,
        updated_at: at,
        first_answered_at: null,
        reply_due_at: replyDue,
      })
      .execute();
    await trx
      .insertInto('application_events')
      .values({ id: newId(), application_id: id, status: 'applied', reason: null, note: null, actor_id: application.applicantId, at })
      .execute();
    await countApplication(trx, application.startupId, replyDue, application.now);
  });
  return id;
}

/** `job_applications as a` with its job, startup and applicant, every column a reply needs. */
function selectApplications(db: Database) {
  return db
    .selectFrom('job_applications as a')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .innerJoin('startups as s', 's.id', 'a.startup_id')
    .innerJoin('users as u', 'u.id', 'a.applicant_id')
    .selectAll('a')
    .select(['j.title as job_title', 'j.status as job_status', 'j.closes_at as job_closes_at'])
    .select(['s.slug as startup_slug', 's.name as startup_name', 's.logo as startup_logo', 's.sector as startup_sector', 's.stage as startup_stage', 's.city as startup_city'])
    .select(UPLOADER_COLUMNS);
}

export function findApplication(db: Database, id: string): Promise<ApplicationWithJob | undefined> {
  return selectApplications(db).where('a.id', '=', id).executeTakeFirst();
}

/** The caller's application to the job, if any (the unique index's lookup). */
export function findApplicationTo(db: Database, jobId: string, applicantId: string): Promise<{ id: string } | undefined> {
  return db.selectFrom('job_applications').select('id').where('job_id', '=', jobId).where('applicant_id', '=', applicantId).executeTakeFirst();
}

export interface ApplicationPage {
  rows: ApplicationWithJob[];
  nextCursor: string | null;
}

function pageOf(rows: ApplicationWithJob[], limit: number): ApplicationPage {
  const page = rows.slice(0, limit);
  return { rows: page, nextCursor: rows.length > limit ? page[page.length - 1]!.id : null };
}

/** The applicant's own applications, newest first: a walk of (applicant_id, id) from the cursor. */
export async function listApplicationsOf(db: Database, applicantId: string, { limit, cursor }: PageQuery): Promise<ApplicationPage> {
  let select = selectApplications(db).where('a.applicant_id', '=', applicantId);
  if (cursor) select = select.where('a.id', '<', cursor);
  return pageOf(await select.orderBy('a.id', 'desc').limit(limit + 1).execute(), limit);
}

/** A job's applications, newest first, of one status or all: a walk of (job_id, status, id) or (job_id, id). */
export async function listApplicationsTo(db: Database, jobId: string, { limit, cursor, status }: PageQuery & { status?: ApplicationStatus }): Promise<ApplicationPage> {
  let select = selectApplications(db).where('a.job_id', '=', jobId);
  if (status) select = select.where('a.status', '=', status);
  if (cursor) select = select.where('a.id', '<', cursor);
  // A suspended account is shown nowhere.
  select = select.where('u.suspended_at', 'is', null);
  return pageOf(await select.orderBy('a.id', 'desc').limit(limit + 1).execute(), limit);
}

/** Each application's events, oldest first, by application id: one query for a page. */
export async function eventsOf(db: Database, applicationIds: readonly string[]): Promise<Map<string, ApplicationEventRow[]>> {
  const events = new Map<string, ApplicationEventRow[]>(applicationIds.map((id) => [id, []]));
  if (applicationIds.length === 0) return events;
  const rows = await db.selectFrom('application_events').selectAll().where('application_id', 'in', applicationIds).orderBy('application_id').orderBy('id').execute();
  for (const row of rows) events.get(row.application_id)?.push(row);
  return events;
}

export interface Move {
  status: PipelineStatus;
  reason: RejectionReason | null;
  note: string | null;
  actorId: string;
  now: Date;
}

/**
 * Moves the application to `move.status` when it still has the status (and answer) it was read
 * with; answers whether it did. Its first move out of 'applied' sets first_answered_at and, within
 * its window, counts towards the startup's reply rate.
 */
export async function moveApplication(db: Database, read: JobApplicationRow, move: Move): Promise<boolean> {
  const at = move.now.toISOString();
  const firstAnswer = read.first_answered_at === null && move.status !== 'applied';
  return db.transaction().execute(async (trx) => {
    let update = trx
      .updateTable('job_applications')
      .set({ status: move.status, updated_at: at, ...(firstAnswer ? { first_answered_at: at } : {}) })
      .where('id', '=', read.id)
      .where('status', '=', read.status);
    if (read.first_answered_at === null) update = update.where('first_answered_at', 'is', null);
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto('application_events')
      .values({ id: newId(), application_id: read.id, status: move.status, reason: move.reason, note: move.note, actor_id: move.actorId, at })
      .execute();
    if (firstAnswer && read.reply_due_at !== null) {
      await stopWaiting(trx, read.startup_id, read.reply_due_at);
      if (at <= read.reply_due_at) await countAnsweredInTime(trx, read.startup_id);
    }
    return true;
  });
}

/**
 * Withdraws the application when it still has the status it was read with; answers whether it did.
 * Withdrawn unanswered within its window, it no longer counts in the reply rate.
 */
export async function withdrawApplication(db: Database, read: JobApplicationRow, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const releasesReply = read.first_answered_at === null && read.reply_due_at !== null && at < read.reply_due_at;
  return db.transaction().execute(async (trx) => {
    let update = trx
      .updateTable('job_applications')
      .set({ status: 'withdrawn', updated_at: at, ...(releasesReply ? { reply_due_at: null } : {}) })
      .where('id', '=', read.id)
      .where('status', '=', read.status);
    if (read.first_answered_at === null) update = update.where('first_answered_at', 'is', null);
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto('application_events')
      .values({ id: newId(), application_id: read.id, status: 'withdrawn', reason: null, note: null, actor_id: read.applicant_id, at })
      .execute();
    if (releasesReply) {
      await stopWaiting(trx, read.startup_id, read.reply_due_at as string);
      await uncountApplication(trx, read.startup_id);
    }
    return true;
  });
}
