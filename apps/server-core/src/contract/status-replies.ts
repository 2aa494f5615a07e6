import { COUNT_CAP, COUNT_DESCRIPTION } from './field-limits';

// Replies that only say how a call went, or count something (the api and notify serialize with
// them, the web's types come from them).

export const messageReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'message'],
  properties: { success: { type: 'boolean' }, message: { type: 'string' } },
} as const;

/** The sidebar's badges: unread messages, unread notifications. */
export const unreadCountReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'count'],
  properties: { success: { type: 'boolean' }, count: { type: 'integer', minimum: 0, maximum: COUNT_CAP, description: COUNT_DESCRIPTION } },
} as const;

/** Marking messages or notifications read: how many changed. */
export const updatedReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'updated'],
  properties: { success: { type: 'boolean' }, updated: { type: 'integer' } },
} as const;
