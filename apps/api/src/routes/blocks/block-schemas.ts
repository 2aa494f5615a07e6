import { pageQueryProperties } from '@startupsetu/server-core/http/pagination';
import { messageReplySchema } from '@startupsetu/server-core/contract/status-replies';
import { blocksPageSchema } from '@startupsetu/server-core/contract/person-replies';
import { blockReplySchema } from '@startupsetu/server-core/contract/person-schemas';

// JSON schemas of /api/blocks (DESIGN §6.3): they validate the input, shape the replies and
// describe the calls in /api/docs.

// Ids are what the server made them (lower-case hex): anything else is a 400, never a lookup.
const userIdField = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[0-9a-f]{1,64}$' } as const;

export interface BlockBody {
  userId: string;
}

export const blockSchema = {
  summary: 'Block a user: neither sees the other, no messages, connects or ignites; their connection and pending requests end',
  description: '201 for a new block, 200 with the stored one when already blocked; 400 for yourself, 404 for an unknown user.',
  tags: ['Blocks'],
  body: { type: 'object', required: ['userId'], additionalProperties: false, properties: { userId: userIdField } },
  response: { 200: blockReplySchema, 201: blockReplySchema },
} as const;

export const unblockSchema = {
  summary: 'Unblock a user (404 when the caller has not blocked them)',
  tags: ['Blocks'],
  params: { type: 'object', required: ['userId'], properties: { userId: userIdField } },
  response: { 200: messageReplySchema },
} as const;

export const listBlocksSchema = {
  summary: 'The people the caller blocked, newest block first, each with their card',
  tags: ['Blocks'],
  querystring: { type: 'object', properties: pageQueryProperties },
  response: { 200: blocksPageSchema },
} as const;
