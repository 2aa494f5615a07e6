import type { AppealReply, UpdatedReply } from '@startupsetu/server-core/contract/reply-types';
import { apiRequest } from '../../../lib/api-client';

/** Marks these notifications of the caller read (other users' ids are left alone by the server). */
export function markNotificationsRead(ids: readonly string[]): Promise<UpdatedReply> {
  return apiRequest('/api/Notifications/read', { method: 'PUT', json: { ids } });
}

/** An invitee's answer to a startup's invitation, given on its notification (DESIGN §7.3). */
export function answerStartupInvitation(slug: string, action: 'accept' | 'decline'): Promise<unknown> {
  return apiRequest(`/api/startups/${encodeURIComponent(slug)}/members/me`, { method: 'PUT', json: { action } });
}

/** The author's one appeal of a removal, made from its notice (DESIGN §7.4). Online only: it is a request to a person. */
export function appealDecision(reportId: string, reason: string): Promise<AppealReply> {
  return apiRequest(`/api/reports/${encodeURIComponent(reportId)}/appeal`, { method: 'POST', json: { reason: reason.trim() } });
}
