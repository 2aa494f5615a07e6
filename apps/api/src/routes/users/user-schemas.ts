import { pageQueryProperties } from '@startupsetu/server-core/http/pagination';
import { personReplySchema, suggestionsPageSchema } from '@startupsetu/server-core/contract/person-replies';
import { personCardSchema } from '@startupsetu/server-core/contract/person-schemas';
import { userListQuerystring } from '../../schemas/users';

export const listSchema = {
  summary:
    'Everyone but the caller, to chat with; ?q= searches names (a search the text index cannot serve, e.g. of 1-2 characters, may answer a short or empty page with the next cursor)',
  description:
    'Each carries `connection` (none, sent, received, connected) and `requestId` when a request is pending; ' +
    '`email` and `profiledetails.phoneno` only where their owner shows them to the caller (PUT /api/settings/privacy). ' +
    'The next page cursor, when there is one, is in the x-next-cursor header.',
  tags: ['Users'],
  querystring: userListQuerystring,
  response: { 200: { type: 'array', items: personCardSchema } },
} as const;

export const personParamsSchema = {
  type: 'object',
  required: ['userId'],
  properties: { userId: { type: 'string', maxLength: 200 } },
} as const;

export interface PersonParams {
  userId: string;
}

export const getPersonSchema = {
  summary: "Another person's public profile, with where the caller stands with them",
  description: '`email` and `profiledetails.phoneno` only where their owner shows them to the caller (PUT /api/settings/privacy). 404 for an unknown id.',
  tags: ['Users'],
  params: personParamsSchema,
  response: {
    200: personReplySchema,
  },
} as const;

export const suggestionsSchema = {
  summary: 'People to meet: ranked by fit with the caller, each with a one-line reason',
  description:
    'People the caller is not connected to and has no pending request with, complementary roles first, ' +
    'then shared skills, interest areas and stage. ?cursor= is the nextCursor of the previous page.',
  tags: ['Users'],
  querystring: {
    type: 'object',
    properties: { limit: { ...pageQueryProperties.limit, default: 10 }, cursor: { type: 'string', maxLength: 6 } },
  },
  response: {
    200: suggestionsPageSchema,
  },
} as const;
