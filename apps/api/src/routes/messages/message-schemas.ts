import { pageQueryProperties } from '@startupsetu/server-core/http/pagination';

export const messageSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    senderId: { type: 'string' },
    receiverId: { type: 'string' },
    text: { type: 'string' },
    createdAt: { type: 'string' },
    readAt: { type: ['string', 'null'] },
  },
} as const;

const chatSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    email: { type: 'string' },
    Username: { type: ['string', 'null'] },
    role: { type: 'string' },
    profilePic: { type: ['string', 'null'] },
    text: { type: ['string', 'null'] },
    lastAt: { type: 'string' },
    unread: { type: 'integer' },
  },
} as const;

const userIdParams = {
  type: 'object',
  properties: { userId: { type: 'string' } },
} as const;

const successCount = (name: string) =>
  ({
    type: 'object',
    properties: { success: { type: 'boolean' }, [name]: { type: 'integer' } },
  }) as const;

export const listChatsSchema = {
  querystring: {
    type: 'object',
    properties: { ...pageQueryProperties, limit: { ...pageQueryProperties.limit, default: 100 } },
  },
  response: { 200: { type: 'array', items: chatSchema } },
} as const;

export const unreadCountSchema = {
  response: { 200: successCount('count') },
} as const;

export const conversationSchema = {
  params: userIdParams,
  querystring: {
    type: 'object',
    properties: { ...pageQueryProperties, limit: { ...pageQueryProperties.limit, default: 50 } },
  },
  response: { 200: { type: 'array', items: messageSchema } },
} as const;

export const markReadSchema = {
  params: userIdParams,
  response: { 200: successCount('updated') },
} as const;

// Only the types are declared here: the rules (trimmed, 1–2000 characters) are parseNewMessage's,
// shared with the socket. Unknown properties such as a `senderId` are dropped.
export const sendMessageSchema = {
  body: {
    type: 'object',
    required: ['receiverId'],
    additionalProperties: false,
    properties: {
      receiverId: { type: 'string' },
      text: { type: 'string' },
    },
  },
  response: {
    201: { type: 'object', properties: { success: { type: 'boolean' }, message: messageSchema } },
  },
} as const;
