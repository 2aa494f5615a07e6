import type { ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ListStates, type ListTexts } from '../../../components/list-states';
import { useOnline } from '../../../lib/online-status';
import { getToken } from '../../../lib/session';
import type { User } from '../../../types/api';
import { discoveryListOptions, usersOf, type DiscoveryKind } from '../api/discovery-queries';
import type { FilterValues } from '../../../lib/list-search';
import { matchesFilters, matchesSearch } from '../offline-search';

/** The words a list shows in its states (spec §2 and §8 differ between the co-founder list and the rest). */
export type DiscoveryTexts = ListTexts;

interface Props {
  kind: DiscoveryKind;
  /** The settled (debounced, trimmed) search. */
  query: string;
  filters: FilterValues;
  texts: DiscoveryTexts;
  renderCard: (user: User) => ReactNode;
}

/** Loading, failure, empty and paginated states of one discovery list; the cards come from the page. */
export function DiscoveryList({ kind, query, filters, texts, renderCard }: Props) {
  const hasToken = Boolean(getToken());
  // Offline the server cannot search or filter: the saved whole list is filtered on the device instead.
  const online = useOnline();
  const narrowed = query !== '' || Object.keys(filters).length > 0;
  const searchOnDevice = !online && narrowed;
  const list = useInfiniteQuery({
    ...(searchOnDevice ? discoveryListOptions(kind, '') : discoveryListOptions(kind, query, filters)),
    enabled: hasToken,
  });

  if (!hasToken) {
    return (
      <p className="list-message" role="alert">
        No token found, please log in.
      </p>
    );
  }
  const loaded = list.data ? usersOf(list.data.pages) : undefined;
  const users = searchOnDevice ? loaded?.filter((user) => matchesSearch(user, query) && matchesFilters(user, filters)) : loaded;
  return <ListStates list={list} items={users} narrowed={narrowed} texts={texts} itemKey={(user) => user._id} renderItem={renderCard} />;
}
