import { searchKinds, type SearchKind } from '@startupsetu/server-core/contract/search-kinds';
import { searchTextOf } from './api/search-queries';

/** /search's own query: the text (trimmed, as the server reads it) and one kind ('See all'). */
export interface SearchParams {
  q?: string;
  kind?: SearchKind;
}

export function searchParamsOf(search: Record<string, unknown>): SearchParams {
  const q = typeof search.q === 'string' ? searchTextOf(search.q) : '';
  const kind = searchKinds.find((known) => known === search.kind);
  return { ...(q ? { q } : {}), ...(kind ? { kind } : {}) };
}
