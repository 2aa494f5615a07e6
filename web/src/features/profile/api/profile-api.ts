import type { OwnUserReply } from '@startupsetu/server-core/contract/reply-types';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/userprofile/me: the fields of the caller's own role that the user changed (nothing else is touched). */
export function updateProfile(form: FormData): Promise<OwnUserReply> {
  return apiRequest<OwnUserReply>('/api/userprofile/me', { method: 'PUT', form });
}
