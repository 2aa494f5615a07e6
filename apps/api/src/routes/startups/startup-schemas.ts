import { MAX_SEARCH_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import { startupReplySchema, startupsPageSchema } from '@startupsetu/server-core/contract/startup-schemas';
import { MAX_CITY_LENGTH, MAX_MEMBER_TITLE_LENGTH, MAX_STARTUP_MEMBERS, MEMBER_ROLES, SECTORS, STAGES, type MemberRole, type Sector, type Stage } from '@startupsetu/server-core/contract/startup-fields';
import { pageQueryProperties, type PageQuery } from '@startupsetu/server-core/http/pagination';
import { textField } from '../../schemas/text-fields';

// JSON schemas of /api/startups (DESIGN §7.3): they validate the input, shape the replies and
// describe the calls in /openapi.json. The multipart forms' fields are in startup-form.ts.

const TAGS = ['Startups'];
const noNul = '^[^\\u0000]*$';

/** Anything a slug could not be is simply not found (the routes check SLUG_PATTERN). */
const slugParams = { type: 'object', required: ['slug'], properties: { slug: { type: 'string', maxLength: 200 } } } as const;
const userIdField = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[0-9a-f]{1,64}$' } as const;

export const createStartupSchema = {
  summary: "Create a startup (Hustlers only): the caller becomes its active admin; its slug comes from the name",
  description: 'multipart/form-data with an optional `logo` (png or jpeg, at most 5 MB). 403 for other roles.',
  tags: TAGS,
  response: { 201: startupReplySchema },
} as const;

export interface StartupListQuerystring extends PageQuery {
  q?: string;
  sector?: Sector;
  stage?: Stage;
  city?: string;
  member?: string;
}

export const listStartupsSchema = {
  summary: 'The startup directory, newest first: ?q= searches names and one-liners, ?sector=, ?stage= and ?city= filter, ?member= keeps a person’s startups',
  tags: TAGS,
  querystring: {
    type: 'object',
    properties: {
      ...pageQueryProperties,
      q: { type: 'string', maxLength: MAX_SEARCH_LENGTH, pattern: noNul },
      sector: { type: 'string', enum: SECTORS },
      stage: { type: 'string', enum: STAGES },
      city: { type: 'string', maxLength: MAX_CITY_LENGTH, pattern: noNul, description: 'Any case' },
      member: { ...userIdField, description: 'A user id: only the startups they are an active member of (their profile links to them)' },
    },
  },
  response: { 200: startupsPageSchema },
} as const;

export const getStartupSchema = {
  summary: "A startup's page, readable signed out; its invitations are shown to its own members only",
  tags: TAGS,
  params: slugParams,
  response: { 200: startupReplySchema },
} as const;

export const updateStartupSchema = {
  summary: "Change a startup's fields or logo (its admins only): 404 to non-members, 403 to members who are not admins",
  description: 'multipart/form-data, any of the create form’s fields; a blank foundedYear, teamSize, website or dpiitNumber clears it.',
  tags: TAGS,
  params: slugParams,
  response: { 200: startupReplySchema },
} as const;

export interface InviteBody {
  userId: string;
  title: string;
  role?: MemberRole;
}

export const inviteMemberSchema = {
  summary: 'Invite a person to the startup (its admins only); they are told in-app and accept from there',
  description: `409 when they are already a member or invited, or when the startup already holds ${MAX_STARTUP_MEMBERS} people (active and invited); 404 for an unknown person.`,
  tags: TAGS,
  params: slugParams,
  body: {
    type: 'object',
    required: ['userId', 'title'],
    additionalProperties: false,
    properties: {
      userId: userIdField,
      title: textField(MAX_MEMBER_TITLE_LENGTH),
      role: { type: 'string', enum: MEMBER_ROLES, default: 'member', description: 'admin: may change the startup and its members' },
    },
  },
  response: { 201: startupReplySchema },
} as const;

export interface AnswerInvitationBody {
  action: 'accept' | 'decline';
}

export const answerInvitationSchema = {
  summary: "Accept or decline the caller's own invitation to the startup (accepting again changes nothing)",
  description: '404 without an invitation; declining once a member is 409 (leave instead).',
  tags: TAGS,
  params: slugParams,
  body: {
    type: 'object',
    required: ['action'],
    additionalProperties: false,
    properties: { action: { type: 'string', enum: ['accept', 'decline'] } },
  },
  response: { 200: startupReplySchema },
} as const;

export const removeMemberSchema = {
  summary: 'Remove a member or an invitation (admins: anyone; a member: themself); never the last admin (409)',
  tags: TAGS,
  params: { type: 'object', required: ['slug', 'userId'], properties: { slug: slugParams.properties.slug, userId: userIdField } },
  response: { 200: startupReplySchema },
} as const;
