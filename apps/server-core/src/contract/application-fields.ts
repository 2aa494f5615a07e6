// Job applications (DESIGN §7.3, issue 42): their statuses, rejection reasons and limits, for the
// api and the web's applications pages. Apart from job-fields.ts, which every signed-in page's code
// carries (the job board's filters): a dashboard visit downloads none of this. Import it from here,
// never through job-fields.ts, or it comes back into that code.

export const APPLICATION_STATUSES = ['applied', 'shortlisted', 'interviewing', 'offered', 'hired', 'rejected', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
  applied: 'Applied',
  shortlisted: 'Shortlisted',
  interviewing: 'Interviewing',
  offered: 'Offered',
  hired: 'Hired',
  rejected: 'Not selected',
  withdrawn: 'Withdrawn',
};
/** The statuses a startup's member may move an application to ('withdrawn' is the applicant's own). */
export const PIPELINE_STATUSES = ['applied', 'shortlisted', 'interviewing', 'offered', 'hired', 'rejected'] as const;
export type PipelineStatus = (typeof PIPELINE_STATUSES)[number];
/** Statuses an application can no longer leave. */
export const FINAL_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['hired', 'rejected', 'withdrawn'];

export const REJECTION_REASONS = ['experience', 'skills', 'filled', 'location', 'pay', 'other'] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];
export const REJECTION_REASON_LABELS: Readonly<Record<RejectionReason, string>> = {
  experience: 'Not enough experience for this role',
  skills: 'Skills do not match this role',
  filled: 'The position has been filled',
  location: 'Location or workplace does not work',
  pay: 'Pay expectations do not match',
  other: 'Other',
};
export const MAX_APPLICATION_NOTE_LENGTH = 1000;
export const MAX_REJECTION_NOTE_LENGTH = 1000;
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
