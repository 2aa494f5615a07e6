import { badgeSchema } from './person-schemas';
import type { FromSchema } from 'json-schema-to-ts';
import { nextCursorSchema, uploaderSchema } from './content-schemas';
import { keyed } from './reply-builders';
import { MEMBER_ROLES, MEMBER_STATUSES, SECTORS, STAGES } from './startup-fields';

// Startups (DESIGN §7.3, issue 42): the reply schemas the api serializes with (the lists and limits
// they use: startup-fields.ts).

export const startupMemberSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['user', 'title', 'role', 'status'],
  properties: {
    user: uploaderSchema,
    title: { type: 'string' },
    role: { type: 'string', enum: MEMBER_ROLES },
    status: { type: 'string', enum: MEMBER_STATUSES },
  },
} as const;

export const startupSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    '_id',
    'slug',
    'name',
    'logo',
    'oneLiner',
    'description',
    'sector',
    'stage',
    'city',
    'foundedYear',
    'teamSize',
    'website',
    'dpiitNumber',
    'members',
  ],
  properties: {
    _id: { type: 'string' },
    slug: { type: 'string', description: 'Its address: /startups/<slug>' },
    name: { type: 'string' },
    logo: { type: ['string', 'null'], description: "The logo's /media URL; null without one" },
    oneLiner: { type: 'string' },
    description: { type: 'string' },
    sector: { type: 'string', enum: SECTORS },
    stage: { type: 'string', enum: STAGES },
    city: { type: 'string' },
    foundedYear: { type: ['integer', 'null'] },
    teamSize: { type: ['integer', 'null'] },
    website: { type: ['string', 'null'] },
    dpiitNumber: { type: ['string', 'null'], description: 'DPIIT recognition number, as the startup gave it (proven only when its badge stands)' },
    badges: { type: 'array', items: badgeSchema, description: "What was proven: 'DPIIT-recognised' once a moderator approved its request (DESIGN §7.4)" },
    members: {
      type: 'array',
      items: startupMemberSchema,
      description: 'Admins first, then by joining; invitations are shown only to the startup’s own members',
    },
  },
} as const;

/** `{ success, startup }`. */
export const startupReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'startup'],
  properties: { success: { type: 'boolean' }, ...keyed('startup', startupSchema) },
} as const;

/** A page of the directory, newest first: `{ success, data, nextCursor }`. */
export const startupsPageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'data', 'nextCursor'],
  properties: { success: { type: 'boolean' }, data: { type: 'array', items: startupSchema }, nextCursor: nextCursorSchema },
} as const;

export type Startup = FromSchema<typeof startupSchema>;
export type StartupMember = FromSchema<typeof startupMemberSchema>;
export type StartupReply = FromSchema<typeof startupReplySchema>;
export type StartupsPage = FromSchema<typeof startupsPageSchema>;
