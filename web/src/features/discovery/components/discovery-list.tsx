import type { ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { SkeletonList } from '../../../components/skeleton-list';
import { useOnline } from '../../../lib/online-status';
import { getToken } from '../../../lib/session';
import type { User } from '../../../types/api';
import { discoveryListOptions, usersOf, type DiscoveryKind } from '../api/discovery-queries';
import type { FilterValues } from '../../../lib/list-search';
import { matchesFilters } from '../discovery-filters';
import { matchesSearch } from '../offline-search';
import { LoadMoreButton } from '../../../components/load-more-button';
import '../../../components/list-controls.css';

/** The words a list shows in its states (spec §2 and §8 differ between the co-founder list and the rest). */
export interface DiscoveryTexts {
  empty: string;
  /** When a search finds nothing; `empty` is used when not given. */
  noMatch?: string;
  failure: { heading?: string; text: string };
}

interface Props {
  kind: DiscoveryKind;
  /** The settled (debounced, trimmed) search. */
  query: string;
  filters: FilterValues;
  texts: DiscoveryTexts;
  renderCard: (user: User) => ReactNode;
}

/** Loading, failure, empty and paginated states of one discovery list; the cards come from the page. */
export function DiscoveryList({ kind, query, filters, texts, renderCard }: Props) {
  const hasToken = Boolean(getToken());
  // Offline the server cannot search or filter: the saved whole list is filtered on the device instead.
  const online = useOnline();
  const narrowed = query !== '' || Object.keys(filters).length > 0;
  const searchOnDevice = !online && narrowed;
  const list = useInfiniteQuery({
    ...(searchOnDevice ? discoveryListOptions(kind, '') : discoveryListOptions(kind, query, filters)),
    enabled: hasToken,
  });

  if (!hasToken) {
    return (
      <p className="discovery-message" role="alert">
        No token found, please log in.
      </p>
    );
  }
  if (list.isPending) return <SkeletonList shape="card" count={6} />;
  if (!list.data) return <Failure failure={texts.failure} onRetry={() => void list.refetch()} />;

  const loaded = usersOf(list.data.pages);
  const users = searchOnDevice ? loaded.filter((user) => matchesSearch(user, query) && matchesFilters(user, filters)) : loaded;
  const searching = list.isPlaceholderData && list.isFetching;

  return (
    <>
      <p className="discovery-status" role="status">
        {searching ? 'Searching...' : ''}
      </p>
      {users.length === 0 ? (
        <p className="discovery-message">{narrowed ? (texts.noMatch ?? texts.empty) : texts.empty}</p>
      ) : (
        <ul className="list-grid" aria-busy={searching}>
          {users.map((user) => (
            <li key={user._id}>{renderCard(user)}</li>
          ))}
        </ul>
      )}
      {list.isFetchNextPageError && (
        <p className="form-error discovery-more-error" role="alert">
          {texts.failure.text}
        </p>
      )}
      {list.hasNextPage && !searching && (
        <div className="discovery-more">
          <LoadMoreButton list={list} />
        </div>
      )}
    </>
  );
}

function Failure({ failure, onRetry }: { failure: DiscoveryTexts['failure']; onRetry: () => void }) {
  return (
    <div className="discovery-failure" role="alert">
      {failure.heading && <h2>{failure.heading}</h2>}
      <p>{failure.text}</p>
      <button type="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
