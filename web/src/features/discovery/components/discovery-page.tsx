import { useState, type ReactNode } from 'react';
import { FilterControls } from '../../../components/filter-controls';
import { SearchBox } from '../../../components/search-box';
import { useListSearch } from '../../../lib/use-list-search';
import type { User } from '../../../types/api';
import type { DiscoveryKind } from '../api/discovery-queries';
import { filterControlsOf } from '../discovery-filter-controls';
import { DiscoveryList, type DiscoveryTexts } from './discovery-list';
import '../discovery.css';

interface Props {
  kind: DiscoveryKind;
  title: string;
  /** Placeholder of the search box; without it the page has no search box. */
  searchPlaceholder?: string;
  texts: DiscoveryTexts;
  renderCard: (user: User) => ReactNode;
}

/**
 * One discovery screen (/Findcofounder, /FindHustler, /FindInvestor, /FindJobseeker). The search and
 * the filters live in the page's URL (`?q=&skills=…`), so a reload or a shared link keeps them.
 */
export function DiscoveryPage({ kind, title, searchPlaceholder, texts, renderCard }: Props) {
  const [controls] = useState(() => filterControlsOf(kind));
  const { typed, setTyped, filterText, setFilter, query, filters } = useListSearch(controls);

  return (
    <main className="page discovery-page">
      <h1>{title}</h1>
      <div className="list-controls">
        {searchPlaceholder !== undefined && <SearchBox value={typed} onChange={setTyped} placeholder={searchPlaceholder} />}
        <FilterControls filters={controls} values={filterText} onChange={setFilter} />
      </div>
      <DiscoveryList kind={kind} query={query} filters={filters} texts={texts} renderCard={renderCard} />
    </main>
  );
}
