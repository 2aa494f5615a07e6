import { pageQueryProperties } from '@startupsetu/server-core/http/pagination';
import { chatSchema, messageSchema, sentMessageReplySchema } from '@startupsetu/server-core/contract/message-schemas';
import { COUNT_DESCRIPTION } from '@startupsetu/server-core/contract/field-limits';
import { unreadCountReplySchema, updatedReplySchema } from '@startupsetu/server-core/contract/status-replies';

const userIdParams = {
  type: 'object',
  properties: { userId: { type: 'string' } },
} as const;

export const listChatsSchema = {
  summary: "The caller's chats, latest first, with the last text and the unread count",
  description:
    "The next page cursor, when there is one, is in the x-next-cursor header. Message requests the caller has not accepted are not chats (GET /api/messages/requests); a partner's email is '' unless they show it to the caller.",
  tags: ['Messages'],
  querystring: {
    type: 'object',
    properties: { ...pageQueryProperties, limit: { ...pageQueryProperties.limit, default: 100 } },
  },
  response: { 200: { type: 'array', items: chatSchema } },
} as const;

export const unreadCountSchema = {
  summary: 'How many messages to the caller are unread',
  description: `Counts unread messages from people the caller may see, but for message requests not accepted. ${COUNT_DESCRIPTION}`,
  tags: ['Messages'],
  response: { 200: unreadCountReplySchema },
} as const;

export const conversationSchema = {
  summary: 'The messages between the caller and a user, newest first',
  description: 'The next page cursor, when there is one, is in the x-next-cursor header.',
  tags: ['Messages'],
  params: userIdParams,
  querystring: {
    type: 'object',
    properties: { ...pageQueryProperties, limit: { ...pageQueryProperties.limit, default: 50 } },
  },
  response: { 200: { type: 'array', items: messageSchema } },
} as const;

export const markReadSchema = {
  summary: "Mark a user's messages to the caller as read",
  tags: ['Messages'],
  params: userIdParams,
  response: { 200: updatedReplySchema },
} as const;

// Only the types are declared here: the rules (trimmed, 1–2000 characters) are parseNewMessage's,
// shared with the socket. Unknown properties such as a `senderId` are dropped.
export const sendMessageSchema = {
  summary: 'Send a message (the HTTP twin of the socket event sendMessage; the sender is the caller)',
  description:
    'text: 1 to 2000 characters after trimming. Emits receiveMessage to both users. To someone not connected with the caller it opens a message request: ' +
    "one message until they accept (a second is 409), within the recipient's choice of who may message them (403) and 20 new people a day (429).",
  tags: ['Messages'],
  body: {
    type: 'object',
    required: ['receiverId'],
    additionalProperties: false,
    properties: {
      receiverId: { type: 'string' },
      text: { type: 'string' },
    },
  },
  response: { 201: sentMessageReplySchema },
} as const;
