import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { blockKeys } from '../../../lib/blocks';
import type { User } from '../../../types/api';

/** Someone the user blocked (GET /api/blocks, DESIGN §6.3), with their card. */
export interface BlockedPerson {
  user: User;
  createdAt: string;
}

interface BlocksPage {
  items: BlockedPerson[];
  nextCursor: string | null;
}

const PAGE_SIZE = 20;

/** The people the user blocked, newest first, a page at a time. */
export function blockedPeopleOptions() {
  return infiniteQueryOptions({
    queryKey: blockKeys.list(),
    queryFn: async ({ pageParam, signal }): Promise<BlocksPage> => {
      const cursor = pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : '';
      const reply = await apiRequest<{ data?: BlockedPerson[]; nextCursor?: string | null }>(`/api/blocks?limit=${PAGE_SIZE}${cursor}`, { signal });
      if (!reply || !Array.isArray(reply.data)) throw new Error('Unexpected response format');
      return { items: reply.data, nextCursor: reply.nextCursor ?? null };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}
