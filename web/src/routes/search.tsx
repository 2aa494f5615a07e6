import { getRouteApi } from '@tanstack/react-router';
import { SearchPage as Search } from '../features/search/components/search-page';

const route = getRouteApi('/signed-in/search');

export function SearchPage() {
  const { q, kind } = route.useSearch();
  return <Search q={q ?? ''} kind={kind} />;
}
