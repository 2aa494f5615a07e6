import { apiRequest } from '../../../lib/api-client';

/** Marks these notifications of the caller read (other users' ids are left alone by the server). */
export function markNotificationsRead(ids: readonly string[]): Promise<{ success: boolean; updated: number }> {
  return apiRequest('/api/Notifications/read', { method: 'PUT', json: { ids } });
}
