import { messageReplySchema } from '@startupsetu/server-core/contract/status-replies';

export const exportAccountSchema = {
  summary: "Download everything of the caller's account as one JSON file",
  description:
    'Account (email, role, created, verified and the badges that stand), profile, videos, blogs, talks, comments, likes, messages sent and received, ' +
    'connections, requests, notifications, blocks, sessions, the reports the caller made (without their evidence), ' +
    "the caller's job applications (job, startup, status, note, every status change, the résumé's file name: résumé files are not included, as `resumes` says), " +
    'saved jobs and job alerts, badge requests (what was given and decided; a document by name and size), ' +
    "and the caller's appeals of moderation decisions. No password hash; other people appear by id and public name only.",
  tags: ['Account'],
  response: { 200: { type: 'object', additionalProperties: true } },
} as const;

export const deleteAccountSchema = {
  summary: "Delete the caller's account and everything of it",
  description:
    "Needs the password (400 'Password is incorrect' otherwise). Ends every session, deletes the account, profile, media, " +
    "content, likes, comments, connections, requests and notifications; messages the person sent stay with the other party, " +
    "shown as from 'Deleted user'. The email can sign up again.",
  tags: ['Account'],
  body: {
    type: 'object',
    required: ['password'],
    properties: { password: { type: 'string', minLength: 1, maxLength: 200 } },
  },
  response: { 200: messageReplySchema },
} as const;

export interface DeleteAccountBody {
  password: string;
}
