import { MAX_SEARCH_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import { searchKinds, searchReplySchema, type SearchKind } from '@startupsetu/server-core/contract/search-schemas';
import { pageQueryProperties } from '@startupsetu/server-core/http/pagination';

/** The longest search text, once trimmed. */
export const MAX_QUERY_LENGTH = 100;

/** How many of each kind the search without `kind` answers. */
export const PREVIEW_LIMIT = 5;

export interface SearchQuerystring {
  q: string;
  kind?: SearchKind;
  cursor?: string;
  limit: number;
}

export const searchSchema = {
  summary: 'Search everywhere: people by name, videos, blogs and talks by title',
  description:
    `Without ?kind=, the first ${PREVIEW_LIMIT} of each kind; with it, a page of that kind (?cursor= is its nextCursors entry ` +
    `of the previous answer). ?q= is trimmed and must then hold 1 to ${MAX_QUERY_LENGTH} characters. People and content the ` +
    'caller may not see (blocked either way, reported, removed, suspended) never appear. A search the text index cannot ' +
    'serve (1-2 characters) may answer a short or empty page with a next cursor.',
  tags: ['Search'],
  querystring: {
    type: 'object',
    required: ['q'],
    properties: {
      q: { type: 'string', maxLength: MAX_SEARCH_LENGTH, pattern: '^[^\\u0000]*$' },
      kind: { type: 'string', enum: searchKinds },
      cursor: pageQueryProperties.cursor,
      limit: pageQueryProperties.limit,
    },
  },
  response: { 200: searchReplySchema },
} as const;
