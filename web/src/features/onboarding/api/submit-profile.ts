import { apiRequest } from '../../../lib/api-client';

export interface SubmitReply {
  success: boolean;
  message: string;
}

/** POST a role form's multipart body to its endpoint; it writes only the caller's own profile. */
export function submitProfile(endpoint: string, form: FormData): Promise<SubmitReply> {
  return apiRequest<SubmitReply>(endpoint, { method: 'POST', form });
}
