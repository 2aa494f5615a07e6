import { REPORT_CATEGORIES, type ReportCategory, type ReportStatus } from '@startupsetu/server-core/db/schema';
import { pageQueryProperties } from '@startupsetu/server-core/http/pagination';
import { reportReplySchema, logPageSchema, moderationActions, queuePageSchema, reportStatuses } from '@startupsetu/server-core/contract/report-schemas';
import { MAX_REPORT_COMMENT_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import type { ModerationAction } from '@startupsetu/server-core/contract/reply-types';
import { mediaFileReply } from '../../schemas/media-replies';

const MODERATORS_ONLY = "Moderators only (403 'Moderators only' for anyone else).";

export interface QueueQuerystring {
  status: ReportStatus;
  category?: ReportCategory;
  limit: number;
  cursor?: string;
}

export const reportQueueSchema = {
  summary: 'The moderation queue: reports by deadline, earliest first',
  description:
    `${MODERATORS_ONLY} Open reports by default; each item has the number of people with open reports on the same target, ` +
    "whether the target is hidden, the reporter, the reported person, the evidence snapshot and the appeal of its decision " +
    "(status=appealed: the decisions their authors appealed, to be upheld or reversed). `cursor` is the last item's id.",
  tags: ['Moderation'],
  querystring: {
    type: 'object',
    properties: {
      ...pageQueryProperties,
      status: { type: 'string', enum: reportStatuses, default: 'open' },
      category: { type: 'string', enum: REPORT_CATEGORIES },
    },
  },
  response: { 200: queuePageSchema },
} as const;

export interface DecisionBody {
  action: ModerationAction;
  note?: string;
}

export const decideReportSchema = {
  summary: 'Decide a report (dismiss, remove the content, suspend the account, or restore) or its appeal (uphold or reverse)',
  description:
    `${MODERATORS_ONLY} dismiss: every open report on the target is dismissed and a hide by reports is lifted. remove: the content ` +
    "is hidden for good (400 for a person: suspend instead). suspend: the author (or the reported person) is suspended and every " +
    'session ends. restore: lifts the removal or suspension of a decided report. Every report on the target changes with it, ' +
    "each reporter is notified and the audit log records it; a removal's or suspension's author is told what and why, with the note. " +
    "409 'This report has already been decided'; 403 for a report about the moderator themselves. An appealed report ('appealed') " +
    'is decided by another moderator than the one who made the decision (403 naming the reason): uphold keeps the decision, ' +
    "reverse restores the content or lifts the suspension; 409 'Only a decision under appeal can be upheld or reversed' otherwise.",
  tags: ['Moderation'],
  params: { type: 'object', properties: { id: { type: 'string' } } },
  body: {
    type: 'object',
    required: ['action'],
    additionalProperties: false,
    properties: {
      action: { type: 'string', enum: moderationActions },
      note: { type: 'string', maxLength: MAX_REPORT_COMMENT_LENGTH, pattern: '^[^\\u0000]*$' },
    },
  },
  response: { 200: reportReplySchema },
} as const;

export const moderationLogSchema = {
  summary: 'The moderation audit log, newest first (append-only)',
  description: `${MODERATORS_ONLY} Every decision with who made it (an email, or 'command line'), the report, the target and the note.`,
  tags: ['Moderation'],
  querystring: { type: 'object', properties: pageQueryProperties },
  response: { 200: logPageSchema },
} as const;

export const evidenceMediaSchema = {
  summary: "A media file a report's evidence names (`evidence.mediaFiles`), kept after the author's delete",
  description: `${MODERATORS_ONLY} Needs the bearer token (fetch it as a blob); 404 for a name no evidence kept.`,
  tags: ['Moderation'],
  params: { type: 'object', properties: { name: { type: 'string' } } },
  response: {
    200: mediaFileReply('The whole file (no ranges)', {
      'Content-Length': { type: 'string', pattern: '^\\d+$', description: 'The size of the file' },
      'Cache-Control': { type: 'string', enum: ['no-store'], description: 'Never kept by caches' },
    }),
  },
} as const;
