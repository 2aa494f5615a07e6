// A searchable list's URL (the discovery lists, the startups directory): its search text `q` and its
// filters, each a query parameter named as the server names it, so a reload or a shared link keeps them.

export interface FilterOption {
  value: string;
  label: string;
}

export interface ListFilter {
  /** The query parameter, in the page's URL and the server's. */
  name: string;
  label: string;
  /** A choice of these, or free text when absent. */
  options?: FilterOption[];
  /** Free text: suggestions to pick from. */
  suggestions?: readonly string[];
  /**
   * The values the list takes, checked instead of `options` (a route can then check a URL without
   * carrying the choices' words, which only the page that draws them needs).
   */
  accepts?: (value: string) => boolean;
}

export type FilterValues = Record<string, string>;

/** A list page's URL search as the page reads it: the search text and its filters. */
export type ListSearch = { q?: string } & FilterValues;

/** A URL search value as text: what a person could have typed (a number parses as one). */
export const searchText = (raw: unknown): string => (typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '');

/** `filters` set in `search` (a page's URL search params), trimmed, empty ones left out. */
export function filtersIn(filters: readonly ListFilter[], search: Record<string, unknown>): FilterValues {
  const values: FilterValues = {};
  for (const filter of filters) {
    const text = searchText(search[filter.name]).trim();
    if (!text) continue;
    // A choice the list does not offer (an edited URL) is dropped rather than refused by the server.
    if (filter.accepts ? !filter.accepts(text) : filter.options && !filter.options.some((option) => option.value === text)) continue;
    values[filter.name] = text;
  }
  return values;
}

/** A route's `validateSearch` for a list with `filters`: what the page shows is what its loader reads. */
export function listSearchOf(filters: readonly ListFilter[], search: Record<string, unknown>): ListSearch {
  const q = searchText(search.q);
  return q ? { q, ...filtersIn(filters, search) } : filtersIn(filters, search);
}
