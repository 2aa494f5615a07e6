import type { MessageReply } from '@startupsetu/server-core/contract/reply-types';
import { apiRequest } from '../../lib/api-client';

/** What proving an address answers: the server's words and the address now proven. */
export interface EmailProofReply {
  success: boolean;
  message: string;
  email: string;
}

/** POST /api/auth/email/verify: public, as the mailed link may be opened on any device (DESIGN §7.4). */
export function proveEmail(token: string): Promise<EmailProofReply> {
  return apiRequest<EmailProofReply>('/api/auth/email/verify', { method: 'POST', json: { token } });
}

/** POST /api/auth/email/resend: another link to the signed-in account's address (5 a day). */
export function resendProofLink(): Promise<MessageReply> {
  return apiRequest<MessageReply>('/api/auth/email/resend', { method: 'POST' });
}
