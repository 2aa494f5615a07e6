import { InfiniteQueryObserver, QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateKeepingReadsOnTheirWay, JUST_READ_MS, readJustNowHere } from './query-client';

describe('readJustNowHere', () => {
  const appStartedAt = 1_000_000;
  const now = appStartedAt + 60_000;

  it('is true for a read this page made under JUST_READ_MS ago', () => {
    expect(readJustNowHere(now - 10, now, appStartedAt)).toBe(true);
  });

  it('is false for an older read of this page', () => {
    expect(readJustNowHere(now - JUST_READ_MS, now, appStartedAt)).toBe(false);
  });

  it('is false for a copy restored from the device, however young: it was read before this page started', () => {
    expect(readJustNowHere(appStartedAt - 1, appStartedAt + 100, appStartedAt)).toBe(false);
  });
});

describe('invalidateKeepingReadsOnTheirWay', () => {
  // A list of two pages on a server whose first page changes; each read waits until the test answers it.
  function pagedList() {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const asked: { cursor: string | null; answer: () => void }[] = [];
    let firstPage = ['b', 'a'];
    const observer = new InfiniteQueryObserver<{ items: string[]; next: string | null }, Error, InfiniteData<{ items: string[]; next: string | null }>, string[], string | null>(
      queryClient,
      {
        queryKey: ['network', 'requests'],
        initialPageParam: null,
        getNextPageParam: (last) => last.next,
        queryFn: ({ pageParam }) =>
          new Promise((resolve) => {
            const page = pageParam ? { items: ['old'], next: null } : { items: [...firstPage], next: 'a' };
            asked.push({ cursor: pageParam, answer: () => resolve(page) });
          }),
      },
    );
    const stop = observer.subscribe(() => {});
    const answerAll = async () => {
      while (asked.length) {
        asked.shift()!.answer();
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    };
    const items = () => observer.getCurrentResult().data?.pages.flatMap((page) => page.items);
    return { queryClient, observer, asked, answerAll, items, stop, changeFirstPage: (items: string[]) => (firstPage = items) };
  }

  it("keeps a 'Load more' on its way, then reads every page again with the change", async () => {
    const list = pagedList();
    await list.answerAll();
    expect(list.items()).toEqual(['b', 'a']);

    const more = list.observer.fetchNextPage();
    list.changeFirstPage(['c', 'b']);
    const invalidated = invalidateKeepingReadsOnTheirWay(list.queryClient, { queryKey: ['network'] });
    await list.answerAll();
    await Promise.all([more, invalidated]);
    await list.answerAll();

    expect(list.items()).toEqual(['c', 'b', 'old']);
    expect(list.observer.getCurrentResult().isFetching).toBe(false);
    list.stop();
  });

  it('reads a list with nothing on its way again at once', async () => {
    const list = pagedList();
    await list.answerAll();
    list.changeFirstPage(['c', 'b']);
    const invalidated = invalidateKeepingReadsOnTheirWay(list.queryClient, { queryKey: ['network'] });
    expect(list.asked.map((read) => read.cursor)).toEqual([null]);
    await list.answerAll();
    await invalidated;
    expect(list.items()).toEqual(['c', 'b']);
    list.stop();
  });
});
