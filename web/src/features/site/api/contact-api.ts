import { apiRequest } from '../../../lib/api-client';
import type { ContactInput } from '../validate-contact';

export interface ContactReply {
  success: boolean;
  message: string;
}

/** POST /api/contact: needs no sign-in. */
export function sendContactMessage(input: ContactInput): Promise<ContactReply> {
  return apiRequest<ContactReply>('/api/contact', { method: 'POST', json: input });
}
