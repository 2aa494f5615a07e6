import {
  pushKeyReplySchema,
  pushPreferencesBodySchema,
  pushPreferencesReplySchema,
} from '@startupsetu/server-core/contract/push-schemas';

// JSON schemas of /api/push/* (DESIGN §6.6).

const successReply = { type: 'object', properties: { success: { type: 'boolean' } } } as const;
// A PushSubscription's endpoint is a URL of a few hundred characters at most.
const endpoint = { type: 'string', minLength: 1, maxLength: 2048, pattern: '^[^\\u0000\\s]*$' } as const;
const base64url = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '^[A-Za-z0-9_-]+=*$' }) as const;

export const keySchema = {
  summary: "The server's VAPID public key, which the browser subscribes with",
  tags: ['Push'],
  response: { 200: pushKeyReplySchema },
} as const;

export const subscribeSchema = {
  summary: "Keep this browser's push subscription for the caller (the same endpoint again replaces it)",
  description:
    "The body is the browser's PushSubscription as JSON. Only endpoints of the browsers' push services are accepted (and PUSH_ENDPOINT_ALLOW's origins); a browser subscribed by another user before becomes the caller's.",
  tags: ['Push'],
  body: {
    type: 'object',
    required: ['endpoint', 'keys'],
    properties: {
      endpoint,
      expirationTime: { type: ['number', 'null'] },
      keys: {
        type: 'object',
        required: ['p256dh', 'auth'],
        properties: { p256dh: base64url(100), auth: base64url(32) },
      },
    },
  },
  response: { 201: successReply },
} as const;

export const unsubscribeSchema = {
  summary: "Stop pushes to this browser (the caller's subscription of the endpoint)",
  tags: ['Push'],
  body: { type: 'object', required: ['endpoint'], properties: { endpoint } },
  response: { 200: { type: 'object', properties: { success: { type: 'boolean' }, removed: { type: 'integer' } } } },
} as const;

export const preferencesSchema = {
  summary: 'Which kinds of push the caller gets (every kind is on until turned off)',
  tags: ['Push'],
  response: { 200: pushPreferencesReplySchema },
} as const;

export const savePreferencesSchema = {
  summary: 'Turn kinds of push on or off (the kinds not given keep their value)',
  tags: ['Push'],
  body: pushPreferencesBodySchema,
  response: { 200: pushPreferencesReplySchema },
} as const;
