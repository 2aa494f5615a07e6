import { useMemo } from 'react';
import type { InfiniteData } from '@tanstack/react-query';
import { uniqueById } from '../api/content-queries';

/**
 * The items of every loaded page, once each, in order. The array stays the same until the pages
 * change, which InfiniteList relies on to render only new items in the background; so `itemsOf`
 * is a function defined once (at module level), not a new one each render.
 */
export function useLoadedItems<Page, T extends { _id: string }>(data: InfiniteData<Page> | undefined, itemsOf: (page: Page) => T[]): T[] {
  return useMemo(() => uniqueById(data?.pages.flatMap(itemsOf) ?? []), [data, itemsOf]);
}
