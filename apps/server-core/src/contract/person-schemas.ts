import { VERIFICATION_KINDS } from './verification-fields';
import { connectionStates, connectRequestSchema } from './connect-schemas';

// A person as the replies show them (DESIGN §6.1): the api's user, discovery, suggestion and block
// lists, notify's request and connection lists, and the web's types derived from them.

const text = { type: 'string' } as const;
const list = { type: 'array', items: { type: 'string' } } as const;
const scale = { type: 'integer', description: 'From 1 to 10' } as const;

/**
 * The spec's profiledetails: the fields of every role's form, those the person filled in, and the
 * picture. Other people never get `contactEmail`, and `phoneno` only where its owner shows it to
 * them (DESIGN §7.4).
 */
export const profileDetailsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['profilePic'],
  properties: {
    Username: text,
    displayName: { type: 'string', description: "An investor's Username, as the investor list names them" },
    profilePic: { type: ['string', 'null'], description: 'The picture\'s URL; null without one' },
    bio: text,
    phoneno: text,
    contactEmail: text,
    project: text,
    currentStage: text,
    skills: list,
    currentWork: text,
    contribution: text,
    superpower: text,
    dreamProject: text,
    investorType: text,
    interestAreas: list,
    adventureAlert: scale,
    explorationPreference: scale,
    excitement: text,
    aboutMe: text,
    experience: text,
    desiredRole: text,
    // An investor's, beside the spec's (DESIGN §7.4; investor-fields.ts); their thesis is `bio`.
    firm: text,
    chequeMin: { type: 'integer', description: 'The smallest cheque the investor writes, in rupees' },
    chequeMax: { type: 'integer', description: 'The largest cheque the investor writes, in rupees' },
    stages: { ...list, description: "Stage keys of the startups' list (ideation, preSeed, seed, seriesA, growth)" },
    sectors: { ...list, description: "Sectors of the startups' list" },
    cities: list,
    portfolio: {
      type: 'array',
      description: 'Up to 10 companies the investor backed',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name'],
        properties: { name: text, url: { type: 'string', description: 'An http(s) address' } },
      },
    },
  },
} as const;

/** Where the caller stands with the person; `requestId` while a request between them is pending. */
const connectionProperties = {
  connection: { type: 'string', enum: connectionStates },
  requestId: { type: 'string', description: 'The pending request between the two' },
} as const;

/** A badge: what kind of proof, and the words that say what was proven (DESIGN §7.4). */
export const badgeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'label'],
  properties: { kind: { type: 'string', enum: [...VERIFICATION_KINDS] }, label: { type: 'string', description: "e.g. 'Verified investor · SEBI-registered', 'Work email · acme.in'" } },
} as const;

const userProperties = {
  _id: { type: 'string' },
  email: { type: 'string' },
  role: { type: 'string' },
  verified: { type: 'boolean', description: 'True while any badge stands (or an operator verified the account)' },
  badges: { type: 'array', items: badgeSchema },
  profiledetails: profileDetailsSchema,
} as const;

const cardRequired = ['_id', 'role', 'verified', 'profiledetails'] as const;

/** A person card: the public user view (an email only where the list shows one) and the connection. */
export const personCardSchema = {
  type: 'object',
  additionalProperties: false,
  required: cardRequired,
  properties: {
    ...userProperties,
    email: { type: 'string', description: 'Only where its owner shows it to the caller (DESIGN §7.4)' },
    ...connectionProperties,
  },
} as const;

/** The signed-in user's own view: their whole profile, their email, and whether they moderate (DESIGN §6.3). */
export const ownUserSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...cardRequired, 'email', 'moderator', 'emailVerified'],
  properties: { ...userProperties, moderator: { type: 'boolean' }, emailVerified: { type: 'boolean', description: 'The account has proven its email (DESIGN §7.4)' } },
} as const;

/** One of the people to meet, with why. */
export const suggestionSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...cardRequired, 'connection', 'reason'],
  properties: { ...personCardSchema.properties, reason: { type: 'string', description: 'One line on why they fit' } },
} as const;

/** One of the caller's connections. */
export const connectionCardSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...cardRequired, 'connection', 'connectedAt'],
  properties: { ...personCardSchema.properties, connectedAt: { type: 'string' } },
} as const;

export const blockSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['userId', 'createdAt'],
  properties: { userId: { type: 'string' }, createdAt: { type: 'string' } },
} as const;

/** What blocking answers: the block (a new one, or the one already stored). */
export const blockReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'message', 'block'],
  properties: { success: { type: 'boolean' }, message: { type: 'string' }, block: blockSchema },
} as const;

/** Someone the caller blocked, with their card (shown here although out of sight everywhere else). */
export const blockedPersonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['user', 'createdAt'],
  properties: { user: personCardSchema, createdAt: { type: 'string' } },
} as const;

/** A pending request in the caller's received or sent list, with the other person's card. */
export const listedRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...connectRequestSchema.required, 'person'],
  properties: { ...connectRequestSchema.properties, person: personCardSchema },
} as const;

/** What sending, answering or withdrawing a request answers; `connection` once the two are connected. */
export const requestReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'message', 'request'],
  properties: {
    success: { type: 'boolean' },
    message: { type: 'string' },
    request: connectRequestSchema,
    connection: connectionCardSchema,
  },
} as const;
