import type { UpdatedReply } from '@startupsetu/server-core/contract/reply-types';
import { apiRequest } from '../../../lib/api-client';

/** Marks these notifications of the caller read (other users' ids are left alone by the server). */
export function markNotificationsRead(ids: readonly string[]): Promise<UpdatedReply> {
  return apiRequest('/api/Notifications/read', { method: 'PUT', json: { ids } });
}

/** An invitee's answer to a startup's invitation, given on its notification (DESIGN §7.3). */
export function answerStartupInvitation(slug: string, action: 'accept' | 'decline'): Promise<unknown> {
  return apiRequest(`/api/startups/${encodeURIComponent(slug)}/members/me`, { method: 'PUT', json: { action } });
}
