import type { MessageReply } from '@startupsetu/server-core/contract/reply-types';
import { apiRequest } from '../../../lib/api-client';

export interface EmailChange {
  newEmail: string;
  password: string;
}

/** PUT /api/auth/email: mails a link to the new address, which becomes the account's once opened. */
export function changeEmail(input: EmailChange): Promise<MessageReply> {
  return apiRequest('/api/auth/email', { method: 'PUT', json: input });
}
