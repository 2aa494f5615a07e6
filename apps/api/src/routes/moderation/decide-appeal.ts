import type { Database } from '@startupsetu/server-core/db/database';
import type { ReportRow, ReportStatus } from '@startupsetu/server-core/db/schema';
import { HttpError } from '@startupsetu/server-core/errors';
import { findAppealOf } from '../reports/appeals-repository';
import { appealOutcomeNotice, MODERATION_NOTICE_TYPE } from '../reports/moderation-notices';
import { outcomeText, REPORT_NOTIFICATION_TYPE } from '../reports/report-effects';
import { recordModerationAction, subjectOf } from '../reports/reports-repository';
import { NOT_ABOUT_YOURSELF, restoreTarget, type ModerationEffects, type Moderator } from './moderate-report';

// An appeal decided (DESIGN §7.4): by another moderator than the one who made the decision.
// uphold: the decision stands (its reports as decided, so it cannot be appealed again); reverse:
// the content comes back or the suspension is lifted, and the reports read 'restored'. The
// reports, the appeal, the hide or suspension and the audit row change in one transaction; then the
// appellant is told, and on a reversal the reporters too.

export type AppealOutcome = 'uphold' | 'reverse';

export const NOT_UNDER_APPEAL = 'Only a decision under appeal can be upheld or reversed';
export const SAME_MODERATOR = 'Another moderator must decide this appeal: you made the decision it appeals';
export const APPEAL_DECIDED = 'This appeal has already been decided';

export interface AppealDecision {
  report: ReportRow;
  action: AppealOutcome;
  note?: string | null;
  moderator: Moderator;
}

export async function decideAppeal(db: Database, effects: ModerationEffects, { report, action, note, moderator }: AppealDecision): Promise<ReportRow> {
  if (report.status !== 'appealed') throw new HttpError(409, NOT_UNDER_APPEAL);
  const subjectId = subjectOf(report);
  if (moderator.id !== null && subjectId === moderator.id) throw new HttpError(403, NOT_ABOUT_YOURSELF);
  if (moderator.id === report.decided_by) throw new HttpError(403, SAME_MODERATOR);
  const appeal = await findAppealOf(db, report);
  // The appeal row goes with the appellant's deleted account: the hide tells what was decided.
  const hidden = await db.selectFrom('hidden_content').select('reason').where('target_type', '=', report.target_type).where('target_id', '=', report.target_id).executeTakeFirst();
  const decision = appeal?.decision ?? (hidden?.reason === 'removed' ? 'removed' : 'suspended');
  const now = new Date().toISOString();
  const to: ReportStatus = action === 'uphold' ? decision : 'restored';
  // Upheld, the reports keep their decision (its time and moderator); reversed, they carry the new one.
  const decided = action === 'uphold' ? {} : { decided_at: now, decided_by: moderator.id };
  const text = note?.trim() || null;

  const reporters = await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('reports')
      .set({ status: to, ...decided })
      .where('target_type', '=', report.target_type)
      .where('target_id', '=', report.target_id)
      .where('status', '=', 'appealed')
      .where('decided_at', '=', report.decided_at ?? '')
      .returning(['id', 'reporter_id'])
      .execute();
    // Of two moderators deciding at once, one changes the reports; the other is told it is decided.
    if (!changed.some((row) => row.id === report.id)) throw new HttpError(409, APPEAL_DECIDED);
    if (appeal) {
      await trx
        .updateTable('report_appeals')
        .set({ status: action === 'uphold' ? 'upheld' : 'reversed', resolved_at: now, resolved_by: moderator.id })
        .where('id', '=', appeal.id)
        .execute();
    }
    if (action === 'reverse') await restoreTarget(trx, report, decision);
    await recordModerationAction(trx, { by: moderator, action, report, note: text, at: now });
    return changed.map((row) => row.reporter_id);
  });

  const told: Promise<void>[] = [];
  const appellant = appeal?.appellant_id ?? subjectId;
  if (appellant) {
    const outcome = appealOutcomeNotice(report, decision, action, text);
    told.push(effects.notify({ userId: appellant, type: MODERATION_NOTICE_TYPE, message: outcome, actorId: null }));
    // Still suspended (upheld), or suspended until now (reversed): the app is not where they read it.
    // Not awaited, as the suspension's own mail (moderate-report.ts).
    if (decision === 'suspended') {
      effects
        .mailSuspended({ kind: 'appeal-decided', userId: appellant, outcome, reversed: action === 'reverse' })
        .catch((error: unknown) => effects.warn('could not mail an appeal decided', error));
    }
  }
  if (action === 'reverse') {
    const message = outcomeText(report.target_type, 'restore');
    for (const userId of new Set(reporters)) told.push(effects.notify({ userId, type: REPORT_NOTIFICATION_TYPE, message, actorId: null }));
  }
  await Promise.all(told.map((sent) => sent.catch((error: unknown) => effects.warn('could not tell of an appeal decided', error))));
  return (await db.selectFrom('reports').selectAll().where('id', '=', report.id).executeTakeFirst()) ?? { ...report, status: to };
}
