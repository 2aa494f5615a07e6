import { CONTACT_VISIBILITIES, MESSAGES_FROM, type PrivacySettings } from '@startupsetu/server-core/contract/privacy';

// JSON schemas of /api/settings/privacy (DESIGN §7.4): who sees the caller's email and phone, and
// who may message them.

const contactVisibility = {
  type: 'string',
  enum: [...CONTACT_VISIBILITIES],
  description: 'everyone (signed in), connections, or me (only the owner)',
} as const;
const messagesFrom = { type: 'string', enum: [...MESSAGES_FROM], description: 'everyone, verified (people with a badge) or connections' } as const;

const privacyProperties = { emailVisibility: contactVisibility, phoneVisibility: contactVisibility, messagesFrom } as const;

const privacyReplySchema = {
  type: 'object',
  required: ['success', 'privacy'],
  properties: {
    success: { type: 'boolean' },
    privacy: { type: 'object', additionalProperties: false, required: ['emailVisibility', 'phoneVisibility', 'messagesFrom'], properties: privacyProperties },
  },
} as const;

export type PrivacyBody = Partial<PrivacySettings>;

export const getPrivacySchema = {
  summary: "The caller's privacy choices, defaults filled in (email and phone: connections; messages: everyone, an investor's: verified)",
  tags: ['Settings'],
  response: { 200: privacyReplySchema },
} as const;

export const putPrivacySchema = {
  summary: 'Change who sees the caller\'s email and phone, and who may message them; the fields left out stay as they are',
  description: 'Applied at once on every reply that carries the caller (people lists, profiles, discovery cards, the chat list).',
  tags: ['Settings'],
  body: { type: 'object', additionalProperties: false, minProperties: 1, properties: privacyProperties },
  response: { 200: privacyReplySchema },
} as const;
