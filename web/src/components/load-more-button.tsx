/** What the button needs of an infinite query's result. */
export interface PagedList {
  fetchNextPage: () => Promise<unknown>;
  isFetchingNextPage: boolean;
}

/** A paged list's 'Load more' (its caller shows it while the server has another page). */
export function LoadMoreButton({ list }: { list: PagedList }) {
  return (
    <button type="button" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
      {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
    </button>
  );
}
