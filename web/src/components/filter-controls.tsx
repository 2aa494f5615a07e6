import { MAX_FILTER_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import type { FilterValues, ListFilter } from '../lib/list-search';
import './list-controls.css';

interface Props {
  filters: readonly ListFilter[];
  values: FilterValues;
  onChange: (name: string, value: string) => void;
}

/** A list's filters: a choice ('Any' for none) or a text, each labelled; changes apply at once. */
export function FilterControls({ filters, values, onChange }: Props) {
  if (filters.length === 0) return null;
  const anySet = filters.some((filter) => values[filter.name]);
  return (
    <form className="list-filters" aria-label="Filters" noValidate onSubmit={(event) => event.preventDefault()}>
      {filters.map((filter) => {
        const id = `list-filter-${filter.name}`;
        const value = values[filter.name] ?? '';
        return (
          <div key={filter.name} className="field list-filter">
            <label htmlFor={id}>{filter.label}</label>
            {filter.options ? (
              <select id={id} name={filter.name} value={value} onChange={(event) => onChange(filter.name, event.target.value)}>
                <option value="">Any</option>
                {filter.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <>
                <input
                  id={id}
                  type="text"
                  name={filter.name}
                  value={value}
                  maxLength={MAX_FILTER_LENGTH}
                  autoComplete="off"
                  list={filter.suggestions ? `${id}-suggestions` : undefined}
                  onChange={(event) => onChange(filter.name, event.target.value)}
                />
                {filter.suggestions && (
                  <datalist id={`${id}-suggestions`}>
                    {filter.suggestions.map((suggestion) => (
                      <option key={suggestion} value={suggestion} />
                    ))}
                  </datalist>
                )}
              </>
            )}
          </div>
        );
      })}
      {anySet && (
        <button type="button" className="list-filters-clear" onClick={() => filters.forEach((filter) => onChange(filter.name, ''))}>
          Clear filters
        </button>
      )}
    </form>
  );
}
