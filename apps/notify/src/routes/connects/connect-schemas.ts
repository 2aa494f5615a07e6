import { pageQueryProperties } from '@startupsetu/server-core/http/pagination';
import { connectionsPageSchema, requestsPageSchema } from '@startupsetu/server-core/contract/person-replies';
import { requestReplySchema } from '@startupsetu/server-core/contract/person-schemas';
import { messageReplySchema } from '@startupsetu/server-core/contract/status-replies';
import { MAX_NOTE_LENGTH } from '@startupsetu/server-core/contract/field-limits';

// JSON schemas of /api/connects/* (DESIGN §6.1): they validate the input, shape the replies and
// describe the calls in /api/docs.

// No NUL: PostgreSQL text cannot hold it, so a lookup with one would fail as a 500. Any other
// text is looked up (and an unknown one is a 404), as the spec's clients send ids in bodies.
const idField = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[^\\u0000]*$' } as const;
// Ids in paths are what the server made them (lower-case hex, as cursors): anything else is a 400.
const idParam = { type: 'string', pattern: '^[0-9a-f]{1,64}$' } as const;

export { MAX_NOTE_LENGTH };

const sendReply = requestReplySchema;

export const requestSchema = {
  summary: 'Ask a user to connect (a repeat while pending answers the pending one; asking someone who asked you connects you both)',
  tags: ['Connects'],
  body: {
    type: 'object',
    required: ['targetId'],
    properties: { targetId: idField, note: { type: 'string', maxLength: MAX_NOTE_LENGTH, pattern: '^[^\\u0000]*$' } },
  },
  response: { 200: sendReply, 201: sendReply },
} as const;

export const igniteSchema = {
  summary: 'A Hustler ignites an Investor (an ignite request; a repeat while pending answers the pending one)',
  tags: ['Connects'],
  body: { type: 'object', required: ['investorId'], properties: { investorId: idField } },
  response: { 200: sendReply, 201: sendReply },
} as const;

export const listRequestsSchema = {
  summary: "The caller's pending requests, received or sent, newest first, each with the other person's card",
  tags: ['Connects'],
  querystring: {
    type: 'object',
    properties: { box: { type: 'string', enum: ['received', 'sent'], default: 'received' }, ...pageQueryProperties },
  },
  response: { 200: requestsPageSchema },
} as const;

const requestIdParams = { type: 'object', required: ['id'], properties: { id: idParam } } as const;

export const answerRequestSchema = {
  summary: 'Accept or decline a request made to the caller (accepting connects both and tells the requester)',
  tags: ['Connects'],
  params: requestIdParams,
  body: { type: 'object', required: ['action'], properties: { action: { type: 'string', enum: ['accept', 'decline'] } } },
  response: { 200: sendReply },
} as const;

export const withdrawRequestSchema = {
  summary: 'Withdraw a pending request the caller sent',
  tags: ['Connects'],
  params: requestIdParams,
  response: { 200: sendReply },
} as const;

export const listConnectionsSchema = {
  summary: "The caller's connections, newest first",
  tags: ['Connects'],
  querystring: { type: 'object', properties: pageQueryProperties },
  response: { 200: connectionsPageSchema },
} as const;

export const removeConnectionSchema = {
  summary: 'End the connection with a user (on both sides)',
  tags: ['Connects'],
  params: { type: 'object', required: ['userId'], properties: { userId: idParam } },
  response: { 200: messageReplySchema },
} as const;
