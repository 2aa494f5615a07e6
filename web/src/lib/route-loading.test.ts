import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { firstPage, primeOnEntry, primeReads, query } from './route-loading';
import { restoreSavedReads, saveSignedInReads } from './saved-reads';

vi.mock('./saved-reads', () => ({ restoreSavedReads: vi.fn(async () => undefined), saveSignedInReads: vi.fn() }));

function online(value: boolean) {
  vi.stubGlobal('navigator', { onLine: value });
}

const countOptions = (queryFn: () => Promise<number>) => queryOptions({ queryKey: ['count'], queryFn, retry: 3 });
const listOptions = (queryFn: () => Promise<string[]>) =>
  infiniteQueryOptions({ queryKey: ['list'], queryFn, initialPageParam: null, getNextPageParam: () => undefined });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(saveSignedInReads).mockClear();
});

describe('a route loader priming its reads', () => {
  it('fills the cache with each query and the first page of each list, so the page fetches nothing again', async () => {
    online(true);
    const client = new QueryClient();
    await primeReads(client, [query(countOptions(async () => 3)), firstPage(listOptions(async () => ['a', 'b']))]);
    expect(client.getQueryData(['count'])).toBe(3);
    expect(client.getQueryData(['list'])).toEqual({ pages: [['a', 'b']], pageParams: [null] });
  });

  it('uses a saved copy already in the cache instead of asking the network', async () => {
    online(true);
    const client = new QueryClient();
    client.setQueryData(['count'], 7);
    const fetchCount = vi.fn(async () => 1);
    await primeReads(client, [query(countOptions(fetchCount))]);
    expect(fetchCount).not.toHaveBeenCalled();
  });

  // Offline nothing is asked; online the reads wait for the saved copies and keep them.
  it.each([false, true])("shows the user's saved copies without asking the network again (online: %s)", async (isOnline) => {
    online(isOnline);
    const client = new QueryClient();
    vi.mocked(restoreSavedReads).mockImplementationOnce(async (restoring) => void restoring.setQueryData(['count'], 7));
    const fetchCount = vi.fn(async () => 1);
    await primeReads(client, [query(countOptions(fetchCount))]);
    expect(fetchCount).not.toHaveBeenCalled();
    expect(client.getQueryData(['count'])).toBe(7);
  });

  // A visitor who moves on as soon as the page shows still has what it showed for offline.
  it('saves what the reads brought to the device as soon as they are in the cache, and nothing offline', async () => {
    online(true);
    const client = new QueryClient();
    vi.mocked(saveSignedInReads).mockImplementationOnce((saving) => expect(saving.getQueryData(['count'])).toBe(3));
    await primeReads(client, [query(countOptions(async () => 3))]);
    expect(saveSignedInReads).toHaveBeenCalledExactlyOnceWith(client);

    online(false);
    await primeReads(new QueryClient(), [query(countOptions(async () => 3))]);
    expect(saveSignedInReads).toHaveBeenCalledTimes(1);
  });

  it('when a read fails, still resolves (the page shows the failure), with the other reads primed and no retry', async () => {
    online(true);
    const client = new QueryClient();
    const failing = vi.fn(async (): Promise<number> => {
      throw new Error('down');
    });
    await expect(primeReads(client, [query(countOptions(failing)), firstPage(listOptions(async () => ['a']))])).resolves.toBeUndefined();
    expect(failing).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(['list'])).toEqual({ pages: [['a']], pageParams: [null] });
  });

  it('a change of the open page\'s own search reads nothing; entering or preloading the page reads', async () => {
    online(true);
    const fetchCount = vi.fn(async () => 1);
    await primeOnEntry(new QueryClient(), 'stay', () => [query(countOptions(fetchCount))]);
    expect(fetchCount).not.toHaveBeenCalled();
    await primeOnEntry(new QueryClient(), 'enter', () => [query(countOptions(fetchCount))]);
    await primeOnEntry(new QueryClient(), 'preload', () => [query(countOptions(fetchCount))]);
    expect(fetchCount).toHaveBeenCalledTimes(2);
  });
});
