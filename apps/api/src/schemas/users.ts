import { MAX_SEARCH_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import { pageQueryProperties, type PageQuery } from '@startupsetu/server-core/http/pagination';

/** `?limit=`, `?cursor=` and the search text `?q=`. */
export const userListQuerystring = {
  type: 'object',
  properties: {
    ...pageQueryProperties,
    q: { type: 'string', maxLength: MAX_SEARCH_LENGTH, pattern: '^[^\\u0000]*$' },
  },
} as const;

export interface UserListQuery extends PageQuery {
  q?: string;
}

/** The search text, or undefined when there is nothing to search for. */
export function searchText(query: UserListQuery): string | undefined {
  return query.q?.trim() || undefined;
}
