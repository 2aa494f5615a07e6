import { MAX_REPORT_COMMENT_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import type { ReportCategory, ReportReply, ReportTargetType } from '@startupsetu/server-core/contract/reply-types';
import { sendWrite, type WriteResult } from '../../lib/outbox-client';

// Reports (DESIGN §6.3): anyone signed in reports another person's item with a reason; the item
// leaves the reporter's screens at once. Made offline, the report waits in the outbox.

export type { ReportCategory, ReportTargetType };

/** The reasons, in the order the dialog lists them, with their plain labels. */
export const REPORT_CATEGORIES: readonly { value: ReportCategory; label: string }[] = [
  { value: 'spam', label: 'Spam' },
  { value: 'scam', label: 'Scam or fraud' },
  { value: 'harassment', label: 'Harassment or bullying' },
  { value: 'impersonation', label: 'Impersonation' },
  { value: 'sexual', label: 'Sexual content' },
  { value: 'hate', label: 'Hate speech' },
  { value: 'violence', label: 'Violence' },
  { value: 'ip', label: 'Intellectual property' },
  { value: 'other', label: 'Something else' },
];

/** A job's own reasons (DESIGN §7.3), listed first in a job's dialog, before the others. */
export const JOB_REPORT_CATEGORIES: readonly { value: ReportCategory; label: string }[] = [
  { value: 'fakeJob', label: 'Fake job' },
  { value: 'asksForMoney', label: 'Asks for money' },
];

/** The reasons the dialog offers for a target of `type` (the server takes a job's own for jobs only). */
export const reportCategoriesFor = (type: ReportTargetType) => (type === 'job' ? [...JOB_REPORT_CATEGORIES, ...REPORT_CATEGORIES] : REPORT_CATEGORIES);

export const REPORT_COMMENT_MAX = MAX_REPORT_COMMENT_LENGTH;

/** What the dialog's title names: 'Report this video'. */
export const REPORT_NOUNS: Record<ReportTargetType, string> = {
  user: 'person',
  video: 'video',
  blog: 'blog',
  talk: 'talk',
  comment: 'comment',
  talkComment: 'comment',
  message: 'message',
  job: 'job',
};

export function categoryLabel(category: string): string {
  return reportCategoriesFor('job').find((item) => item.value === category)?.label ?? category;
}

export interface ReportTarget {
  type: ReportTargetType;
  id: string;
}

export interface ReportInput {
  category: string;
  comment: string;
}

export type ReportErrors = Partial<Record<'category' | 'comment', string>>;

/** The dialog's own checks, before anything is sent (a job's own reasons only for a job). */
export function validateReport({ category, comment }: ReportInput, type: ReportTargetType = 'user'): ReportErrors {
  const errors: ReportErrors = {};
  if (!reportCategoriesFor(type).some((item) => item.value === category)) errors.category = 'Choose a reason';
  if (comment.trim().length > REPORT_COMMENT_MAX) errors.comment = `Keep it to ${REPORT_COMMENT_MAX} characters or fewer`;
  return errors;
}

export const REPORT_THANKS = 'Thanks for your report. We will review it.';

/** Sends the report now, or queues it while offline. */
export function sendReport(target: ReportTarget, { category, comment }: ReportInput): Promise<WriteResult<ReportReply>> {
  const text = comment.trim();
  return sendWrite({
    kind: 'report',
    url: '/api/reports',
    body: { targetType: target.type, targetId: target.id, category, ...(text ? { comment: text } : {}) },
    meta: { targetType: target.type, targetId: target.id },
  });
}
