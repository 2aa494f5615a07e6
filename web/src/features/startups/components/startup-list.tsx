import { useInfiniteQuery } from '@tanstack/react-query';
import { ListStates } from '../../../components/list-states';
import type { FilterValues } from '../../../lib/list-search';
import { startupsListOptions } from '../api/startups-api';
import { StartupCard } from './startup-card';

const TEXTS = { empty: 'No startups yet.', noMatch: 'No startups match your search.', failure: { text: 'Failed to fetch startups' } };

/** The directory's states: loading, failure, empty, and its pages of startups. */
export function StartupList({ query, filters }: { query: string; filters: FilterValues }) {
  const list = useInfiniteQuery(startupsListOptions(query, filters));
  const narrowed = query !== '' || Object.keys(filters).length > 0;
  const startups = list.data?.pages.flatMap((page) => page.data);
  return (
    <ListStates
      list={list}
      items={startups}
      narrowed={narrowed}
      texts={TEXTS}
      itemKey={(startup) => startup._id}
      renderItem={(startup) => <StartupCard startup={startup} />}
    />
  );
}
