import type { ApplicationStatus, RejectionReason } from '../contract/application-fields';

// The tables of migration 0023, kept beside schema.ts (which lists them in DatabaseSchema).

/** One person's application to one job (DESIGN §7.3, migration 0023). */
export interface JobApplicationsTable {
  id: string;
  job_id: string;
  /** The job's startup (a job never moves), so the reply rate is read per startup without a join. */
  startup_id: string;
  applicant_id: string;
  status: ApplicationStatus;
  note: string;
  /** The résumé's name in the private storage (never under /media). */
  resume_file: string;
  /** The file name the applicant uploaded it with. */
  resume_name: string;
  resume_size: number;
  created_at: string;
  updated_at: string;
  /** When it first left 'applied'. */
  first_answered_at: string | null;
  /** created_at + REPLY_RATE_WINDOW_DAYS; null once withdrawn unanswered within it (no reply was owed). */
  reply_due_at: string | null;
}

/** Every status an application has had, with who set it and when; `id` orders them. */
export interface ApplicationEventsTable {
  id: string;
  application_id: string;
  status: ApplicationStatus;
  reason: RejectionReason | null;
  note: string | null;
  /** Null once the account that made the change is gone. */
  actor_id: string | null;
  at: string;
}

/** A startup's running counts for its reply rate (see the reply rate's repository). */
export interface StartupReplyCountsTable {
  startup_id: string;
  /** Applications owed a reply: every one, less those withdrawn unanswered within their window. */
  applications: number;
  /** Those first answered within REPLY_RATE_WINDOW_DAYS of applying. */
  answered_in_time: number;
}

/**
 * A startup's applications still waiting for a first answer, by the hour their reply falls due
 * (migration 0028): the reply rate sums the hours not yet past, at most the window's 337 rows.
 */
export interface StartupReplyWaitingTable {
  startup_id: string;
  /** The hour of reply_due_at, 'YYYY-MM-DDTHH' (UTC). */
  due_hour: string;
  waiting: number;
}
