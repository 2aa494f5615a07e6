import { REPORT_CATEGORIES, REPORT_TARGET_TYPES, type ReportCategory, type ReportRow, type ReportTargetType } from '@startupsetu/server-core/db/schema';
import type { Report } from '@startupsetu/server-core/contract/reply-types';
import { MAX_REPORT_COMMENT_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import { appealReplySchema, reportReplySchema, reportSchema } from '@startupsetu/server-core/contract/report-schemas';

export { MAX_REPORT_COMMENT_LENGTH };

export interface ReportBody {
  targetType: ReportTargetType;
  targetId: string;
  category: ReportCategory;
  comment?: string;
}

export { reportSchema };

export type ReportView = Report;

export function toReportView(row: ReportRow): ReportView {
  return {
    _id: row.id,
    targetType: row.target_type,
    targetId: row.target_id,
    category: row.category,
    comment: row.comment,
    status: row.status,
    createdAt: row.created_at,
    deadlineAt: row.deadline_at,
  };
}

const reportReply = reportReplySchema;

export const createReportSchema = {
  summary: 'Report a person, video, blog, talk, comment, message or job',
  description:
    "201 with the new report; the same reporter and target while the report is open → 200 with that report. The reporter stops seeing " +
    "the item at once; an item with open reports from three different people is hidden from everyone until a moderator decides. " +
    "404 'Not found' for a target that does not exist or the caller cannot see (a message: only its receiver may report it); " +
    "400 for an unknown target type or category (fakeJob and asksForMoney are for jobs only), or for the caller's own account or content " +
    "(a job: its startup's members). Decided within 24 hours for " +
    'impersonation and sexual content, within 15 days otherwise (deadlineAt).',
  tags: ['Reports'],
  body: {
    type: 'object',
    required: ['targetType', 'targetId', 'category'],
    additionalProperties: false,
    properties: {
      targetType: { type: 'string', enum: REPORT_TARGET_TYPES },
      targetId: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[^\\u0000]*$' },
      category: { type: 'string', enum: REPORT_CATEGORIES },
      comment: { type: 'string', maxLength: MAX_REPORT_COMMENT_LENGTH, pattern: '^[^\\u0000]*$' },
    },
  },
  response: { 200: reportReply, 201: reportReply },
} as const;

export interface AppealBody {
  reason: string;
}

export const appealReportSchema = {
  summary: 'Appeal a removal or suspension, once',
  description:
    "By the author of the reported content or the reported person only (404 'Report not found' for anyone else, as for an unknown " +
    "report). The decision's reports go back to the moderators' queue as 'appealed', to be upheld or reversed by another moderator " +
    "than the one who decided (within 15 days, deadlineAt). 409 'This decision has already been appealed' for a second appeal; " +
    "409 'Only a removal or a suspension can be appealed' for a report that removed or suspended nothing. The audit log records it.",
  tags: ['Reports'],
  params: { type: 'object', properties: { id: { type: 'string' } } },
  body: {
    type: 'object',
    required: ['reason'],
    additionalProperties: false,
    properties: { reason: { type: 'string', minLength: 1, maxLength: MAX_REPORT_COMMENT_LENGTH, pattern: '^[^\\u0000]*$' } },
  },
  response: { 201: appealReplySchema },
} as const;
