import { MAX_REPORT_COMMENT_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import { appealReplySchema, suspensionAppealReplySchema } from '@startupsetu/server-core/contract/report-schemas';

const token = { type: 'string', minLength: 1, maxLength: 1000, description: 'From the link mailed with the suspension' } as const;
const tags = ['Reports'];
const errors =
  "400 when the link's token is not one of ours, 410 once it has expired (30 days) or the decision has changed since (reversed, or decided again).";

export const suspensionAppealSchema = {
  summary: 'What a suspension decided, for the person it suspended, by the link mailed to them',
  description: `Public: a suspended person cannot sign in (DESIGN §7.4). ${errors}`,
  tags,
  querystring: { type: 'object', required: ['token'], additionalProperties: false, properties: { token } },
  response: { 200: suspensionAppealReplySchema },
} as const;

export const fileSuspensionAppealSchema = {
  summary: 'Appeal a suspension, once, by the link mailed with it',
  description:
    "Public: a suspended person cannot sign in. The decision's reports go back to the moderators' queue as 'appealed', for another " +
    `moderator than the one who decided (within 15 days); the outcome is mailed. 409 'This decision has already been appealed'. ${errors}`,
  tags,
  body: {
    type: 'object',
    required: ['token', 'reason'],
    additionalProperties: false,
    properties: { token, reason: { type: 'string', minLength: 1, maxLength: MAX_REPORT_COMMENT_LENGTH, pattern: '^[^\\u0000]*$' } },
  },
  response: { 201: appealReplySchema },
} as const;

export interface SuspensionAppealBody {
  token: string;
  reason: string;
}
