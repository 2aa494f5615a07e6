import { MAX_SEARCH_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import './list-controls.css';

interface Props {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}

/** The labelled 'Search' field; the list follows the typed text on its own, so there is no submit. */
export function SearchBox({ value, onChange, placeholder }: Props) {
  return (
    <form className="field list-search" role="search" noValidate onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="list-search">Search</label>
      <input
        id="list-search"
        type="search"
        name="q"
        value={value}
        placeholder={placeholder}
        maxLength={MAX_SEARCH_LENGTH}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </form>
  );
}
