import type { JobKind, JobStatus, Workplace } from '../contract/job-fields';

// The tables of migration 0022, kept beside schema.ts (which lists them in DatabaseSchema).

/** A startup's job (DESIGN §7.3, migration 0022). Title, city and description may be empty in a draft. */
export interface JobsTable {
  id: string;
  startup_id: string;
  title: string;
  kind: JobKind;
  workplace: Workplace;
  city: string;
  /** The city lower-cased and trimmed (the board's filter). */
  city_key: string;
  /** Rupees a year. */
  ctc_min: number | null;
  ctc_max: number | null;
  /** The step of the CTC ladder (apps/api/src/routes/jobs/job-pay-bands.ts) the job's top CTC reaches; null without a CTC. */
  ctc_band: number | null;
  /** Rupees a month (internships only, and then no CTC). */
  stipend: number | null;
  /** Per cent. */
  esop_min: number | null;
  esop_max: number | null;
  /** Years. */
  experience_min: number | null;
  experience_max: number | null;
  /** A JSON array of the skills as written. */
  skills: string;
  description: string;
  /** 'published' past closes_at is answered as closed (the row is not rewritten). */
  status: JobStatus;
  published_at: string | null;
  closes_at: string | null;
  /** closes_at's milliseconds as 12 hex digits then the id; null unless published (see migration 0022). */
  list_key: string | null;
  /** Title and skills, lower-cased, one per line. */
  search_text: string;
  /** Null once the creator's account is gone. */
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** One skill of one job (lower-cased and trimmed), with the job's list_key, so a skill's open jobs are one index walk. */
export interface JobSkillsTable {
  job_id: string;
  skill_key: string;
  list_key: string | null;
}

/** A job someone saved; `id` is a fresh id at saving, which orders their list newest first. */
export interface SavedJobsTable {
  user_id: string;
  job_id: string;
  id: string;
  created_at: string;
}
