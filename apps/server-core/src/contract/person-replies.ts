import { pageOf } from './reply-builders';
import { blockedPersonSchema, connectionCardSchema, listedRequestSchema, ownUserSchema, personCardSchema, suggestionSchema } from './person-schemas';

// Whole replies of the people routes (the api's profile, user, discovery and block lists, notify's
// request and connection lists): the servers' route schemas and the web's reply types.

/** GET /api/userprofile/getUser and PUT /api/userprofile/me: the signed-in user. */
export const ownUserReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'message', 'user'],
  properties: { success: { type: 'boolean' }, message: { type: 'string' }, user: ownUserSchema },
} as const;

/** GET /api/users/:userId: another person's profile. */
export const personReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'user'],
  properties: { success: { type: 'boolean' }, user: personCardSchema },
} as const;

/** One page of a discovery list (the four "Find …" pages). */
export const discoveryPageSchema = pageOf('data', personCardSchema);

export const suggestionsPageSchema = pageOf('data', suggestionSchema);

export const blocksPageSchema = pageOf('data', blockedPersonSchema);

export const requestsPageSchema = pageOf('data', listedRequestSchema);

export const connectionsPageSchema = pageOf('data', connectionCardSchema);
