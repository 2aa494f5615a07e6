import type { MessageReply } from '@startupsetu/server-core/contract/reply-types';
import { apiRequest } from '../../../lib/api-client';

/** POST a role form's multipart body to its endpoint; it writes only the caller's own profile. */
export function submitProfile(endpoint: string, form: FormData): Promise<MessageReply> {
  return apiRequest<MessageReply>(endpoint, { method: 'POST', form });
}
