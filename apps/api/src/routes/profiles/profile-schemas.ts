import { messageReplySchema } from '@startupsetu/server-core/contract/status-replies';
import { discoveryPageSchema, ownUserReplySchema } from '@startupsetu/server-core/contract/person-replies';
import { userListQuerystring } from '../../schemas/users';

export const getUserSchema = {
  summary: 'The signed-in user and profile',
  tags: ['Profiles'],
  response: { 200: ownUserReplySchema },
} as const;

export const profileFormSchema = {
  response: { 200: messageReplySchema },
} as const;

export const ownProfileSchema = {
  summary: "Update the caller's own profile: any subset of their role's fields (another role's field → 400)",
  tags: ['Profiles'],
  response: getUserSchema.response,
} as const;

export const discoverySchema = {
  tags: ['Discovery'],
  querystring: userListQuerystring,
  response: { 200: discoveryPageSchema },
} as const;
