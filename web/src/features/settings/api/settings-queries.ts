import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { primeReads, query } from '../../../lib/route-loading';
import { privacyOptions } from './privacy-api';
import { listSessions } from './sessions-api';
import { JUST_READ_MS } from '../../../lib/query-client';

// The settings page's reads. 'auth' keys are not persisted for offline use
// (lib/query-persistence.ts): the devices list is only worth showing as the server has it now.
export const settingsKeys = {
  sessions: () => ['auth', 'sessions'] as const,
};

export function sessionsOptions() {
  return queryOptions({
    queryKey: settingsKeys.sessions(),
    queryFn: ({ signal }) => listSessions(signal),
    staleTime: JUST_READ_MS,
  });
}

/** The route's loader: the page opens with its devices and privacy choices (offline, it says they cannot be loaded). */
export function loadSettings(queryClient: QueryClient): Promise<void> {
  return primeReads(queryClient, [query(sessionsOptions()), query(privacyOptions())]);
}
