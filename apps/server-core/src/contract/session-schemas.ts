// The signed-in devices list (DESIGN §6.2): the api's reply schema, and the web's type from it.

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
