import { personCardSchema } from '@startupsetu/server-core/http/person-schemas';
import { ownUserViewSchema, userListQuerystring } from '../../schemas/users';

export const getUserSchema = {
  summary: 'The signed-in user and profile',
  tags: ['Profiles'],
  response: {
    200: {
      type: 'object',
      properties: { success: { type: 'boolean' }, message: { type: 'string' }, user: ownUserViewSchema },
    },
  },
} as const;

export const profileFormSchema = {
  response: {
    200: {
      type: 'object',
      properties: { success: { type: 'boolean' }, message: { type: 'string' } },
    },
  },
} as const;

export const ownProfileSchema = {
  summary: "Update the caller's own profile: any subset of their role's fields (another role's field → 400)",
  tags: ['Profiles'],
  response: getUserSchema.response,
} as const;

export const discoverySchema = {
  tags: ['Discovery'],
  querystring: userListQuerystring,
  response: {
    200: {
      type: 'object',
      properties: {
        success: { type: 'boolean' },
        data: { type: 'array', items: personCardSchema },
        nextCursor: { type: ['string', 'null'] },
      },
    },
  },
} as const;
