import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { firstPage, primeReads, query } from '../../../lib/route-loading';
import { privacyOptions } from './privacy-api';
import { myVerificationsOptions } from './verification-api';
import { blockedPeopleOptions } from '../../../entities/block/blocked-people-queries';
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

/**
 * The route's loader: the page opens with its devices, privacy choices, badge requests and blocked
 * people (offline, it says what cannot be loaded), not a section at a time after it has drawn.
 */
export function loadSettings(queryClient: QueryClient): Promise<void> {
  return primeReads(queryClient, [
    query(sessionsOptions()),
    query(privacyOptions()),
    firstPage(myVerificationsOptions()),
    firstPage(blockedPeopleOptions()),
  ]);
}
