import { isUniqueViolation } from '@startupsetu/server-core/db/constraint-errors';
import type { Database } from '@startupsetu/server-core/db/database';
import type { ModerationActionKind, ReportCategory, ReportRow, ReportTargetType } from '@startupsetu/server-core/db/schema';
import { newId } from '@startupsetu/server-core/ids';
import type { Evidence } from './report-target-types';

/** Reports by this many different people hide an item until a moderator decides. */
export const HIDE_AFTER_REPORTERS = 3;

const HOUR_MS = 60 * 60 * 1000;
/** IT Rules 2021: impersonation and sexual content within 24 hours, every other complaint within 15 days. */
export function reportDeadline(category: ReportCategory, createdAt: Date): Date {
  const hours = category === 'impersonation' || category === 'sexual' ? 24 : 15 * 24;
  return new Date(createdAt.getTime() + hours * HOUR_MS);
}

export function findOpenReport(db: Database, reporterId: string, type: ReportTargetType, targetId: string): Promise<ReportRow | undefined> {
  return db
    .selectFrom('reports')
    .selectAll()
    .where('reporter_id', '=', reporterId)
    .where('target_type', '=', type)
    .where('target_id', '=', targetId)
    .where('status', '=', 'open')
    .executeTakeFirst();
}

export function findReport(db: Database, id: string): Promise<ReportRow | undefined> {
  return db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whom a report's decision is about: the reported person, or the author of the reported item. */
export function subjectOf(report: Pick<ReportRow, 'target_type' | 'target_id' | 'target_user_id'>): string | null {
  return report.target_type === 'user' ? report.target_id : report.target_user_id;
}

export interface ModerationAction {
  /** A moderator, the appellant (an appeal), or the command line (id null). */
  by: { id: string | null; email: string };
  action: ModerationActionKind;
  report: Pick<ReportRow, 'id' | 'target_type' | 'target_id' | 'target_user_id'>;
  note: string | null;
  at: string;
}

/** One row of the append-only audit log of a step on a report, written in the caller's transaction. */
export async function recordModerationAction(db: Database, { by, action, report, note, at }: ModerationAction): Promise<void> {
  await db
    .insertInto('moderation_actions')
    .values({
      id: newId(),
      moderator_id: by.id,
      moderator_email: by.email,
      report_id: report.id,
      action,
      target_type: report.target_type,
      target_id: report.target_id,
      target_user_id: subjectOf(report),
      note,
      created_at: at,
    })
    .execute();
}

export interface NewReport {
  reporterId: string;
  type: ReportTargetType;
  targetId: string;
  targetUserId: string | null;
  category: ReportCategory;
  comment: string | null;
  evidence: Evidence;
}

/**
 * Inserts an open report; when the reporter already has one open on the target (also when a twin
 * request won the race to the unique index), answers that one with `created: false`.
 */
export async function insertReport(db: Database, report: NewReport, now = new Date()): Promise<{ report: ReportRow; created: boolean }> {
  const row: ReportRow = {
    id: newId(),
    reporter_id: report.reporterId,
    target_type: report.type,
    target_id: report.targetId,
    target_user_id: report.targetUserId,
    category: report.category,
    comment: report.comment,
    evidence: JSON.stringify(report.evidence),
    status: 'open',
    created_at: now.toISOString(),
    deadline_at: reportDeadline(report.category, now).toISOString(),
    decided_at: null,
    decided_by: null,
  };
  try {
    await db.insertInto('reports').values(row).execute();
    return { report: row, created: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const open = await findOpenReport(db, report.reporterId, report.type, report.targetId);
    if (!open) throw error;
    return { report: open, created: false };
  }
}

/** An account this old (and, with proven emails, issue 43, one that proved its email) counts towards hiding. */
export const ESTABLISHED_ACCOUNT_DAYS = 7;

/**
 * How many different established accounts have open reports on the target (DESIGN §7.2): accounts
 * made in the last week, or that have not proven their email, do not count, so throwaway sign-ups
 * cannot hide a person or an item.
 */
export async function countEstablishedReporters(db: Database, type: ReportTargetType, targetId: string, now = Date.now()): Promise<number> {
  const madeBefore = new Date(now - ESTABLISHED_ACCOUNT_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const row = await db
    .selectFrom('reports')
    .innerJoin('users', 'users.id', 'reports.reporter_id')
    .select((eb) => eb.fn.count<string | number>('reports.reporter_id').distinct().as('count'))
    .where('reports.target_type', '=', type)
    .where('reports.target_id', '=', targetId)
    .where('reports.status', '=', 'open')
    .where('users.created_at', '<=', madeBefore)
    .where('users.email_verified_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Hides the target because of reports; answers whether it was newly hidden (idempotent). */
export async function hideForReports(db: Database, type: ReportTargetType, targetId: string, now = new Date()): Promise<boolean> {
  const result = await db
    .insertInto('hidden_content')
    .values({ target_type: type, target_id: targetId, reason: 'reports', created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['target_type', 'target_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}
