import { reportCategoryLabels } from '@startupsetu/server-core/contract/report-schemas';
import type { ReportRow, ReportTargetType } from '@startupsetu/server-core/db/schema';
import { parseEvidence } from './report-effects';

// What the author of removed content, or a suspended person, is told (DESIGN §7.4): what was
// removed and why (the category's label and the moderator's note), that they may appeal once (a
// removal in the app; a suspension, which cannot sign in, through the link mailed to them:
// suspended-person-mail.ts), and later how their appeal ended. No push kind is about moderation.

export const MODERATION_NOTICE_TYPE = 'moderation_notice';

/** The notice's link: the notifications page, opening the appeal of that report. */
export const appealLink = (reportId: string) => `/Notification?appeal=${encodeURIComponent(reportId)}`;

const NOUNS: Record<ReportTargetType, string> = {
  user: 'profile',
  video: 'video',
  blog: 'blog',
  talk: 'talk',
  comment: 'comment',
  talkComment: 'comment',
  message: 'message',
  job: 'job',
};

const MAX_QUOTE = 80;

/** 'your video “Pitch day”': the item as the author knows it, from the evidence kept. */
export function itemOf(report: Pick<ReportRow, 'target_type' | 'evidence'>): string {
  const noun = NOUNS[report.target_type];
  const fields = parseEvidence(report.evidence)?.fields ?? {};
  const named = [fields.title, fields.text].find((value): value is string => typeof value === 'string' && value.trim() !== '');
  if (!named || report.target_type === 'user') return `your ${noun}`;
  const text = named.trim().replace(/\s+/g, ' ');
  return `your ${noun} “${text.length > MAX_QUOTE ? `${text.slice(0, MAX_QUOTE - 1)}…` : text}”`;
}

/** ' Moderator's note: “…”.' (no stop after a note that ends a sentence), or nothing without a note. */
function noteOf(note: string | null | undefined): string {
  const text = note?.trim();
  if (!text) return '';
  return ` Moderator's note: “${text}”${/[.!?]$/.test(text) ? '' : '.'}`;
}

function why(report: Pick<ReportRow, 'category'>, note: string | null | undefined): string {
  return `Reason: ${reportCategoryLabels[report.category] ?? report.category}.${noteOf(note)}`;
}

/** What was decided and why, as its author reads it: 'We suspended your account. Reason: Scam or fraud.' */
export function decisionText(report: Pick<ReportRow, 'target_type' | 'evidence' | 'category'>, action: 'remove' | 'suspend', note: string | null | undefined): string {
  const what =
    action === 'remove'
      ? `We removed ${itemOf(report)}.`
      : report.target_type === 'user'
        ? 'We suspended your account.'
        : `We suspended your account over ${itemOf(report)}.`;
  return `${what} ${why(report, note)}`;
}

/** The notice of a removal or suspension, with how to appeal it. */
export function decisionNotice(report: Pick<ReportRow, 'target_type' | 'evidence' | 'category'>, action: 'remove' | 'suspend', note: string | null | undefined): string {
  // A suspended person cannot sign in to appeal in the app: their link comes by mail.
  const appeal = action === 'remove' ? 'You may appeal this decision once.' : 'To appeal it once, open the link in the email we sent you.';
  return `${decisionText(report, action, note)} ${appeal}`;
}

/** How the appeal ended, as the appellant reads it. */
export function appealOutcomeNotice(
  report: Pick<ReportRow, 'target_type' | 'evidence'>,
  decision: 'removed' | 'suspended',
  outcome: 'uphold' | 'reverse',
  note: string | null | undefined,
): string {
  const said = noteOf(note);
  if (outcome === 'reverse') {
    return decision === 'removed'
      ? `We reviewed your appeal and restored ${itemOf(report)}.${said}`
      : `We reviewed your appeal and lifted the suspension of your account.${said}`;
  }
  const what = decision === 'removed' ? `the removal of ${itemOf(report)}` : 'the suspension of your account';
  return `We reviewed your appeal and kept ${what}.${said}`;
}
