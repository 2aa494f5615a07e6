import type { UpdatedReply } from '@startupsetu/server-core/contract/reply-types';
import { apiRequest } from '../../../lib/api-client';

/** Marks these notifications of the caller read (other users' ids are left alone by the server). */
export function markNotificationsRead(ids: readonly string[]): Promise<UpdatedReply> {
  return apiRequest('/api/Notifications/read', { method: 'PUT', json: { ids } });
}
