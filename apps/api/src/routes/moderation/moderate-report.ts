import type { NotificationRequest } from '@startupsetu/server-core/bus/notification-bus';
import type { Database } from '@startupsetu/server-core/db/database';
import type { ReportRow, ReportStatus } from '@startupsetu/server-core/db/schema';
import { HttpError } from '@startupsetu/server-core/errors';
import { endSessions } from '@startupsetu/server-core/repositories/sessions-repository';
import { appealLink, decisionNotice, MODERATION_NOTICE_TYPE } from '../reports/moderation-notices';
import { outcomeText, removedContentOf, REPORT_NOTIFICATION_TYPE, type DecisionKind, type RemovedContent } from '../reports/report-effects';
import { recordModerationAction, subjectOf } from '../reports/reports-repository';
import type { SuspendedPersonMail } from '../reports/suspended-person-mail';

// One moderation decision (DESIGN §6.3), the same for the HTTP route and the command line: the
// reports on the target change status together, the hide or suspension changes with them and an
// audit row is written, all in one transaction; then open pages, sessions and reporters are told.

export const ALREADY_DECIDED = 'This report has already been decided';
export const NOTHING_TO_RESTORE = 'Only a removed or suspended decision can be restored';
export const CANNOT_REMOVE_PERSON = 'A person cannot be removed; suspend the account instead';
export const NOT_ABOUT_YOURSELF = 'You cannot moderate a report about yourself';
export const AUTHOR_GONE = 'The account of this report no longer exists';
export const UNDER_APPEAL = 'This decision is under appeal: uphold or reverse it';

export const MODERATION_ACTIONS: readonly DecisionKind[] = ['dismiss', 'remove', 'suspend', 'restore'];

const STATUS_OF: Record<Exclude<DecisionKind, 'restore'>, ReportStatus> = { dismiss: 'dismissed', remove: 'removed', suspend: 'suspended' };

/** What a decision does outside the database; the command line has no sockets of its own. */
export interface ModerationEffects {
  announceRemoved(content: RemovedContent): void;
  closeSessions(sessionIds: string[]): void;
  notify(notification: NotificationRequest): Promise<void>;
  /** Writes to a suspended person, who cannot sign in to read a notice (reports/suspended-person-mail.ts). */
  mailSuspended(mail: SuspendedPersonMail): Promise<void>;
  warn(message: string, error: unknown): void;
}

export interface Moderator {
  /** Null for the command line. */
  id: string | null;
  email: string;
}

export interface Decision {
  reportId: string;
  action: DecisionKind;
  note?: string | null;
  moderator: Moderator;
}

/**
 * Undoes a decision, in the caller's transaction: a removed item shows again (whatever hid it), a
 * suspended account is lifted. Restoring a decision and reversing it on appeal both come here.
 */
export async function restoreTarget(trx: Database, report: Pick<ReportRow, 'target_type' | 'target_id' | 'target_user_id'>, decision: 'removed' | 'suspended'): Promise<void> {
  if (decision === 'removed') {
    await trx.deleteFrom('hidden_content').where('target_type', '=', report.target_type).where('target_id', '=', report.target_id).execute();
    return;
  }
  const subjectId = subjectOf(report);
  if (subjectId) await trx.updateTable('users').set({ suspended_at: null }).where('id', '=', subjectId).execute();
}

export async function moderateReport(db: Database, effects: ModerationEffects, decision: Decision): Promise<ReportRow> {
  const { reportId, action, moderator } = decision;
  const report = await db.selectFrom('reports').selectAll().where('id', '=', reportId).executeTakeFirst();
  if (!report) throw new HttpError(404, 'Report not found');
  const targetUserId = subjectOf(report);
  if (moderator.id !== null && targetUserId === moderator.id) throw new HttpError(403, NOT_ABOUT_YOURSELF);
  if (action === 'remove' && report.target_type === 'user') throw new HttpError(400, CANNOT_REMOVE_PERSON, 'action');
  if (report.status === 'appealed') throw new HttpError(409, UNDER_APPEAL);
  if (action === 'restore' ? report.status !== 'removed' && report.status !== 'suspended' : report.status !== 'open') {
    throw new HttpError(409, action === 'restore' && report.status !== 'restored' ? NOTHING_TO_RESTORE : ALREADY_DECIDED);
  }

  const now = new Date().toISOString();
  const from: ReportStatus = action === 'restore' ? report.status : 'open';
  const to: ReportStatus = action === 'restore' ? 'restored' : STATUS_OF[action];
  const target = { type: report.target_type, id: report.target_id };

  const { reporters, endedSessions } = await db.transaction().execute(async (trx) => {
    // The report itself first: of two moderators deciding at once, one changes it, the other gets 409.
    const mine = await trx.updateTable('reports').set({ status: to, decided_at: now, decided_by: moderator.id }).where('id', '=', reportId).where('status', '=', from).executeTakeFirst();
    if (Number(mine.numUpdatedRows) !== 1) throw new HttpError(409, ALREADY_DECIDED);
    const changed = await trx
      .updateTable('reports')
      .set({ status: to, decided_at: now, decided_by: moderator.id })
      .where('target_type', '=', target.type)
      .where('target_id', '=', target.id)
      .where('status', '=', from)
      .returning('reporter_id')
      .execute();
    let endedSessions: string[] = [];
    if (action === 'dismiss') {
      await trx.deleteFrom('hidden_content').where('target_type', '=', target.type).where('target_id', '=', target.id).where('reason', '=', 'reports').execute();
    } else if (action === 'remove') {
      await trx
        .insertInto('hidden_content')
        .values({ target_type: target.type, target_id: target.id, reason: 'removed', created_at: now })
        .onConflict((oc) => oc.columns(['target_type', 'target_id']).doUpdateSet({ reason: 'removed' }))
        .execute();
    } else if (action === 'suspend') {
      if (!targetUserId) throw new HttpError(409, AUTHOR_GONE);
      const suspended = await trx.updateTable('users').set({ suspended_at: now }).where('id', '=', targetUserId).executeTakeFirst();
      if (Number(suspended.numUpdatedRows) !== 1) throw new HttpError(409, AUTHOR_GONE);
      endedSessions = await endSessions(trx, { userId: targetUserId });
    } else {
      await restoreTarget(trx, report, report.status === 'removed' ? 'removed' : 'suspended');
    }
    await recordModerationAction(trx, { by: moderator, action, report, note: decision.note?.trim() || null, at: now });
    return { reporters: [report.reporter_id, ...changed.map((row) => row.reporter_id)], endedSessions };
  });

  if (action === 'remove') {
    const removed = removedContentOf(report);
    if (removed) effects.announceRemoved(removed);
  }
  if (endedSessions.length > 0) effects.closeSessions(endedSessions);
  const message = outcomeText(report.target_type, action);
  const told = [...new Set(reporters)].map((userId) => effects.notify({ userId, type: REPORT_NOTIFICATION_TYPE, message, actorId: null }));
  // The author is told what was removed or suspended and why (DESIGN §7.4); a removal's notice opens its appeal.
  if ((action === 'remove' || action === 'suspend') && targetUserId) {
    const notice = decisionNotice(report, action, decision.note);
    const link = action === 'remove' ? { link: appealLink(reportId) } : {};
    told.push(effects.notify({ userId: targetUserId, type: MODERATION_NOTICE_TYPE, message: notice, actorId: null, ...link }));
    // Not awaited: the decision stands whatever the mail server does, and the moderator does not wait for it.
    if (action === 'suspend') {
      effects
        .mailSuspended({ kind: 'suspended', userId: targetUserId, notice, reportId, decidedAt: now })
        .catch((error: unknown) => effects.warn('could not mail a suspension', error));
    }
  }
  await Promise.all(told.map((sent) => sent.catch((error: unknown) => effects.warn('could not tell of a decision', error))));
  return (await db.selectFrom('reports').selectAll().where('id', '=', reportId).executeTakeFirst()) ?? { ...report, status: to };
}
