import type { SearchKind } from '@startupsetu/server-core/contract/search-schemas';
import { Link } from '@tanstack/react-router';
import { LoadMoreButton } from '../../../components/load-more-button';
import { SkeletonList } from '../../../components/skeleton-list';
import { SEARCH_GROUPS } from '../api/search-queries';
import { useKindSearch, useSearch } from '../hooks/use-search-results';
import { ResultLine } from './result-lines';
import '../search.css';

const TITLES = Object.fromEntries(SEARCH_GROUPS.map((group) => [group.kind, group.title])) as Record<SearchKind, string>;

/** /search?q=&kind=: a few of each kind with 'See all', or one kind's whole list (DESIGN §6.8). */
export function SearchPage({ q, kind }: { q: string; kind?: SearchKind }) {
  return (
    <main className="page search-page">
      <h1>Search</h1>
      {q ? (
        <p className="search-for">
          Results for <q>{q}</q>
        </p>
      ) : (
        <p>Type in the search box at the top to find people, videos, blogs and talks.</p>
      )}
      {q && (kind ? <KindResults q={q} kind={kind} /> : <AllResults q={q} />)}
    </main>
  );
}

function FromDevice() {
  return (
    <p className="search-from-device" role="status">
      You are offline: these results are from this device.
    </p>
  );
}

function Failed() {
  return <p role="alert">Search failed. Check your connection and try again.</p>;
}

function AllResults({ q }: { q: string }) {
  const { results, fromDevice, isPending, error } = useSearch(q);
  if (isPending) return <SkeletonList shape="row" count={4} label="Searching..." />;
  if (!results) return error ? <Failed /> : null;
  return (
    <>
      {fromDevice && <FromDevice />}
      {SEARCH_GROUPS.map(({ kind, title }) => (
        <section key={kind} className="search-group" aria-labelledby={`search-${kind}`}>
          <h2 id={`search-${kind}`}>{title}</h2>
          {results[kind].length === 0 ? (
            <p className="search-none">No {title.toLowerCase()} found.</p>
          ) : (
            <ul className="search-results">
              {results[kind].map((item) => (
                <li key={item._id}>
                  <ResultLine kind={kind} item={item} />
                </li>
              ))}
            </ul>
          )}
          {results.more[kind] && (
            <Link to="/search" search={{ q, kind }} className="search-see-all">
              See all {title.toLowerCase()}
            </Link>
          )}
        </section>
      ))}
    </>
  );
}

function KindResults({ q, kind }: { q: string; kind: SearchKind }) {
  const { items, fromDevice, isPending, error, hasMore, loadMore } = useKindSearch(q, kind);
  const title = TITLES[kind];
  return (
    <section className="search-group" aria-labelledby={`search-${kind}`}>
      <h2 id={`search-${kind}`}>{title}</h2>
      <Link to="/search" search={{ q }} className="search-see-all">
        All results for <q>{q}</q>
      </Link>
      {fromDevice && <FromDevice />}
      {isPending ? (
        <SkeletonList shape="row" count={4} label="Searching..." />
      ) : items.length === 0 ? (
        error ? <Failed /> : <p className="search-none">No {title.toLowerCase()} found.</p>
      ) : (
        <ul className="search-results">
          {items.map((item) => (
            <li key={item._id}>
              <ResultLine kind={kind} item={item} />
            </li>
          ))}
        </ul>
      )}
      {hasMore && <LoadMoreButton list={loadMore} />}
    </section>
  );
}
