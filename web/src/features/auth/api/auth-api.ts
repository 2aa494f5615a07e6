import type { MessageReply, VerifyReply } from '@startupsetu/server-core/contract/reply-types';
import { apiRequest } from '../../../lib/api-client';
import type { AuthReply } from '../../../types/api';

export interface Credentials {
  email: string;
  password: string;
}

/** Sign-up's consent (DESIGN §7.4): the person is 18 or older and agrees to this version of the privacy notice. */
export interface SignUpConsent {
  adult: true;
  noticeVersion: string;
}

export function signUp(input: Credentials & { role: string; consent: SignUpConsent }): Promise<AuthReply> {
  return apiRequest<AuthReply>('/api/auth/signup', { method: 'POST', json: input });
}

export function signIn(input: Credentials): Promise<AuthReply> {
  return apiRequest<AuthReply>('/api/auth/signin', { method: 'POST', json: input });
}

/** Sent at once even offline (the caller's mutation uses networkMode 'always'), so it fails at once. */
export function requestPasswordReset(email: string): Promise<MessageReply> {
  return apiRequest<MessageReply>('/api/auth/forgot', { method: 'POST', json: { email } });
}

export function resetPassword(input: { token: string; password: string }): Promise<MessageReply> {
  return apiRequest<MessageReply>('/api/auth/reset', { method: 'POST', json: input });
}

/** PUT /api/user/verify: the spec only logs its answer. */
export async function logTokenCheck(): Promise<void> {
  try {
    const reply = await apiRequest<VerifyReply>('/api/user/verify', { method: 'PUT' });
    console.info(reply.message);
  } catch (error) {
    console.warn('Token check failed', error);
  }
}
