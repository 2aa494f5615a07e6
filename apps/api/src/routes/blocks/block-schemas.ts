import { pageQueryProperties } from '@startupsetu/server-core/http/pagination';
import { personCardSchema } from '@startupsetu/server-core/http/person-schemas';

// JSON schemas of /api/blocks (DESIGN §6.3): they validate the input, shape the replies and
// describe the calls in /api/docs.

// Ids are what the server made them (lower-case hex): anything else is a 400, never a lookup.
const userIdField = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[0-9a-f]{1,64}$' } as const;

const blockObject = {
  type: 'object',
  properties: { userId: { type: 'string' }, createdAt: { type: 'string' } },
} as const;

const blockReply = {
  type: 'object',
  properties: { success: { type: 'boolean' }, message: { type: 'string' }, block: blockObject },
} as const;

export interface BlockBody {
  userId: string;
}

export const blockSchema = {
  summary: 'Block a user: neither sees the other, no messages, connects or ignites; their connection and pending requests end',
  description: '201 for a new block, 200 with the stored one when already blocked; 400 for yourself, 404 for an unknown user.',
  tags: ['Blocks'],
  body: { type: 'object', required: ['userId'], additionalProperties: false, properties: { userId: userIdField } },
  response: { 200: blockReply, 201: blockReply },
} as const;

export const unblockSchema = {
  summary: 'Unblock a user (404 when the caller has not blocked them)',
  tags: ['Blocks'],
  params: { type: 'object', required: ['userId'], properties: { userId: userIdField } },
  response: {
    200: { type: 'object', properties: { success: { type: 'boolean' }, message: { type: 'string' } } },
  },
} as const;

export const listBlocksSchema = {
  summary: 'The people the caller blocked, newest block first, each with their card',
  tags: ['Blocks'],
  querystring: { type: 'object', properties: pageQueryProperties },
  response: {
    200: {
      type: 'object',
      properties: {
        success: { type: 'boolean' },
        data: {
          type: 'array',
          items: { type: 'object', properties: { user: personCardSchema, createdAt: { type: 'string' } } },
        },
        nextCursor: { type: ['string', 'null'] },
      },
    },
  },
} as const;
