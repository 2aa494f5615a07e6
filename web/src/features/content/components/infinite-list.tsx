import { useDeferredValue, type ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { SkeletonList, type SkeletonShape } from '../../../components/skeleton-list';
import { NoTokenError } from '../api/list-errors';
import { LoadMoreButton } from '../../../components/load-more-button';

interface Props<T> {
  list: UseInfiniteQueryResult<InfiniteData<unknown>, unknown>;
  /** The loaded items, once each, in order: the same array while they are unchanged (useLoadedItems). */
  items: T[];
  keyOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  empty: string;
  errorText: (error: unknown) => string;
  className: string;
  /** The shape of the placeholders drawn while the first page loads. */
  skeleton: SkeletonShape;
}

/** Loading, failure, empty and 'Load more' states of a content list; the items come from the page. */
export function InfiniteList<T>({ list, items, keyOf, renderItem, empty, errorText, className, skeleton }: Props<T>) {
  // New items render in the background: a deferred render is one React splits into short tasks, so
  // a page of cards arriving does not hold up the page as one long task. Until the first ones are
  // ready, the placeholders stay.
  const shownItems = useDeferredValue(items);
  if (list.isPending || (shownItems.length === 0 && items.length > 0)) return <SkeletonList shape={skeleton} />;
  if (!list.data) {
    return (
      <div className="content-failure" role="alert">
        <p>{errorText(list.error)}</p>
        {!(list.error instanceof NoTokenError) && (
          <button type="button" onClick={() => void list.refetch()}>
            Try again
          </button>
        )}
      </div>
    );
  }

  return (
    <>
      {shownItems.length === 0 ? (
        <p className="content-message">{empty}</p>
      ) : (
        <ul className={className}>
          {shownItems.map((item) => (
            <li key={keyOf(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      {list.isFetchNextPageError && (
        <p className="form-error content-more-error" role="alert">
          {errorText(list.error)}
        </p>
      )}
      {list.hasNextPage && (
        <div className="content-more">
          <LoadMoreButton list={list} />
        </div>
      )}
    </>
  );
}
