import type { SearchKind } from '@startupsetu/server-core/contract/search-schemas';
import { roleName } from '../../entities/person/person-fields';
import { profileName } from '../../entities/person/profile-text';
import type { SearchResults } from './hooks/use-search-results';
import { contentHref, searchHref } from './search-links';

// The top bar's suggestions: a few of each kind, then 'See all results', as one list the arrow
// keys move through.

/** How many of each kind the suggestions show. */
export const SUGGESTIONS_PER_KIND = 3;

export interface Suggestion {
  kind: SearchKind | 'all';
  id: string;
  href: string;
  title: string;
  /** The role, or who posted it. */
  meta: string;
  /** A person's picture (null: none); undefined for content. */
  picture?: string | null;
}

const KIND_NAMES: Record<Exclude<SearchKind, 'people'>, string> = { videos: 'Video', blogs: 'Blog', talks: 'Talk' };

export function suggestionsOf(results: Pick<SearchResults, SearchKind>, q: string): Suggestion[] {
  const people = results.people.slice(0, SUGGESTIONS_PER_KIND).map(
    (person): Suggestion => ({
      kind: 'people',
      id: person._id,
      href: `/people/${person._id}`,
      title: profileName(person),
      meta: roleName(person.role),
      picture: person.profiledetails.profilePic,
    }),
  );
  const content = (['videos', 'blogs', 'talks'] as const).flatMap((kind) =>
    results[kind].slice(0, SUGGESTIONS_PER_KIND).map(
      (hit): Suggestion => ({
        kind,
        id: hit._id,
        href: contentHref(kind, hit._id),
        title: hit.title,
        meta: `${KIND_NAMES[kind]} by ${profileName(hit.uploadedBy)}`,
      }),
    ),
  );
  return [...people, ...content, { kind: 'all', id: q, href: searchHref(q), title: `See all results for “${q}”`, meta: '' }];
}
