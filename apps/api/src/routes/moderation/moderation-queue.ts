import type { Database } from '@startupsetu/server-core/db/database';
import type { ReportCategory, ReportRow, ReportStatus } from '@startupsetu/server-core/db/schema';
import type { Page } from '@startupsetu/server-core/http/pagination';
import { userDisplayName } from '@startupsetu/server-core/repositories/profile-details';
import { sql } from 'kysely';
import { toAppealView, type AppealRow, type AppealView } from '../reports/appeals-repository';
import { parseEvidence } from '../reports/report-effects';
import { toReportView, type ReportView } from '../reports/report-schemas';
import type { Evidence } from '../reports/report-target-types';

// The moderators' queue: reports by deadline (earliest first, then id), a page at a time on the
// (status, deadline_at, id) index; the cursor is the last item's id. Each with the appeal of its
// decision (DESIGN §7.4): the one it is under, or the one that ended it. And the audit log, newest first.

export interface QueueQuery {
  status: ReportStatus;
  category?: ReportCategory;
  limit: number;
  cursor?: string;
}

/** An appeal as moderators see it: with who made the decision (another decides the appeal). */
type QueueAppeal = AppealView & { decidedBy: string | null };

export interface QueueItem extends ReportView {
  reporterCount: number;
  hidden: boolean;
  reporter: { _id: string; name: string };
  targetUser: { _id: string; name: string } | null;
  evidence: Evidence | null;
  appeal: QueueAppeal | null;
}

const nameOf = (id: string | null, email: string | null, profile: string | null) =>
  id && email !== null && profile !== null ? { _id: id, name: userDisplayName({ email, profile }) } : null;

const APPEAL_COLUMNS = [
  'a.id as appeal_id',
  'a.report_id as appeal_report_id',
  'a.decision as appeal_decision',
  'a.decided_at as appeal_decided_at',
  'a.decided_by as appeal_decided_by',
  'a.appellant_id as appeal_appellant_id',
  'a.reason as appeal_reason',
  'a.status as appeal_status',
  'a.created_at as appeal_created_at',
  'a.deadline_at as appeal_deadline_at',
  'a.resolved_at as appeal_resolved_at',
  'a.resolved_by as appeal_resolved_by',
] as const;

type AppealColumns = { [K in Exclude<keyof AppealRow, 'target_type' | 'target_id'> as `appeal_${K & string}`]: AppealRow[K] | null };

function appealOf(row: AppealColumns & ReportRow): QueueAppeal | null {
  if (!row.appeal_id) return null;
  const view = toAppealView({
    id: row.appeal_id,
    report_id: row.appeal_report_id!,
    target_type: row.target_type,
    target_id: row.target_id,
    decision: row.appeal_decision!,
    decided_at: row.appeal_decided_at!,
    decided_by: row.appeal_decided_by,
    appellant_id: row.appeal_appellant_id!,
    reason: row.appeal_reason!,
    status: row.appeal_status!,
    created_at: row.appeal_created_at!,
    deadline_at: row.appeal_deadline_at!,
    resolved_at: row.appeal_resolved_at,
    resolved_by: row.appeal_resolved_by,
  });
  return { ...view, decidedBy: row.appeal_decided_by };
}

export async function listReportQueue(db: Database, { status, category, limit, cursor }: QueueQuery): Promise<Page<QueueItem>> {
  let query = db
    .selectFrom('reports as r')
    .innerJoin('users as reporter', 'reporter.id', 'r.reporter_id')
    .leftJoin('users as target', 'target.id', 'r.target_user_id')
    .leftJoin('report_appeals as a', (join) =>
      join
        .onRef('a.target_type', '=', 'r.target_type')
        .onRef('a.target_id', '=', 'r.target_id')
        .on((eb) => eb.or([eb('a.decided_at', '=', eb.ref('r.decided_at')), eb('a.resolved_at', '=', eb.ref('r.decided_at'))])),
    )
    .selectAll('r')
    .select([
      'reporter.email as reporter_email',
      'reporter.profile as reporter_profile',
      'target.id as target_user',
      'target.email as target_email',
      'target.profile as target_profile',
      ...APPEAL_COLUMNS,
    ])
    .select((eb) => [
      eb
        .selectFrom('reports as o')
        .select((o) => o.fn.count<string | number>('o.reporter_id').distinct().as('n'))
        .whereRef('o.target_type', '=', 'r.target_type')
        .whereRef('o.target_id', '=', 'r.target_id')
        .where('o.status', '=', 'open')
        .as('reporter_count'),
      eb
        .exists(eb.selectFrom('hidden_content as h').select(sql`1`.as('one')).whereRef('h.target_type', '=', 'r.target_type').whereRef('h.target_id', '=', 'r.target_id'))
        .as('hidden'),
    ])
    .where('r.status', '=', status);
  if (category) query = query.where('r.category', '=', category);
  if (cursor) {
    const after = await db.selectFrom('reports').select(['deadline_at', 'id']).where('id', '=', cursor).executeTakeFirst();
    if (after) query = query.where((eb) => eb(eb.refTuple('r.deadline_at', 'r.id'), '>', eb.tuple(after.deadline_at, after.id)));
  }
  const rows = await query.orderBy('r.deadline_at').orderBy('r.id').limit(limit + 1).execute();
  const items = rows.slice(0, limit).map(
    (row): QueueItem => ({
      ...toReportView(row),
      reporterCount: Number(row.reporter_count ?? 0),
      hidden: Boolean(Number(row.hidden)) || row.hidden === true,
      reporter: { _id: row.reporter_id, name: userDisplayName({ email: row.reporter_email, profile: row.reporter_profile }) },
      targetUser: nameOf(row.target_user, row.target_email, row.target_profile),
      evidence: parseEvidence(row.evidence) ?? null,
      appeal: appealOf(row),
    }),
  );
  return { items, nextCursor: rows.length > limit ? items[items.length - 1]!._id : null };
}

export interface LogItem {
  _id: string;
  moderator: { _id: string | null; email: string };
  reportId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  targetUserId: string | null;
  note: string | null;
  createdAt: string;
}

export async function listModerationLog(db: Database, { limit, cursor }: { limit: number; cursor?: string }): Promise<Page<LogItem>> {
  let query = db.selectFrom('moderation_actions').selectAll();
  if (cursor) query = query.where('id', '<', cursor);
  const rows = await query.orderBy('id', 'desc').limit(limit + 1).execute();
  const items = rows.slice(0, limit).map(
    (row): LogItem => ({
      _id: row.id,
      moderator: { _id: row.moderator_id, email: row.moderator_email },
      reportId: row.report_id,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      targetUserId: row.target_user_id,
      note: row.note,
      createdAt: row.created_at,
    }),
  );
  return { items, nextCursor: rows.length > limit ? items[items.length - 1]!._id : null };
}
