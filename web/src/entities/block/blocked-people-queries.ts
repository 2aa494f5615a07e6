import type { BlockedPerson, BlocksPage } from '@startupsetu/server-core/contract/reply-types';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { blockKeys } from './blocks';
import { JUST_READ_MS } from '../../lib/query-client';

/** Someone the user blocked (GET /api/blocks, DESIGN §6.3), with their card. */
export type { BlockedPerson };

interface LoadedPage {
  items: BlockedPerson[];
  nextCursor: string | null;
}

const PAGE_SIZE = 20;

/** The people the user blocked, newest first, a page at a time. */
export function blockedPeopleOptions() {
  return infiniteQueryOptions({
    queryKey: blockKeys.list(),
    queryFn: async ({ pageParam, signal }): Promise<LoadedPage> => {
      const cursor = pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : '';
      const reply = await apiRequest<BlocksPage>(`/api/blocks?limit=${PAGE_SIZE}${cursor}`, { signal });
      if (!reply || !Array.isArray(reply.data)) throw new Error('Unexpected response format');
      return { items: reply.data, nextCursor: reply.nextCursor };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: JUST_READ_MS,
  });
}
