import { useState, type ReactNode } from 'react';
import type { User } from '../../../types/api';
import type { DiscoveryKind } from '../api/discovery-queries';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { DiscoveryList, type DiscoveryTexts } from './discovery-list';
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

/** One discovery screen (/Findcofounder, /FindHustler, /FindInvestor, /FindJobseeker). */
export function DiscoveryPage({ kind, title, searchPlaceholder, texts, renderCard }: Props) {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);

  return (
    <main className="page discovery-page">
      <h1>{title}</h1>
      {searchPlaceholder !== undefined && <SearchBox value={search} onChange={setSearch} placeholder={searchPlaceholder} />}
      <DiscoveryList kind={kind} query={query} texts={texts} renderCard={renderCard} />
    </main>
  );
}
