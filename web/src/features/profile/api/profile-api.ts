import { apiRequest } from '../../../lib/api-client';

export interface UpdateReply {
  success: boolean;
  message: string;
}

/** PUT /api/userprofile/Update_H_profile: edits the caller's own profile (any role). */
export function updateProfile(form: FormData): Promise<UpdateReply> {
  return apiRequest<UpdateReply>('/api/userprofile/Update_H_profile', { method: 'PUT', form });
}
