import { pageQueryProperties, type PageQuery } from '@startupsetu/server-core/http/pagination';

export const userViewSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    email: { type: 'string' },
    role: { type: 'string' },
    verified: { type: 'boolean' },
    profiledetails: { type: 'object', additionalProperties: true },
  },
} as const;

/** The signed-in user's own view: their user, and whether they moderate (DESIGN §6.3). */
export const ownUserViewSchema = {
  type: 'object',
  properties: { ...userViewSchema.properties, moderator: { type: 'boolean' } },
} as const;

/** `?limit=`, `?cursor=` and the search text `?q=`. */
export const userListQuerystring = {
  type: 'object',
  properties: {
    ...pageQueryProperties,
    q: { type: 'string', maxLength: 200, pattern: '^[^\\u0000]*$' },
  },
} as const;

export interface UserListQuery extends PageQuery {
  q?: string;
}

/** The search text, or undefined when there is nothing to search for. */
export function searchText(query: UserListQuery): string | undefined {
  return query.q?.trim() || undefined;
}
