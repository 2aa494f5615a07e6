import type { Database } from '@startupsetu/server-core/db/database';
import { HttpError } from '@startupsetu/server-core/errors';
import { personVisibleTo } from '@startupsetu/server-core/repositories/visibility';
import { sql, type Expression, type SqlBool } from 'kysely';
import { isContentId } from '../../schemas/content';
import { ADMINS_ONLY, isActiveAdmin } from '../startups/startup-access';
import { findMember } from '../startups/startup-members-repository';
import { findJob, type JobWithStartup } from './jobs-repository';

// Who may do what to a job, as to its startup (startup-access.ts): its active admins change it;
// anyone else asking to is answered as if there were nothing there (404), its other people are
// told why (403). Its active members read it in any status; others read it once published (a
// closed one too), unless it is out of their sight as content is (DESIGN §6.3, see jobVisibleTo).

export const JOB_NOT_FOUND = 'Job not found';

const notFound = () => new HttpError(404, JOB_NOT_FOUND);

async function findJobById(db: Database, id: string): Promise<JobWithStartup | undefined> {
  return isContentId(id) ? findJob(db, id) : undefined;
}

export async function isActiveMember(db: Database, startupId: string, userId: string | undefined): Promise<boolean> {
  if (userId === undefined) return false;
  return (await findMember(db, startupId, userId))?.status === 'active';
}

/** The job when the caller is one of its startup's active admins; 404 to others, 403 to its other people. */
export async function requireJobAdmin(db: Database, id: string, userId: string): Promise<JobWithStartup> {
  const job = await findJobById(db, id);
  if (!job) throw notFound();
  const member = await findMember(db, job.startup_id, userId);
  if (!member) throw notFound();
  if (!isActiveAdmin(member)) throw new HttpError(403, ADMINS_ONLY);
  return job;
}

/** The job when `viewerId` may read it (signed out: undefined), else a 404. */
export async function requireReadableJob(db: Database, id: string, viewerId: string | undefined): Promise<JobWithStartup> {
  const job = await findJobById(db, id);
  if (!job) throw notFound();
  if (await isActiveMember(db, job.startup_id, viewerId)) return job;
  if (job.status === 'draft') throw notFound();
  const visible = await db.selectFrom('jobs as j').select('j.id').where('j.id', '=', job.id).where(jobVisibleTo(viewerId)).executeTakeFirst();
  if (!visible) throw notFound();
  return job;
}

/**
 * The job at `jobs as j` is in the viewer's sight, as a piece of content is (visibility.ts): not
 * hidden (three reporters, or a moderator's removal), not reported by the viewer, and its creator
 * (while their account lasts) someone the viewer may see. Its startup's members are let through
 * by the callers, so a hidden job stays theirs to change.
 */
export function jobVisibleTo(viewerId: string | undefined): Expression<SqlBool> {
  const id = sql.ref('j.id');
  const hidden = sql`NOT EXISTS (SELECT 1 FROM hidden_content WHERE target_type = 'job' AND target_id = ${id})`;
  const creator = sql`(j.created_by IS NULL OR ${personVisibleTo(viewerId, 'j.created_by')})`;
  if (viewerId === undefined) return sql<SqlBool>`(${hidden} AND ${creator})`;
  const reported = sql`NOT EXISTS (SELECT 1 FROM reports WHERE reporter_id = ${viewerId} AND target_type = 'job' AND target_id = ${id})`;
  return sql<SqlBool>`(${hidden} AND ${reported} AND ${creator})`;
}
