import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ConnectRequest } from '../../../lib/connections';
import type { User } from '../../../types/api';

// The Network page's four reads (DESIGN §6.1). Keys start with 'network': persisted (the page reads
// offline once seen) and refetched after any connection change or connection notification.

export const NETWORK_LIMIT = 50;

export type Box = 'received' | 'sent';

export interface Page<T> {
  success: boolean;
  data: T[];
  nextCursor: string | null;
}

export type ConnectionCard = User & { connectedAt?: string };
export type Suggestion = User & { reason: string };

export const networkKeys = {
  all: ['network'] as const,
  requests: (box: Box) => ['network', 'requests', box] as const,
  connections: () => ['network', 'connections'] as const,
  suggestions: () => ['network', 'suggestions'] as const,
};

async function page<T>(url: string, signal: AbortSignal): Promise<T[]> {
  const reply = await apiRequest<Page<T>>(url, { signal });
  if (!reply || !Array.isArray(reply.data)) throw new Error('Unexpected response format');
  return reply.data;
}

export function requestsOptions(box: Box) {
  return queryOptions({
    queryKey: networkKeys.requests(box),
    queryFn: ({ signal }) => page<ConnectRequest>(`/api/connects/requests?box=${box}&limit=${NETWORK_LIMIT}`, signal),
    staleTime: 0,
  });
}

export function connectionsOptions() {
  return queryOptions({
    queryKey: networkKeys.connections(),
    queryFn: ({ signal }) => page<ConnectionCard>(`/api/connects/connections?limit=${NETWORK_LIMIT}`, signal),
    staleTime: 0,
  });
}

export function suggestionsOptions() {
  return queryOptions({
    queryKey: networkKeys.suggestions(),
    queryFn: ({ signal }) => page<Suggestion>('/api/users/suggestions?limit=12', signal),
  });
}

/**
 * The route's loader: the four reads in parallel. Offline, or when a service is down, it does not
 * hold the page: the saved copies show, and the page's own queries retry and say what failed.
 */
export async function loadNetwork(queryClient: QueryClient): Promise<void> {
  if (!navigator.onLine) return;
  await Promise.all(
    [requestsOptions('received'), requestsOptions('sent'), connectionsOptions(), suggestionsOptions()].map((options) =>
      queryClient.ensureQueryData({ ...(options as ReturnType<typeof connectionsOptions>), retry: false }).catch(() => undefined),
    ),
  );
}
