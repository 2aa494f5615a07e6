import type { ReactNode } from 'react';
import { LoadMoreButton, type PagedList } from '../../../components/load-more-button';

/** What a moderation list needs of its infinite query. */
interface ListQuery extends PagedList {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  refetch: () => Promise<unknown>;
}

interface Props<T> {
  list: ListQuery;
  items: readonly T[];
  /** Said when the list could not be read and the server gave no reason. */
  failed: string;
  /** Said when there is nothing in the list. */
  empty: string;
  /** The list's accessible name. */
  label: string;
  className: string;
  children: (item: T) => ReactNode;
}

/** One list of /moderation (a report queue, the badge requests, the log) in its states: loading, failed, empty, and a page at a time. */
export function ModerationList<T>({ list, items, failed, empty, label, className, children }: Props<T>) {
  if (list.isPending) return <p role="status">Loading...</p>;
  if (list.isError) {
    return (
      <div className="field-error" role="alert">
        <p>{list.error instanceof Error && list.error.message ? list.error.message : failed}</p>
        <button type="button" onClick={() => void list.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (items.length === 0) return <p className="moderation-muted">{empty}</p>;
  return (
    <>
      <ol className={className} aria-label={label}>
        {items.map(children)}
      </ol>
      {list.hasNextPage && (
        <div className="moderation-more">
          <LoadMoreButton list={list} />
        </div>
      )}
    </>
  );
}
