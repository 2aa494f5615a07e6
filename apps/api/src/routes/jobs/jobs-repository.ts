import { JOB_OPEN_DAYS, type JobStatus } from '@startupsetu/server-core/contract/job-fields';
import type { Job, JobFields } from '@startupsetu/server-core/contract/job-schemas';
import { inTransaction, type Database } from '@startupsetu/server-core/db/database';
import { inParts } from '@startupsetu/server-core/db/in-parts';
import type { JobRow, JobsTable, StartupsTable } from '@startupsetu/server-core/db/schema';
import { newId } from '@startupsetu/server-core/ids';
import { mediaUrl } from '@startupsetu/server-core/repositories/users-repository';
import type { Updateable } from 'kysely';
import { cityKey } from '../startups/startups-repository';
import { ctcBand, topCtc } from './job-pay-bands';
import { replyRatesOf, viewerOf, type JobViewer } from './job-viewer-repository';

// The jobs table (migration 0022): a job's fields, its lifecycle (draft → published → closed, and
// renewed back to published) and its reply. A published job closes itself JOB_OPEN_DAYS after it
// was published or renewed: nothing rewrites the row then, every read compares closes_at with the
// clock (statusAt), and the board's range on list_key leaves it out.

export type { JobFields };

/** A job with the columns of its startup that a job's reply shows. */
export type JobWithStartup = JobRow & {
  startup_slug: string;
  startup_name: string;
  startup_logo: string | null;
  startup_sector: StartupsTable['sector'];
  startup_stage: StartupsTable['stage'];
  startup_city: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const hex12 = (ms: number) => ms.toString(16).padStart(12, '0');

/** The board's order and openness in one key: closes_at's milliseconds, then the id (see migration 0022). */
export const listKeyOf = (closesAt: Date, id: string) => hex12(closesAt.getTime()) + id;
/** The smallest list_key of a job still open at `now` (closes_at > now). */
export const openFrom = (now: Date) => hex12(now.getTime() + 1);
export const skillKey = (skill: string) => skill.trim().toLowerCase();
const searchTextOf = (title: string, skills: readonly string[]) => [title, ...skills].join('\n').toLowerCase();

/** 'published' past closes_at is 'closed': a job closes itself without anything writing it. */
export function statusAt(row: Pick<JobRow, 'status' | 'closes_at'>, now: Date): JobStatus {
  if (row.status === 'published' && row.closes_at !== null && row.closes_at <= now.toISOString()) return 'closed';
  return row.status;
}

export function fieldsOf(row: JobRow): JobFields {
  return {
    title: row.title,
    kind: row.kind,
    workplace: row.workplace,
    city: row.city,
    ctcMin: numberOrNull(row.ctc_min),
    ctcMax: numberOrNull(row.ctc_max),
    stipend: numberOrNull(row.stipend),
    esopMin: numberOrNull(row.esop_min),
    esopMax: numberOrNull(row.esop_max),
    experienceMin: numberOrNull(row.experience_min),
    experienceMax: numberOrNull(row.experience_max),
    skills: JSON.parse(row.skills) as string[],
    description: row.description,
  };
}

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

function columnsOf(fields: JobFields): Updateable<JobsTable> {
  const top = topCtc(fields);
  return {
    title: fields.title,
    kind: fields.kind,
    workplace: fields.workplace,
    city: fields.city,
    city_key: cityKey(fields.city),
    ctc_min: fields.ctcMin,
    ctc_max: fields.ctcMax,
    ctc_band: top === null ? null : ctcBand(top),
    stipend: fields.stipend,
    esop_min: fields.esopMin,
    esop_max: fields.esopMax,
    experience_min: fields.experienceMin,
    experience_max: fields.experienceMax,
    skills: JSON.stringify(fields.skills),
    description: fields.description,
    search_text: searchTextOf(fields.title, fields.skills),
  };
}

function skillRows(jobId: string, skills: readonly string[], listKey: string | null) {
  return [...new Set(skills.map(skillKey))].map((skill_key) => ({ job_id: jobId, skill_key, list_key: listKey }));
}

async function writeSkills(trx: Database, jobId: string, skills: readonly string[], listKey: string | null): Promise<void> {
  await trx.deleteFrom('job_skills').where('job_id', '=', jobId).execute();
  const rows = skillRows(jobId, skills, listKey);
  if (rows.length > 0) await trx.insertInto('job_skills').values(rows).execute();
}

/** A published job's columns: open until JOB_OPEN_DAYS after `at`. */
function listingOf(jobId: string, at: Date) {
  const closesAt = new Date(at.getTime() + JOB_OPEN_DAYS * DAY_MS);
  return { status: 'published' as const, published_at: at.toISOString(), closes_at: closesAt.toISOString(), list_key: listKeyOf(closesAt, jobId) };
}

export interface NewJob {
  startupId: string;
  createdBy: string;
  fields: JobFields;
  now: Date;
  /** Set: stored as published then (seeding); else a draft. */
  publishedAt?: Date;
}

/** Stores jobs (drafts, unless publishedAt says otherwise) in one transaction, or the caller's; answers their ids. */
export async function insertJobs(db: Database, jobs: readonly NewJob[]): Promise<string[]> {
  const rows = jobs.map((job) => {
    const id = newId();
    const at = job.now.toISOString();
    const listing = job.publishedAt ? listingOf(id, job.publishedAt) : { status: 'draft' as const, published_at: null, closes_at: null, list_key: null };
    const row = { ...(columnsOf(job.fields) as Required<ReturnType<typeof columnsOf>>), id, startup_id: job.startupId, ...listing, created_by: job.createdBy, created_at: at, updated_at: at };
    return { row, skills: skillRows(id, job.fields.skills, listing.list_key) };
  });
  await inTransaction(db, async (trx) => {
    // 26 parameters a job row, 3 a skill row: under either engine's limit per statement.
    for (const part of inParts(rows.map((entry) => entry.row), 1000)) await trx.insertInto('jobs').values(part).execute();
    for (const part of inParts(rows.flatMap((entry) => entry.skills), 5000)) await trx.insertInto('job_skills').values(part).execute();
  });
  return rows.map((entry) => entry.row.id);
}

/** Stores a draft of the startup's; answers its id. */
export async function insertJob(db: Database, job: Omit<NewJob, 'publishedAt'>): Promise<string> {
  const [id] = await insertJobs(db, [job]);
  return id!;
}

/** Replaces the job's fields (all of them: the caller merged the edit into the stored ones). */
export async function updateJob(db: Database, row: JobRow, fields: JobFields, now: Date): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.updateTable('jobs').set({ ...columnsOf(fields), updated_at: now.toISOString() }).where('id', '=', row.id).execute();
    await writeSkills(trx, row.id, fields.skills, row.list_key);
  });
}

/**
 * Publishes (or renews) the job until JOB_OPEN_DAYS from `now`, when it is still in one of the
 * statuses `from`; answers whether it was (a job changed in between is left alone).
 */
export async function openJob(db: Database, jobId: string, from: readonly JobStatus[], now: Date): Promise<boolean> {
  const listing = listingOf(jobId, now);
  return inTransaction(db, async (trx) => {
    const result = await trx
      .updateTable('jobs')
      .set({ ...listing, updated_at: now.toISOString() })
      .where('id', '=', jobId)
      .where('status', 'in', from)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await trx.updateTable('job_skills').set({ list_key: listing.list_key }).where('job_id', '=', jobId).execute();
    return true;
  });
}

/** Closes a published job now (one that already closed itself keeps its closes_at). */
export async function closeJob(db: Database, row: JobRow, now: Date): Promise<void> {
  const closesAt = row.closes_at !== null && row.closes_at < now.toISOString() ? row.closes_at : now.toISOString();
  await inTransaction(db, async (trx) => {
    await trx.updateTable('jobs').set({ status: 'closed', closes_at: closesAt, list_key: null, updated_at: now.toISOString() }).where('id', '=', row.id).execute();
    await trx.updateTable('job_skills').set({ list_key: null }).where('job_id', '=', row.id).execute();
  });
}

/** `jobs as j` joined with `startups as s`, every column a job's reply needs. */
export function selectJobs(db: Database) {
  return db
    .selectFrom('jobs as j')
    .innerJoin('startups as s', 's.id', 'j.startup_id')
    .selectAll('j')
    .select(['s.slug as startup_slug', 's.name as startup_name', 's.logo as startup_logo', 's.sector as startup_sector', 's.stage as startup_stage', 's.city as startup_city']);
}

export function findJob(db: Database, id: string): Promise<JobWithStartup | undefined> {
  return selectJobs(db).where('j.id', '=', id).executeTakeFirst();
}

export function toJobView(row: JobWithStartup, viewer: JobViewer, replyRate: Job['replyRate'], now: Date): Job {
  const fields = fieldsOf(row);
  return {
    _id: row.id,
    status: statusAt(row, now),
    startup: {
      _id: row.startup_id,
      slug: row.startup_slug,
      name: row.startup_name,
      logo: mediaUrl(row.startup_logo),
      sector: row.startup_sector,
      stage: row.startup_stage,
      city: row.startup_city,
    },
    ...fields,
    publishedAt: row.published_at,
    closesAt: row.closes_at,
    createdAt: row.created_at,
    replyRate,
    viewer,
  };
}

/** The replies of a page of jobs as `viewerId` sees them: a few queries however long the page. */
export async function jobViews(db: Database, rows: readonly JobWithStartup[], viewerId: string | undefined, now: Date): Promise<Job[]> {
  const viewers = await viewerOf(db, viewerId, rows);
  const rates = await replyRatesOf(db, rows.map((row) => row.startup_id), now);
  return rows.map((row) => toJobView(row, viewers.get(row.id)!, rates.get(row.startup_id) ?? null, now));
}

export async function jobView(db: Database, row: JobWithStartup, viewerId: string | undefined, now: Date): Promise<Job> {
  const [view] = await jobViews(db, [row], viewerId, now);
  return view!;
}
