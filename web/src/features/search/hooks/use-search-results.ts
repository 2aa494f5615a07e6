import type { SearchKind, SearchReply } from '@startupsetu/server-core/contract/search-schemas';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useOnline } from '../../../lib/online-status';
import { getSession } from '../../../lib/session';
import { searchKindOptions, searchOptions } from '../api/search-queries';
import { searchOnDevice, type DeviceResults } from '../offline-search';

/** The results of each kind, and whether each has more than shown. */
export interface SearchResults extends DeviceResults {
  more: Record<SearchKind, boolean>;
}

export interface SearchState {
  results: SearchResults | undefined;
  /** Offline: the results are what the device holds. */
  fromDevice: boolean;
  isPending: boolean;
  error: unknown;
}

/** How many of each kind a search shows before 'See all'. */
export const PREVIEW_COUNT = 5;

/** A few of each kind matching `q` (trimmed; nothing is asked for an empty text): from the server, or offline from the device. */
export function useSearch(q: string): SearchState {
  const online = useOnline();
  const device = useDeviceResults(q, !online);
  const remote = useQuery({ ...searchOptions(q), enabled: online && q !== '' });
  if (device) {
    const more = (kind: SearchKind) => device[kind].length > PREVIEW_COUNT;
    return {
      results: {
        people: device.people.slice(0, PREVIEW_COUNT),
        videos: device.videos.slice(0, PREVIEW_COUNT),
        blogs: device.blogs.slice(0, PREVIEW_COUNT),
        talks: device.talks.slice(0, PREVIEW_COUNT),
        more: { people: more('people'), videos: more('videos'), blogs: more('blogs'), talks: more('talks') },
      },
      fromDevice: true,
      isPending: false,
      error: null,
    };
  }
  return {
    results: remote.data && { ...remote.data, more: moreOf(remote.data) },
    fromDevice: false,
    isPending: q !== '' && remote.isPending,
    error: remote.error,
  };
}

export interface KindSearchState {
  items: (SearchReply['people'][number] | SearchReply['videos'][number])[];
  fromDevice: boolean;
  isPending: boolean;
  error: unknown;
  /** The server has another page ('Load more'). */
  hasMore: boolean;
  loadMore: { fetchNextPage: () => Promise<unknown>; isFetchingNextPage: boolean };
}

/** Every result of one kind ('See all'), page by page from the server, or offline all the device holds. */
export function useKindSearch(q: string, kind: SearchKind): KindSearchState {
  const online = useOnline();
  const device = useDeviceResults(q, !online);
  const remote = useInfiniteQuery({ ...searchKindOptions(q, kind), enabled: online && q !== '' });
  const items = useMemo(() => {
    const seen = new Set<string>();
    const all: KindSearchState['items'] = (remote.data?.pages ?? []).flatMap((page): KindSearchState['items'] => page[kind]);
    return all.filter((item) => !seen.has(item._id) && Boolean(seen.add(item._id)));
  }, [remote.data, kind]);
  if (device) {
    return { items: device[kind], fromDevice: true, isPending: false, error: null, hasMore: false, loadMore: remote };
  }
  return {
    items,
    fromDevice: false,
    isPending: q !== '' && remote.isPending,
    error: remote.error,
    hasMore: remote.hasNextPage,
    loadMore: remote,
  };
}

function moreOf(reply: SearchReply): Record<SearchKind, boolean> {
  const { people, videos, blogs, talks } = reply.nextCursors;
  return { people: people !== null, videos: videos !== null, blogs: blogs !== null, talks: talks !== null };
}

/** Offline, what the device holds matching `q`; undefined online or for an empty text. */
function useDeviceResults(q: string, offline: boolean): DeviceResults | undefined {
  const queryClient = useQueryClient();
  return useMemo(
    () => (offline && q !== '' ? searchOnDevice(queryClient, q, getSession()?.userId ?? '') : undefined),
    [queryClient, q, offline],
  );
}
