import { describe, expect, it } from 'vitest';
import { MAX_REQUESTS_PER_PAGE, nonEmptyPage } from './non-empty-page';

interface TestPage {
  items: string[];
  nextCursor: string | null;
}

describe('nonEmptyPage', () => {
  const pages: Record<string, TestPage> = {
    start: { items: [], nextCursor: 'b' },
    b: { items: [], nextCursor: 'c' },
    c: { items: ['found'], nextCursor: 'd' },
    empty: { items: [], nextCursor: null },
  };
  const read = async (cursor: string | null) => pages[cursor ?? 'start']!;
  const isEmpty = (page: { items: string[] }) => page.items.length === 0;

  it('asks on past empty pages that still have a cursor, to the first with something', async () => {
    const asked: (string | null)[] = [];
    const page = await nonEmptyPage<TestPage>(null, (cursor) => (asked.push(cursor), read(cursor)), isEmpty);
    expect(page).toEqual({ items: ['found'], nextCursor: 'd' });
    expect(asked).toEqual([null, 'b', 'c']);
  });

  it('gives up after MAX_REQUESTS_PER_PAGE requests, answering the empty page with its cursor', async () => {
    let asked = 0;
    const endless = async (cursor: string | null): Promise<TestPage> => ((asked += 1), { items: [], nextCursor: `${cursor ?? ''}x` });
    expect(await nonEmptyPage<TestPage>(null, endless, isEmpty)).toEqual({ items: [], nextCursor: 'x'.repeat(MAX_REQUESTS_PER_PAGE) });
    expect(asked).toBe(MAX_REQUESTS_PER_PAGE);
  });

  it('answers an empty last page as it is', async () => {
    expect(await nonEmptyPage<TestPage>('empty', read, isEmpty)).toEqual({ items: [], nextCursor: null });
  });
});
