import type { BlockReply, MessageReply } from '@startupsetu/server-core/contract/reply-types';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { chatKeys } from '../message/chat-keys';
import { peopleKeys } from '../person/person-keys';

// Blocks (DESIGN §6.3), shared by every place that offers Block and by the settings list. A block
// changes almost every screen (people, cards, lists, chats, content, notifications), so after one
// everything shown is read again; the blocked person's own pages are dropped at once.

export type { BlockReply };

/** 'auth' keys are not persisted (lib/query-persistence.ts): the list is shown as the server has it now. */
export const blockKeys = {
  list: () => ['auth', 'blocks'] as const,
};

export function blockPerson(userId: string): Promise<BlockReply> {
  return apiRequest('/api/blocks', { method: 'POST', json: { userId } });
}

export function unblockPerson(userId: string): Promise<MessageReply> {
  return apiRequest(`/api/blocks/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

/** Everything on screen is read again; the person's profile and chat are dropped from the cache. */
export async function afterBlockChange(queryClient: QueryClient, userId: string): Promise<void> {
  queryClient.removeQueries({ queryKey: peopleKeys.person(userId) });
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === chatKeys.all[0] && query.queryKey.includes(userId) });
  await queryClient.invalidateQueries();
}

/** The confirm step's words (DESIGN §6.3). */
export const BLOCK_EXPLAINED = 'They will not be able to message you, connect with you or see your profile and posts.';

export const blockQuestion = (name: string) => `Block ${name}?`;
export const blockedToast = (name: string) => `${name} is blocked.`;
