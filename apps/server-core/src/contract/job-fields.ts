import { indianNumber } from './indian-number';

// Jobs (DESIGN §7.3, issue 42): the lists both sides use (the api's forms and filters, the web's
// pickers and labels), the fields' limits, and how pay is written. Kept apart from the reply schemas
// (job-schemas.ts), which the web's bundle must not carry; applications' are in application-fields.ts.

export const JOB_KINDS = ['full-time', 'internship', 'part-time', 'contract'] as const;
export type JobKind = (typeof JOB_KINDS)[number];
export const JOB_KIND_LABELS: Readonly<Record<JobKind, string>> = {
  'full-time': 'Full-time',
  internship: 'Internship',
  'part-time': 'Part-time',
  contract: 'Contract',
};

export const WORKPLACES = ['onsite', 'hybrid', 'remote'] as const;
export type Workplace = (typeof WORKPLACES)[number];
export const WORKPLACE_LABELS: Readonly<Record<Workplace, string>> = { onsite: 'On-site', hybrid: 'Hybrid', remote: 'Remote' };

/** draft → published → closed; a closed job may be published again by renewing it. */
export const JOB_STATUSES = ['draft', 'published', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** A published job closes itself this many days after it was published or last renewed. */
export const JOB_OPEN_DAYS = 30;

/** A startup's reply rate is shown once a job has this many applications… */
export const REPLY_RATE_MIN_APPLICATIONS = 5;
/** …as the share moved out of 'applied' within this many days of applying. */
export const REPLY_RATE_WINDOW_DAYS = 14;

export const MAX_JOB_TITLE_LENGTH = 100;
export const MAX_JOB_DESCRIPTION_LENGTH = 8000;
export const MAX_JOB_SKILLS = 15;
export const MAX_SKILL_LENGTH = 40;
export const MAX_EXPERIENCE_YEARS = 40;
/** Rupees a year: ₹10 crore. */
export const MAX_CTC = 100_000_000;
/** Rupees a month. */
export const MAX_STIPEND = 1_000_000;
export const MAX_ESOP_PERCENT = 100;

const LAKH = 100_000;
const lakhs = (rupees: number) => String(Math.round((rupees / LAKH) * 10) / 10);

/** Pay as India writes it: '₹12–18 LPA' for a yearly CTC, '₹25,000/month' for a stipend, null for none. */
export function formatPay(job: { ctcMin: number | null; ctcMax: number | null; stipend: number | null }): string | null {
  if (job.stipend != null) return `₹${indianNumber(job.stipend)}/month`;
  if (job.ctcMin == null && job.ctcMax == null) return null;
  const low = job.ctcMin ?? job.ctcMax!;
  const high = job.ctcMax ?? job.ctcMin!;
  return low === high ? `₹${lakhs(low)} LPA` : `₹${lakhs(low)}–${lakhs(high)} LPA`;
}

const CRORE = 10_000_000;

/** An amount as India writes it, in the words formatPay's lakhs use: '₹50,000', '₹25 L', '₹1 Cr', '₹2.5 Cr'. */
export function formatRupees(rupees: number): string {
  if (rupees >= CRORE) return `₹${String(Math.round((rupees / CRORE) * 10) / 10)} Cr`;
  if (rupees >= LAKH) return `₹${lakhs(rupees)} L`;
  return `₹${indianNumber(rupees)}`;
}

/**
 * A range of amounts (an investor's cheque size): '₹25 L – ₹1 Cr', '₹50 L' when both ends agree,
 * 'From ₹25 L' or 'Up to ₹1 Cr' with one end, null with neither.
 */
export function formatRupeeRange(min: number | null | undefined, max: number | null | undefined): string | null {
  if (min == null && max == null) return null;
  if (min == null) return `Up to ${formatRupees(max!)}`;
  if (max == null) return `From ${formatRupees(min)}`;
  return min === max ? formatRupees(min) : `${formatRupees(min)} – ${formatRupees(max)}`;
}

/** ESOPs as '0.1–0.5% ESOPs', or null when the job offers none. */
export function formatEsop(job: { esopMin: number | null; esopMax: number | null }): string | null {
  if (job.esopMin == null && job.esopMax == null) return null;
  const low = job.esopMin ?? job.esopMax!;
  const high = job.esopMax ?? job.esopMin!;
  return low === high ? `${low}% ESOPs` : `${low}–${high}% ESOPs`;
}

/** Experience as '2–5 yrs', 'Fresher' for none, or null when not said. */
export function formatExperience(job: { experienceMin: number | null; experienceMax: number | null }): string | null {
  if (job.experienceMin == null && job.experienceMax == null) return null;
  const low = job.experienceMin ?? 0;
  const high = job.experienceMax ?? low;
  if (high === 0) return 'Fresher';
  return low === high ? `${low} yrs` : `${low}–${high} yrs`;
}
