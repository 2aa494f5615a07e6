import { JOB_KIND_LABELS, REPLY_RATE_WINDOW_DAYS, WORKPLACE_LABELS, type JobStatus } from '@startupsetu/server-core/contract/job-fields';
import { shortDate } from '../../lib/date-format';
import type { Job } from './api/jobs-api';

// How a job reads on its card and its page (DESIGN §7.3).

/** 'Internship · Hybrid · Pune': its kind, workplace and city. */
export function jobFacts(job: Pick<Job, 'kind' | 'workplace' | 'city'>): string {
  return [JOB_KIND_LABELS[job.kind], WORKPLACE_LABELS[job.workplace], job.city].filter(Boolean).join(' · ');
}

/** 'Replies to 80% of applicants within 14 days', or null before the startup has enough applications. */
export function replyRateText(replyRate: Job['replyRate']): string | null {
  if (!replyRate || replyRate.total <= 0) return null;
  const share = Math.round((replyRate.answered / replyRate.total) * 100);
  return `Replies to ${share}% of applicants within ${REPLY_RATE_WINDOW_DAYS} days`;
}

export const JOB_STATUS_LABELS: Readonly<Record<JobStatus, string>> = { draft: 'Draft', published: 'Published', closed: 'Closed' };

/** 'Published · Closes on 26 Dec 2026' for a job's own people; a draft or a closed job says just that. */
export function jobStatusText(job: Pick<Job, 'status' | 'closesAt'>): string {
  const label = JOB_STATUS_LABELS[job.status];
  if (job.status !== 'published' || !job.closesAt) return label;
  const closes = new Date(job.closesAt);
  return Number.isNaN(closes.getTime()) ? label : `${label} · Closes on ${shortDate(closes)}`;
}
