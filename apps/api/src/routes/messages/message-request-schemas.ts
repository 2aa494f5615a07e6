import { MESSAGE_REQUEST_STATUSES } from '@startupsetu/server-core/contract/privacy';
import { pageOf } from '@startupsetu/server-core/contract/reply-builders';
import { pageQueryProperties } from '@startupsetu/server-core/http/pagination';
import { messageRequestSchema } from '@startupsetu/server-core/contract/message-schemas';

export const MESSAGE_REQUEST_ACTIONS = ['accept', 'ignore'] as const;
export type MessageRequestAction = (typeof MESSAGE_REQUEST_ACTIONS)[number];

export const listMessageRequestsSchema = {
  summary: "The caller's pending message requests, newest first",
  description:
    'Messages from people not connected with the caller wait here until the caller accepts (they become a chat) or ignores them (the sender is not told). ' +
    'Each item names the sender as the chat list does, with their message.',
  tags: ['Messages'],
  querystring: { type: 'object', properties: pageQueryProperties },
  response: { 200: pageOf('data', messageRequestSchema) },
} as const;

export const decideMessageRequestSchema = {
  summary: 'Accept or ignore the message request from a user',
  description: "accept: the chat joins the caller's chats and both write freely. ignore: the sender is not told; their further messages are refused as unaccepted.",
  tags: ['Messages'],
  params: { type: 'object', required: ['userId'], properties: { userId: { type: 'string' } } },
  body: {
    type: 'object',
    required: ['action'],
    additionalProperties: false,
    properties: { action: { type: 'string', enum: MESSAGE_REQUEST_ACTIONS } },
  },
  response: {
    200: {
      type: 'object',
      additionalProperties: false,
      required: ['success', 'status'],
      properties: { success: { type: 'boolean' }, status: { type: 'string', enum: MESSAGE_REQUEST_STATUSES } },
    },
  },
} as const;
