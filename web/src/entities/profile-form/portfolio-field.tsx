import type { ReactNode } from 'react';
import { MAX_PORTFOLIO_NAME_LENGTH, MAX_WEBSITE_LENGTH } from '@startupsetu/server-core/contract/investor-fields';
import type { FieldValue, InputField } from './profile-field-spec';
import { portfolioRows, portfolioValue, type PortfolioRow } from './portfolio-value';

interface Props {
  field: Extract<InputField, { kind: 'portfolio' }>;
  value: FieldValue | undefined;
  error?: string;
  hint: ReactNode;
  errorText: ReactNode;
  describedBy: string | undefined;
  onChange: (name: string, value: FieldValue) => void;
}

/** An investor's portfolio: a row per company (its name, its website), added and removed one by one. */
export function PortfolioField({ field, value, error, hint, errorText, describedBy, onChange }: Props) {
  const rows = portfolioRows(value);
  const set = (next: PortfolioRow[]) => onChange(field.name, portfolioValue(next));
  const change = (index: number, part: Partial<PortfolioRow>) => set(rows.map((row, i) => (i === index ? { ...row, ...part } : row)));
  // The inputs carry the error, so that a check that finds one can focus the first of them.
  const invalid = { 'aria-invalid': error ? (true as const) : undefined, 'aria-describedby': error ? describedBy : undefined };

  return (
    <fieldset className="field profile-field-choices portfolio-field" aria-describedby={describedBy}>
      <legend>{field.label}</legend>
      {hint}
      {rows.length > 0 && (
        <ol className="portfolio-rows">
          {rows.map((row, index) => {
            const id = `profile-${field.name}-${index}`;
            return (
              <li key={index} className="portfolio-row">
                <div className="portfolio-row-inputs">
                  <label htmlFor={`${id}-name`}>Company {index + 1}</label>
                  <input
                    id={`${id}-name`}
                    value={row.name}
                    {...invalid}
                    maxLength={MAX_PORTFOLIO_NAME_LENGTH}
                    autoComplete="off"
                    onChange={(event) => change(index, { name: event.target.value })}
                  />
                  <label htmlFor={`${id}-url`}>Company {index + 1} website</label>
                  <input
                    id={`${id}-url`}
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    value={row.url}
                    {...invalid}
                    maxLength={MAX_WEBSITE_LENGTH}
                    autoComplete="off"
                    onChange={(event) => change(index, { url: event.target.value })}
                  />
                </div>
                <button type="button" className="portfolio-remove" onClick={() => set(rows.filter((_, i) => i !== index))}>
                  Remove company {index + 1}
                </button>
              </li>
            );
          })}
        </ol>
      )}
      {rows.length < field.max && (
        <button type="button" className="portfolio-add" onClick={() => set([...rows, { name: '', url: '' }])}>
          Add a company
        </button>
      )}
      {errorText}
    </fieldset>
  );
}
