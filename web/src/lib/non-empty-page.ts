/** A page of a cursor-paged list as a feature reads it. */
export interface CursorPage {
  nextCursor: string | null;
}

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
  while (isEmpty(page) && page.nextCursor && page.nextCursor !== cursor) {
    cursor = page.nextCursor;
    page = await fetchPage(cursor);
  }
  return page;
}
