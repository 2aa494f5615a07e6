import type { ReactNode } from 'react';
import { LoadMoreButton, type PagedList } from './load-more-button';
import { SkeletonList } from './skeleton-list';
import './list-controls.css';
import './list-states.css';

/** The words a list shows in its states. */
export interface ListTexts {
  empty: string;
  /** When a search or a filter finds nothing; `empty` is used when not given. */
  noMatch?: string;
  failure: { heading?: string; text: string };
}

/** What the states need of an infinite query's result. */
export interface ListQueryState extends PagedList {
  isPending: boolean;
  isPlaceholderData: boolean;
  isFetching: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  refetch: () => Promise<unknown>;
}

interface Props<Item> {
  list: ListQueryState;
  /** What the loaded pages hold, as shown; undefined when nothing could be loaded. */
  items: readonly Item[] | undefined;
  /** A search or a filter is set (the empty list then says `noMatch`). */
  narrowed: boolean;
  texts: ListTexts;
  itemKey: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
}

/**
 * A paged list of cards and its states: loading, failure (with Try again), empty, 'Searching...'
 * while a new search replaces the shown results, and 'Load more' while the server has more.
 */
export function ListStates<Item>({ list, items, narrowed, texts, itemKey, renderItem }: Props<Item>) {
  if (list.isPending) return <SkeletonList shape="card" count={6} />;
  if (!items) return <Failure failure={texts.failure} onRetry={() => void list.refetch()} />;

  const searching = list.isPlaceholderData && list.isFetching;
  return (
    <>
      <p className="list-status" role="status">
        {searching ? 'Searching...' : ''}
      </p>
      {items.length === 0 ? (
        <p className="list-message">{narrowed ? (texts.noMatch ?? texts.empty) : texts.empty}</p>
      ) : (
        <ul className="list-grid" aria-busy={searching}>
          {items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      {list.isFetchNextPageError && (
        <p className="form-error list-more-error" role="alert">
          {texts.failure.text}
        </p>
      )}
      {list.hasNextPage && !searching && (
        <div className="list-more">
          <LoadMoreButton list={list} />
        </div>
      )}
    </>
  );
}

function Failure({ failure, onRetry }: { failure: ListTexts['failure']; onRetry: () => void }) {
  return (
    <div className="list-failure" role="alert">
      {failure.heading && <h2>{failure.heading}</h2>}
      <p>{failure.text}</p>
      <button type="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
