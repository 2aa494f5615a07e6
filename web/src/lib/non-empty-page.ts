/** A page of a cursor-paged list as a feature reads it. */
export interface CursorPage {
  nextCursor: string | null;
}

/** How many requests one page may take before an empty page is shown as it is (with 'Load more'). */
export const MAX_REQUESTS_PER_PAGE = 10;

/**
 * The next page that holds something, or the last page. A short search (1–2 characters) reads a
 * bounded stretch of a list per request, so the server may answer an empty page that still has a
 * cursor; asking on here keeps 'nothing found' for when nothing is.
 */
export async function nonEmptyPage<Page extends CursorPage>(
  cursor: string | null,
  fetchPage: (cursor: string | null) => Promise<Page>,
  isEmpty: (page: Page) => boolean,
): Promise<Page> {
  let page = await fetchPage(cursor);
  for (let requests = 1; requests < MAX_REQUESTS_PER_PAGE; requests += 1) {
    if (!isEmpty(page) || !page.nextCursor || page.nextCursor === cursor) break;
    cursor = page.nextCursor;
    page = await fetchPage(cursor);
  }
  return page;
}
