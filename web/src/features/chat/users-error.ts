import { ApiError } from '../../lib/api-client';
import { UnexpectedReplyError } from './api/chat-queries';

/** Spec §8, users list: a refusal, a reply that is not a list, or no answer at all (network). */
export function usersErrorText(error: unknown): string {
  if (error instanceof UnexpectedReplyError) return 'Unexpected response format';
  if (error instanceof ApiError) return 'Failed to fetch users';
  return 'Error fetching users';
}
