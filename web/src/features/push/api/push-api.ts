import { queryOptions } from '@tanstack/react-query';
import type { PushKeyReply, PushKind, PushPreferencesReply } from '@startupsetu/server-core/contract/reply-types';
import { apiRequest } from '../../../lib/api-client';

// notify's /api/push/* (DESIGN §6.6).

export type PushPreferences = Record<PushKind, boolean>;

export async function fetchPushKey(): Promise<string> {
  return (await apiRequest<PushKeyReply>('/api/push/key')).publicKey;
}

/** The browser's subscription, for this user (the same browser again replaces it). */
export function saveSubscription(subscription: PushSubscriptionJSON): Promise<unknown> {
  return apiRequest('/api/push/subscriptions', { method: 'POST', json: subscription });
}

export function removeSubscription(endpoint: string): Promise<unknown> {
  return apiRequest('/api/push/subscriptions', { method: 'DELETE', json: { endpoint } });
}

export const pushPreferencesKey = ['push', 'preferences'] as const;

export function pushPreferencesOptions() {
  return queryOptions({
    queryKey: pushPreferencesKey,
    queryFn: async ({ signal }) => preferencesOf(await apiRequest<PushPreferencesReply>('/api/push/preferences', { signal })),
  });
}

export async function savePushPreferences(changes: Partial<PushPreferences>): Promise<PushPreferences> {
  return preferencesOf(await apiRequest<PushPreferencesReply>('/api/push/preferences', { method: 'PUT', json: changes }));
}

function preferencesOf({ messages, connections, ignites, comments, applications }: PushPreferencesReply): PushPreferences {
  return { messages, connections, ignites, comments, applications };
}
