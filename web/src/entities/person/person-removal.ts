import type { QueryClient } from '@tanstack/react-query';
import { networkKeys } from '../connection/connection-keys';
import { chatKeys } from '../message/chat-keys';
import { discoveryKeys, peopleKeys } from './person-keys';

// A person the user reported (or blocked) leaves the lists that show people at once; the next
// refresh agrees, as the server no longer shows them to this user.

/** The lists that hold people as `{_id}` entries. */
export const PEOPLE_LIST_KEYS: readonly (readonly string[])[] = [networkKeys.all, discoveryKeys.all, chatKeys.users(), chatKeys.list()];

/** `data` without any array entry that is this person (`_id`), at any depth; the same value when none is. */
export function withoutPerson<T>(data: T, userId: string): T {
  if (Array.isArray(data)) {
    let changed = false;
    const kept: unknown[] = [];
    for (const item of data) {
      if (item && typeof item === 'object' && (item as { _id?: unknown })._id === userId) {
        changed = true;
        continue;
      }
      const next = withoutPerson(item, userId);
      if (next !== item) changed = true;
      kept.push(next);
    }
    return (changed ? kept : data) as T;
  }
  if (data && typeof data === 'object') {
    let changed = false;
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(data)) {
      const next = withoutPerson(value, userId);
      if (next !== value) changed = true;
      copy[key] = next;
    }
    return (changed ? copy : data) as T;
  }
  return data;
}

/** Drops the person from every cached list of people, and forgets their profile. */
export function dropPersonFromCaches(queryClient: QueryClient, userId: string): void {
  for (const queryKey of PEOPLE_LIST_KEYS) queryClient.setQueriesData({ queryKey }, (data: unknown) => withoutPerson(data, userId));
  queryClient.removeQueries({ queryKey: peopleKeys.person(userId) });
  queryClient.removeQueries({ queryKey: chatKeys.person(userId) });
}
