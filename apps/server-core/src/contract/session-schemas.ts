// The session routes (DESIGN §6.2): the api's reply schemas, and the web's types from them.

/** One live session of the user. */
export const deviceSessionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'device', 'userAgent', 'createdAt', 'lastSeenAt', 'current'],
  properties: {
    id: { type: 'string' },
    device: { type: 'string', description: "A short label made from the user agent, e.g. 'Chrome on Linux'" },
    userAgent: { type: 'string' },
    createdAt: { type: 'string' },
    lastSeenAt: { type: 'string' },
    current: { type: 'boolean', description: 'The session of this token' },
  },
} as const;

export const sessionsReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'sessions'],
  properties: { success: { type: 'boolean' }, sessions: { type: 'array', items: deviceSessionSchema } },
} as const;

/** 'Sign out everywhere else': how many sessions ended. */
export const endedSessionsReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'ended'],
  properties: { success: { type: 'boolean' }, ended: { type: 'integer' } },
} as const;

/** A fresh token for the same session. */
export const refreshReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'accessToken'],
  properties: { success: { type: 'boolean' }, accessToken: { type: 'string' } },
} as const;
