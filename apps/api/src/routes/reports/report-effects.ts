import type { ReportCategory, ReportRow, ReportTargetType } from '@startupsetu/server-core/db/schema';
import { CONTENT_REMOVED_EVENT, type ContentType } from '../../content/own-content';
import type { Evidence } from './report-target-types';

// What a report or a decision tells others: the `contentRemoved` an open page drops a hidden item
// by, and the words of the notifications a reporter receives.

export const REPORT_NOTIFICATION_TYPE = 'report';

const CONTENT_TYPES = new Set<ReportTargetType>(['video', 'blog', 'talk', 'comment', 'talkComment']);

export interface RemovedContent {
  type: ContentType;
  id: string;
  parentId?: string;
}

/** The `contentRemoved` payload for a reported item, as the web names it; none for a person or message. */
export function removedContentOf(report: Pick<ReportRow, 'target_type' | 'target_id' | 'evidence'>): RemovedContent | undefined {
  if (!CONTENT_TYPES.has(report.target_type)) return undefined;
  const parentId = parseEvidence(report.evidence)?.parentId;
  return { type: report.target_type as ContentType, id: report.target_id, ...(parentId ? { parentId } : {}) };
}

export const contentRemovedEvent = CONTENT_REMOVED_EVENT;

export function parseEvidence(text: string): Evidence | undefined {
  try {
    return JSON.parse(text) as Evidence;
  } catch {
    return undefined;
  }
}

export function acknowledgement(category: ReportCategory): string {
  const within = category === 'impersonation' || category === 'sexual' ? '24 hours' : '15 days';
  return `Thanks for your report. We will review it within ${within}.`;
}

const NOUNS: Record<ReportTargetType, string> = {
  user: 'account',
  video: 'video',
  blog: 'blog',
  talk: 'talk',
  comment: 'comment',
  talkComment: 'comment',
  message: 'message',
  job: 'job',
};

export type DecisionKind = 'dismiss' | 'remove' | 'suspend' | 'restore';

/** What every reporter of the target is told about a decision. */
export function outcomeText(type: ReportTargetType, action: DecisionKind): string {
  const noun = NOUNS[type];
  switch (action) {
    case 'dismiss':
      return `We reviewed the ${noun} you reported and found it does not break our rules.`;
    case 'remove':
      return `We reviewed the ${noun} you reported and removed it.`;
    case 'suspend':
      return type === 'user' ? 'We reviewed the account you reported and suspended it.' : `We reviewed the ${noun} you reported and suspended its author's account.`;
    case 'restore':
      return `We took another look at the ${noun} you reported and restored it.`;
  }
}
