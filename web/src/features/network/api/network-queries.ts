import type { ConnectionsPage, RequestsPage, SuggestionsPage } from '@startupsetu/server-core/contract/reply-types';
import type { QueryClient } from '@tanstack/react-query';
import { firstPage, primeReads, query } from '../../../lib/route-loading';
import { networkKeys, type Box } from '../../../entities/connection/connection-keys';
import { myConnectionsOptions, pagedPeopleOptions, peopleToMeetOptions } from '../../../entities/connection/people-to-meet-queries';

// The Network page's four reads (DESIGN §6.1): the two request lists here, the connections and the
// people to meet from entities/connection (shared with 'Talk to Others'). Keys start with 'network':
// persisted (the page reads offline once seen) and refetched after any connection change or
// connection notification.

export type { ConnectionCard, ListedRequest, Suggestion } from '@startupsetu/server-core/contract/reply-types';

/** A page of one of the Network lists. */
export type Page = RequestsPage | ConnectionsPage | SuggestionsPage;

export function requestsOptions(box: Box) {
  return pagedPeopleOptions<RequestsPage>(networkKeys.requests(box), `/api/connects/requests?box=${box}`);
}

/**
 * The route's loader: the four reads in parallel. Offline, or when a service is down, it does not
 * hold the page: the saved copies show, and the page's own queries retry and say what failed.
 */
export function loadNetwork(queryClient: QueryClient): Promise<void> {
  return primeReads(queryClient, [
    firstPage(requestsOptions('received')),
    firstPage(requestsOptions('sent')),
    firstPage(myConnectionsOptions()),
    query(peopleToMeetOptions()),
  ]);
}
