import type { MessageReply } from '@startupsetu/server-core/contract/reply-types';
import { apiRequest } from '../../../lib/api-client';
import type { ContactInput } from '../validate-contact';

/** POST /api/contact: needs no sign-in. */
export function sendContactMessage(input: ContactInput): Promise<MessageReply> {
  return apiRequest<MessageReply>('/api/contact', { method: 'POST', json: input });
}
