import { queryOptions } from '@tanstack/react-query';
import type { PushKeyReply, PushKind, PushPreferencesReply } from '@startupsetu/server-core/contract/reply-types';
import { pushKinds } from '@startupsetu/server-core/contract/push-kinds';
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

/**
 * The reply's kinds. A kind the reply does not have (a server from before it, or a copy kept from
 * then) is on, as every kind is until turned off.
 */
export function preferencesOf(reply: PushPreferencesReply): PushPreferences {
  const given = reply as Partial<PushPreferencesReply>;
  return Object.fromEntries(pushKinds.map((kind) => [kind, given[kind] !== false])) as PushPreferences;
}
