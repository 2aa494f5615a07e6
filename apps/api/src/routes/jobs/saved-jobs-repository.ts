import type { Database } from '@startupsetu/server-core/db/database';
import type { PageQuery } from '@startupsetu/server-core/http/pagination';
import { newId } from '@startupsetu/server-core/ids';
import { sql, type SqlBool } from 'kysely';
import { jobVisibleTo } from './job-access';
import type { JobPage } from './job-board';
import { selectJobs } from './jobs-repository';

// Saved jobs (the job seeker's "saved jobs", DESIGN §7.3): saving again keeps the first time, so a
// saver's list (newest saved first, on saved_jobs_user_idx) does not reorder on a replay.

export async function saveJob(db: Database, userId: string, jobId: string, now: Date): Promise<void> {
  await db
    .insertInto('saved_jobs')
    .values({ user_id: userId, job_id: jobId, id: newId(), created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'job_id']).doNothing())
    .execute();
}

export async function unsaveJob(db: Database, userId: string, jobId: string): Promise<void> {
  await db.deleteFrom('saved_jobs').where('user_id', '=', userId).where('job_id', '=', jobId).execute();
}

/** The caller's saved jobs they may still read (see requireReadableJob), newest saved first; the cursor is the saving's id. */
export async function listSavedJobs(db: Database, userId: string, { limit, cursor }: PageQuery): Promise<JobPage> {
  const insider = sql<SqlBool>`EXISTS (SELECT 1 FROM startup_members m WHERE m.startup_id = j.startup_id AND m.user_id = ${userId} AND m.status = 'active')`;
  let select = selectJobs(db)
    .innerJoin('saved_jobs as v', 'v.job_id', 'j.id')
    .select('v.id as saved_id')
    .where('v.user_id', '=', userId)
    .where((eb) => eb.or([insider, eb.and([eb('j.status', '<>', 'draft'), jobVisibleTo(userId)])]));
  if (cursor) select = select.where('v.id', '<', cursor);
  const rows = await select.orderBy('v.id', 'desc').limit(limit + 1).execute();
  const page = rows.slice(0, limit);
  return { rows: page, nextCursor: rows.length > limit ? page[page.length - 1]!.saved_id : null };
}
