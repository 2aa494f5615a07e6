import { MAX_REPORT_COMMENT_LENGTH } from '@startupsetu/server-core/contract/field-limits';

// An appeal of a moderation decision (DESIGN §7.4), in the app or from a suspension's mailed link:
// the same question, and the same checks as the server's.

export const APPEAL_REASON_LABEL = 'Why should we look again?';

/** What is wrong with an appeal's reason (trimmed), or undefined when it may be sent. */
export function appealReasonProblem(reason: string): string | undefined {
  if (!reason) return 'Say why we should look again';
  if (reason.length > MAX_REPORT_COMMENT_LENGTH) return `Keep it to ${MAX_REPORT_COMMENT_LENGTH} characters or fewer`;
  return undefined;
}
