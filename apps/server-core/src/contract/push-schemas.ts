// Web Push (DESIGN §6.6): the replies of /api/push/*, one flag for each of push-kinds.ts.
import { pushKinds } from './push-kinds';

export const pushKeyReplySchema = {
  type: 'object',
  required: ['success', 'publicKey'],
  additionalProperties: false,
  properties: {
    success: { type: 'boolean' },
    publicKey: { type: 'string', description: "The server's VAPID public key (base64url): the browser's applicationServerKey" },
  },
} as const;

const kindFlags = {
  messages: { type: 'boolean', description: 'A message from someone' },
  connections: { type: 'boolean', description: 'A connection request, and a request accepted' },
  ignites: { type: 'boolean', description: 'An ignite' },
  comments: { type: 'boolean', description: 'A comment on my video' },
  applications: { type: 'boolean', description: "A job application to my startup, and news of my own applications" },
  jobAlerts: { type: 'boolean', description: 'New jobs matching one of my job alerts (at most once a day)' },
} as const;

export const pushPreferencesReplySchema = {
  type: 'object',
  required: ['success', ...pushKinds],
  additionalProperties: false,
  properties: { success: { type: 'boolean' }, ...kindFlags },
} as const;

/** PUT /api/push/preferences: the kinds to change; the others keep their value. */
export const pushPreferencesBodySchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: kindFlags,
} as const;
