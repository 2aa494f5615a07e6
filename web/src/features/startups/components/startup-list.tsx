import { useInfiniteQuery } from '@tanstack/react-query';
import { LoadMoreButton } from '../../../components/load-more-button';
import '../../../components/list-controls.css';
import { SkeletonList } from '../../../components/skeleton-list';
import type { FilterValues } from '../../../lib/list-search';
import { startupsListOptions } from '../api/startups-api';
import { StartupCard } from './startup-card';

const FAILED = 'Failed to fetch startups';

/** The directory's states: loading, failure, empty, and its pages of startups. */
export function StartupList({ query, filters }: { query: string; filters: FilterValues }) {
  const list = useInfiniteQuery(startupsListOptions(query, filters));
  const narrowed = query !== '' || Object.keys(filters).length > 0;

  if (list.isPending) return <SkeletonList shape="card" count={6} />;
  if (!list.data) {
    return (
      <div className="startup-failure" role="alert">
        <p>{FAILED}</p>
        <button type="button" onClick={() => void list.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const startups = list.data.pages.flatMap((page) => page.data);
  const searching = list.isPlaceholderData && list.isFetching;
  return (
    <>
      <p className="startup-status" role="status">
        {searching ? 'Searching...' : ''}
      </p>
      {startups.length === 0 ? (
        <p className="startup-message">{narrowed ? 'No startups match your search.' : 'No startups yet.'}</p>
      ) : (
        <ul className="list-grid" aria-busy={searching}>
          {startups.map((startup) => (
            <li key={startup._id}>
              <StartupCard startup={startup} />
            </li>
          ))}
        </ul>
      )}
      {list.isFetchNextPageError && (
        <p className="form-error" role="alert">
          {FAILED}
        </p>
      )}
      {list.hasNextPage && !searching && (
        <div className="startup-more">
          <LoadMoreButton list={list} />
        </div>
      )}
    </>
  );
}
