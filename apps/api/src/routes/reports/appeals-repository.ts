import type { Appeal } from '@startupsetu/server-core/contract/reply-types';
import { isUniqueViolation } from '@startupsetu/server-core/db/constraint-errors';
import type { Database } from '@startupsetu/server-core/db/database';
import type { ReportAppealsTable } from '@startupsetu/server-core/db/appeal-tables';
import type { ReportRow } from '@startupsetu/server-core/db/schema';
import { HttpError } from '@startupsetu/server-core/errors';
import { newId } from '@startupsetu/server-core/ids';
import type { Selectable } from 'kysely';
import { recordModerationAction } from './reports-repository';

// Appeals (DESIGN §7.4): the author of removed content, or the suspended person, appeals a decision
// once; its reports go back to the queue as 'appealed' until another moderator upholds or reverses
// it (moderation/decide-appeal.ts). Each step is a row of the append-only audit log.

export type AppealRow = Selectable<ReportAppealsTable>;
export type AppealView = Appeal;

export const ALREADY_APPEALED = 'This decision has already been appealed';
export const NOTHING_TO_APPEAL = 'Only a removal or a suspension can be appealed';
/** How the audit log names who made an appeal (its moderator_id is the appellant's id). */
export const APPELLANT = 'the appellant';
export const APPEAL_DAYS = 15;

export function toAppealView(row: AppealRow): AppealView {
  return {
    _id: row.id,
    reportId: row.report_id,
    decision: row.decision,
    reason: row.reason,
    status: row.status,
    createdAt: row.created_at,
    deadlineAt: row.deadline_at,
    resolvedAt: row.resolved_at,
  };
}

/** The appeal of the decision the report now carries (its target and decided_at), if one was made. */
export function findAppealOf(db: Database, report: Pick<ReportRow, 'target_type' | 'target_id' | 'decided_at'>): Promise<AppealRow | undefined> {
  if (!report.decided_at) return Promise.resolve(undefined);
  return db
    .selectFrom('report_appeals')
    .selectAll()
    .where('target_type', '=', report.target_type)
    .where('target_id', '=', report.target_id)
    .where('decided_at', '=', report.decided_at)
    .executeTakeFirst();
}

export interface NewAppeal {
  report: ReportRow;
  appellantId: string;
  reason: string;
}

/**
 * Files the appeal of the report's decision: the appeal, its reports back in the queue as
 * 'appealed' and the audit row, in one transaction. 409 when the decision removed or suspended
 * nothing, or was appealed before (the unique index settles two at once).
 */
export async function fileAppeal(db: Database, { report, appellantId, reason }: NewAppeal, now = new Date()): Promise<AppealRow> {
  if (report.status === 'appealed') throw new HttpError(409, ALREADY_APPEALED);
  if ((report.status !== 'removed' && report.status !== 'suspended') || !report.decided_at) throw new HttpError(409, NOTHING_TO_APPEAL);
  const decidedAt = report.decided_at;
  const row: AppealRow = {
    id: newId(),
    report_id: report.id,
    target_type: report.target_type,
    target_id: report.target_id,
    decision: report.status,
    decided_at: decidedAt,
    decided_by: report.decided_by,
    appellant_id: appellantId,
    reason,
    status: 'open',
    created_at: now.toISOString(),
    deadline_at: new Date(now.getTime() + APPEAL_DAYS * 24 * 60 * 60 * 1000).toISOString(),
    resolved_at: null,
    resolved_by: null,
  };
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('report_appeals').values(row).execute();
      const reopened = await trx
        .updateTable('reports')
        .set({ status: 'appealed' })
        .where('target_type', '=', report.target_type)
        .where('target_id', '=', report.target_id)
        .where('status', '=', report.status)
        .where('decided_at', '=', decidedAt)
        .executeTakeFirst();
      // Restored by a moderator meanwhile: nothing is removed or suspended any more.
      if (Number(reopened.numUpdatedRows) === 0) throw new HttpError(409, NOTHING_TO_APPEAL);
      await recordModerationAction(trx, { by: { id: appellantId, email: APPELLANT }, action: 'appeal', report, note: reason, at: row.created_at });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, ALREADY_APPEALED);
    throw error;
  }
  return row;
}
