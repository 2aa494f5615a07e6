import type { JobKind, Workplace } from '../contract/job-fields';

// The table of migration 0024, kept beside schema.ts (which lists it in DatabaseSchema).

/** A saved search of the job board that tells its owner of new jobs at most once a day (DESIGN §7.3). */
export interface JobAlertsTable {
  id: string;
  user_id: string;
  q: string | null;
  /** A JSON array of the skills as written (ANY of them). */
  skills: string;
  city: string | null;
  workplace: Workplace | null;
  kind: JobKind | null;
  /** Rupees a year. */
  min_ctc: number | null;
  /** The search in one canonical text: unique per person. */
  search_key: string;
  created_at: string;
  /** Jobs published after this are new to the alert. */
  last_checked_at: string;
}
