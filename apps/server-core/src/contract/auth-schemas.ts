// What signing up or in answers (DESIGN §6.2): the api's reply schema, and the web's type from it.

export const sessionReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'message', 'accessToken', 'id', 'role', 'sessionId', 'outboxKey'],
  properties: {
    success: { type: 'boolean' },
    message: { type: 'string' },
    accessToken: { type: 'string', description: 'Sent as a bearer token' },
    id: { type: 'string' },
    role: { type: 'string' },
    sessionId: { type: 'string', description: 'The server-side session the token belongs to' },
    outboxKey: { type: 'string', description: "The key the web seals this user's offline data with (base64url, 32 bytes)" },
  },
} as const;

/** PUT /api/user/verify: the token is good, and what the account may show and do. */
export const verifyReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'message', 'verified', 'moderator', 'emailVerified'],
  properties: {
    success: { type: 'boolean' },
    message: { type: 'string' },
    verified: { type: 'boolean' },
    moderator: { type: 'boolean' },
    emailVerified: { type: 'boolean', description: 'The account has proven its email (DESIGN §7.4)' },
  },
} as const;
