import type { DeviceSession, EndedSessionsReply, MessageReply, SessionsReply } from '@startupsetu/server-core/contract/reply-types';
import { apiRequest } from '../../../lib/api-client';

/** One live session of the user (GET /api/auth/sessions, DESIGN §6.2). */
export type { DeviceSession };

export async function listSessions(signal?: AbortSignal): Promise<DeviceSession[]> {
  const reply = await apiRequest<SessionsReply>('/api/auth/sessions', { signal });
  if (!reply || !Array.isArray(reply.sessions)) throw new Error('Unexpected response format');
  return reply.sessions;
}

/** Ends one of the user's other sessions: that device is signed out. */
export function endSession(id: string): Promise<MessageReply> {
  return apiRequest(`/api/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Ends every session of the user but this one. */
export function endOtherSessions(): Promise<EndedSessionsReply> {
  return apiRequest('/api/auth/sessions', { method: 'DELETE' });
}
