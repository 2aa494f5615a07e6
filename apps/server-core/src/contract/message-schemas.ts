import { badgeSchema } from './person-schemas';
import { COUNT_CAP, COUNT_DESCRIPTION } from './field-limits';
import { MESSAGE_WARNINGS } from './privacy';

// Reply schemas of the chat routes and the receiveMessage event, shared by the api and the web.

export const warningSchema = {
  type: 'string',
  enum: MESSAGE_WARNINGS,
  description: "Why the recipient is warned about the message (DESIGN §7.4): only in the recipient's copy",
} as const;

export const messageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['_id', 'senderId', 'receiverId', 'text', 'createdAt', 'readAt'],
  properties: {
    _id: { type: 'string' },
    senderId: { type: 'string' },
    receiverId: { type: 'string' },
    text: { type: 'string' },
    createdAt: { type: 'string' },
    readAt: { type: ['string', 'null'] },
    warning: warningSchema,
  },
} as const;

/** One entry of 'Your Chats': the other person and the last message between you. */
export const chatSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['_id', 'email', 'Username', 'role', 'profilePic', 'text', 'lastAt', 'unread', 'deleted'],
  properties: {
    _id: { type: 'string', description: "The other user's id" },
    email: { type: 'string' },
    Username: { type: ['string', 'null'] },
    role: { type: 'string' },
    profilePic: { type: ['string', 'null'] },
    text: { type: ['string', 'null'], description: "The last message's text" },
    lastAt: { type: 'string' },
    unread: { type: 'integer', minimum: 0, maximum: COUNT_CAP, description: `Unread messages from this person. ${COUNT_DESCRIPTION}` },
    deleted: { type: 'boolean', description: "The other person deleted their account (Username reads 'Deleted user')" },
    warning: { ...warningSchema, description: 'The last message is to the caller, who is warned about it' },
    badges: { type: 'array', items: badgeSchema, description: 'What was proven about the other person (DESIGN §7.4); left out when nothing was' },
  },
} as const;

/** One of the caller's message requests (DESIGN §7.4): who wrote, and what. */
export const messageRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['_id', 'Username', 'role', 'profilePic', 'verified', 'badges', 'messageId', 'text', 'createdAt'],
  properties: {
    _id: { type: 'string', description: "The sender's id" },
    Username: { type: ['string', 'null'] },
    role: { type: 'string' },
    profilePic: { type: ['string', 'null'] },
    verified: { type: 'boolean' },
    badges: { type: 'array', items: badgeSchema, description: 'What was proven about the sender (DESIGN §7.4)' },
    messageId: { type: 'string', description: 'The message the request carries (a report target of type message)' },
    text: { type: 'string' },
    createdAt: { type: 'string' },
    warning: warningSchema,
  },
} as const;

/** What sending a message over HTTP answers: the stored message. */
export const sentMessageReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'message'],
  properties: { success: { type: 'boolean' }, message: messageSchema },
} as const;
