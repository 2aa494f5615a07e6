import { REPORT_CATEGORIES, REPORT_TARGET_TYPES, type ReportCategory, type ReportRow, type ReportTargetType } from '@startupsetu/server-core/db/schema';
import type { Report } from '@startupsetu/server-core/contract/reply-types';
import { MAX_REPORT_COMMENT_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import { reportReplySchema, reportSchema } from '@startupsetu/server-core/contract/report-schemas';

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
