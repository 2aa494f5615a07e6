import { queryOptions } from '@tanstack/react-query';
import type { AppealReply, SuspensionAppealReply } from '@startupsetu/server-core/contract/reply-types';
import { apiRequest } from '../../../lib/api-client';

/** A suspension's appeal link's reads: never saved on the device (app/saved-read-keys.ts) nor retried (400/410 say why). */
export const suspensionAppealKeys = {
  decision: (token: string) => ['appeals', 'suspension', token] as const,
};

/** What the link's decision was, and its appeal once made (GET /api/appeals/suspension). */
export const suspensionAppealOptions = (token: string) =>
  queryOptions({
    queryKey: suspensionAppealKeys.decision(token),
    queryFn: () => apiRequest<SuspensionAppealReply>(`/api/appeals/suspension?token=${encodeURIComponent(token)}`),
    retry: false,
    staleTime: Infinity,
  });

/** Appeals the suspension once, signed out: the link's token says whose and which. */
export const appealSuspension = (token: string, reason: string) => apiRequest<AppealReply>('/api/appeals/suspension', { method: 'POST', json: { token, reason } });
