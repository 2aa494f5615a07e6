import type { MessageReply } from '@startupsetu/server-core/contract/reply-types';
import { apiRequest } from '../../../lib/api-client';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** PUT /api/auth/password: the server ends every other session of the user. */
export function changePassword(input: PasswordChange): Promise<MessageReply> {
  return apiRequest('/api/auth/password', { method: 'PUT', json: input });
}
