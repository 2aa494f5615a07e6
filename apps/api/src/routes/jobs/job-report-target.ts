import { formatPay } from '@startupsetu/server-core/contract/job-fields';
import type { Database } from '@startupsetu/server-core/db/database';
import { userDisplayName } from '@startupsetu/server-core/repositories/profile-details';
import type { ReportTarget } from '../reports/report-target-types';
import { isActiveMember, jobVisibleTo } from './job-access';
import { fieldsOf, selectJobs } from './jobs-repository';

// A job as a report's target (DESIGN §7.3: 'Fake job', 'Asks for money'): readable by the reporter
// as the board shows it (published or closed, in their sight). Its people are its startup's, so
// they cannot report it; the account answerable for it (a suspension's target) is its creator's,
// or, once that account is gone, the startup's first active admin's.

export async function findJobReportTarget(db: Database, reporterId: string, id: string): Promise<ReportTarget | undefined> {
  const row = await selectJobs(db)
    .leftJoin('users as u', 'u.id', 'j.created_by')
    .select(['u.email as creator_email', 'u.profile as creator_profile'])
    .where('j.id', '=', id)
    .where('j.status', '<>', 'draft')
    .where(jobVisibleTo(reporterId))
    .executeTakeFirst();
  if (!row) return undefined;
  const answerable = row.created_by && row.creator_email !== null && row.creator_profile !== null
    ? { _id: row.created_by, name: userDisplayName({ email: row.creator_email, profile: row.creator_profile }) }
    : await firstAdmin(db, row.startup_id);
  const fields = fieldsOf(row);
  return {
    authorId: answerable?._id ?? null,
    reporterIsOwner: await isActiveMember(db, row.startup_id, reporterId),
    evidence: {
      targetType: 'job',
      targetId: id,
      author: answerable ?? { _id: row.startup_id, name: row.startup_name },
      createdAt: row.created_at,
      fields: { ...fields, pay: formatPay(fields), status: row.status, startup: { _id: row.startup_id, slug: row.startup_slug, name: row.startup_name } },
      mediaFiles: [],
      capturedAt: new Date().toISOString(),
    },
  };
}

async function firstAdmin(db: Database, startupId: string): Promise<{ _id: string; name: string } | undefined> {
  const admin = await db
    .selectFrom('startup_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.email', 'u.profile'])
    .where('m.startup_id', '=', startupId)
    .where('m.role', '=', 'admin')
    .where('m.status', '=', 'active')
    .orderBy('m.created_at')
    .orderBy('m.user_id')
    .executeTakeFirst();
  return admin ? { _id: admin.id, name: userDisplayName(admin) } : undefined;
}
