import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { filtersIn, searchText, type FilterValues, type ListFilter } from './list-search';
import { useDebouncedValue } from './use-debounced-value';

const SEARCH_DELAY_MS = 300;

type Search = Record<string, unknown>;

/**
 * A searchable list's search box and filters, kept in the page's URL (`?q=&sector=…`). What is typed
 * shows at once; the URL, and so the list, follows once typing settles, without a history entry per
 * key. Answers what the boxes show and what the list reads (`query`, `filters`: the URL's).
 */
export function useListSearch(listFilters: readonly ListFilter[]) {
  const search: Search = useSearch({ strict: false });
  const navigate = useNavigate();
  const urlText = searchText(search.q);
  const urlQuery = urlText.trim();
  const [typed, setTyped] = useState(urlText);
  const settledQuery = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const filters = filtersIn(listFilters, search);
  const [filterText, setFilterText] = useState<FilterValues>(filters);
  const settledFilters = useDebouncedValue(filterText, SEARCH_DELAY_MS);

  const setSearch = (changes: Search) =>
    void navigate({ search: ((previous: Search) => ({ ...previous, ...changes })) as never, replace: true });

  // Only a newly settled value moves the URL (an effect event reads the URL as it is then): a change
  // of the URL itself, such as Back, must not be undone by the text still in the boxes.
  const onQuerySettled = useEffectEvent((settled: string) => {
    if (settled !== urlQuery) setSearch({ q: settled || undefined });
  });
  const onFiltersSettled = useEffectEvent((settled: FilterValues) => {
    const changes: Search = {};
    for (const filter of listFilters) {
      const value = settled[filter.name]?.trim() ?? '';
      if (value !== (filters[filter.name] ?? '')) changes[filter.name] = value || undefined;
    }
    if (Object.keys(changes).length > 0) setSearch(changes);
  });
  useEffect(() => onQuerySettled(settledQuery), [settledQuery]);
  useEffect(() => onFiltersSettled(settledFilters), [settledFilters]);

  const setFilter = (name: string, value: string) => setFilterText((current) => ({ ...current, [name]: value }));
  return { typed, setTyped, filterText, setFilter, query: urlQuery, filters };
}
