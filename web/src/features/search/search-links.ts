import type { SearchKind } from '@startupsetu/server-core/contract/search-schemas';

// Where a result leads: a person's page, or the list that shows the item, at the item.

/** The list showing a video, blog or talk, at its card (the list scrolls to it when the card is on its first page). */
export function contentHref(kind: Exclude<SearchKind, 'people'>, id: string): string {
  if (kind === 'videos') return `/videos#video-${id}`;
  if (kind === 'blogs') return `/blogs#blog-${id}`;
  return `/talks#talk-${id}`;
}

/** /search for `q`, or one kind's 'See all'. */
export function searchHref(q: string, kind?: SearchKind): string {
  const search = new URLSearchParams({ q });
  if (kind) search.set('kind', kind);
  return `/search?${search.toString()}`;
}
