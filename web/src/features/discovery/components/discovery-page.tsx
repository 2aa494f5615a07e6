import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { User } from '../../../types/api';
import type { DiscoveryKind } from '../api/discovery-queries';
import { DISCOVERY_FILTERS, filtersFrom } from '../discovery-filters';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { DiscoveryList, type DiscoveryTexts } from './discovery-list';
import { FilterControls } from './filter-controls';
import { SearchBox } from './search-box';
import '../discovery.css';

const SEARCH_DELAY_MS = 300;

interface Props {
  kind: DiscoveryKind;
  title: string;
  /** Placeholder of the search box; without it the page has no search box. */
  searchPlaceholder?: string;
  texts: DiscoveryTexts;
  renderCard: (user: User) => ReactNode;
}

type Search = Record<string, unknown>;

/**
 * One discovery screen (/Findcofounder, /FindHustler, /FindInvestor, /FindJobseeker). The search and
 * the filters live in the page's URL (`?q=&skills=…`), so a reload or a shared link keeps them.
 */
export function DiscoveryPage({ kind, title, searchPlaceholder, texts, renderCard }: Props) {
  const search: Search = useSearch({ strict: false });
  const navigate = useNavigate();
  const urlQuery = typeof search.q === 'string' || typeof search.q === 'number' ? String(search.q) : '';
  const [typed, setTyped] = useState(urlQuery);
  const query = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const filters = filtersFrom(kind, search);
  const [filterText, setFilterText] = useState(filters);
  const settledFilters = useDebouncedValue(filterText, SEARCH_DELAY_MS);

  const setSearch = (changes: Search) =>
    void navigate({ search: ((previous: Search) => ({ ...previous, ...changes })) as never, replace: true });

  // The URL follows what has settled, so typing does not add a history entry per key. Only a
  // newly settled value moves it (an effect event reads the URL as it is then): a change of the
  // URL itself, such as Back, must not be undone by the text still in the boxes.
  const onQuerySettled = useEffectEvent((settled: string) => {
    if (settled !== urlQuery.trim()) setSearch({ q: settled || undefined });
  });
  const onFiltersSettled = useEffectEvent((settled: typeof filters) => {
    const changes: Search = {};
    for (const filter of DISCOVERY_FILTERS[kind]) {
      const value = settled[filter.name]?.trim() ?? '';
      if (value !== (filters[filter.name] ?? '')) changes[filter.name] = value || undefined;
    }
    if (Object.keys(changes).length > 0) setSearch(changes);
  });
  useEffect(() => onQuerySettled(query), [query]);
  useEffect(() => onFiltersSettled(settledFilters), [settledFilters]);

  const setFilter = (name: string, value: string) => setFilterText((current) => ({ ...current, [name]: value }));

  return (
    <main className="page discovery-page">
      <h1>{title}</h1>
      <div className="discovery-controls">
        {searchPlaceholder !== undefined && <SearchBox value={typed} onChange={setTyped} placeholder={searchPlaceholder} />}
        <FilterControls filters={DISCOVERY_FILTERS[kind]} values={filterText} onChange={setFilter} />
      </div>
      <DiscoveryList kind={kind} query={urlQuery.trim()} filters={filters} texts={texts} renderCard={renderCard} />
    </main>
  );
}
