import { apiRequest } from '../../../lib/api-client';
import type { User } from '../../../types/api';

export interface UpdateReply {
  success: boolean;
  message: string;
  user?: User;
}

/** PUT /api/userprofile/me: the fields of the caller's own role that the user changed (nothing else is touched). */
export function updateProfile(form: FormData): Promise<UpdateReply> {
  return apiRequest<UpdateReply>('/api/userprofile/me', { method: 'PUT', form });
}
