import type { ReportTargetType } from '../contract/reply-types';

/** What an appeal is of: the status its reports had when it was made. */
export type AppealDecision = 'removed' | 'suspended';
export type AppealStatus = 'open' | 'upheld' | 'reversed';

/**
 * An author's appeal of a removal or suspension (DESIGN §7.4, migration 0026): one per decision,
 * which the reports on the target carry as (target, decided_at); the database refuses a second.
 */
export interface ReportAppealsTable {
  id: string;
  /** The report the appeal was made through (any report of the decision). */
  report_id: string;
  target_type: ReportTargetType;
  target_id: string;
  decision: AppealDecision;
  /** The decision's time, as its reports carry it in decided_at. */
  decided_at: string;
  /** Who made the decision (null: the command line); another moderator decides the appeal. */
  decided_by: string | null;
  appellant_id: string;
  reason: string;
  status: AppealStatus;
  created_at: string;
  /** 15 days after it was made. */
  deadline_at: string;
  resolved_at: string | null;
  resolved_by: string | null;
}
