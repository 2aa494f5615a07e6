import type { PrivacySettings } from '@startupsetu/server-core/contract/privacy';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

interface PrivacyReply {
  success: boolean;
  privacy: PrivacySettings;
}

// Under 'auth', not saved for offline use (lib/query-persistence.ts): a choice about who sees you is
// shown as the server holds it.
export const privacyKey = ['auth', 'privacy'] as const;

/** GET /api/settings/privacy: who sees the user's email and phone, and who may message them. */
export function privacyOptions() {
  return queryOptions({
    queryKey: privacyKey,
    queryFn: async ({ signal }) => (await apiRequest<PrivacyReply>('/api/settings/privacy', { signal })).privacy,
  });
}

/** PUT /api/settings/privacy: the choices sent change, the others stay. */
export async function savePrivacy(change: Partial<PrivacySettings>): Promise<PrivacySettings> {
  return (await apiRequest<PrivacyReply>('/api/settings/privacy', { method: 'PUT', json: change })).privacy;
}
