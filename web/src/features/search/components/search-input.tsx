import type { ComponentProps } from 'react';
import { MAX_QUERY_LENGTH } from '../api/search-queries';

/**
 * The top bar's search box, the same in the live combobox (search-combobox.tsx) and in the bar a
 * first load arrives with (app/top-bar-shell.tsx): a field named `q` of a form sent to /search.
 */
export function SearchInput(props: ComponentProps<'input'>) {
  return (
    <input
      className="search-combobox-input"
      type="search"
      name="q"
      placeholder="Search people, videos, blogs, talks"
      autoComplete="off"
      maxLength={MAX_QUERY_LENGTH}
      {...props}
    />
  );
}
