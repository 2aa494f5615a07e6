import type { PortfolioCompany } from '@startupsetu/server-core/contract/investor-fields';
import type { FieldValue } from './profile-field-spec';

// An investor's portfolio as a form keeps it: the field's value is a list, one item per company
// row (its name and web address, as typed, in one JSON text), so drafts and prefills treat it as
// they treat any other list; the server gets the filled rows as one JSON field.

export interface PortfolioRow {
  name: string;
  url: string;
}

const encode = (row: PortfolioRow) => JSON.stringify([row.name, row.url]);

function decode(item: string): PortfolioRow {
  try {
    const [name, url] = JSON.parse(item) as unknown[];
    return { name: typeof name === 'string' ? name : '', url: typeof url === 'string' ? url : '' };
  } catch {
    return { name: item, url: '' };
  }
}

/** The rows of a portfolio field's value. */
export function portfolioRows(value: FieldValue | undefined): PortfolioRow[] {
  return Array.isArray(value) ? value.map(decode) : [];
}

/** The field's value for these rows. */
export function portfolioValue(rows: readonly PortfolioRow[]): string[] {
  return rows.map(encode);
}

/** The form's value for a stored portfolio ([{ name, url? }]). */
export function portfolioFromProfile(stored: unknown): string[] {
  const companies = Array.isArray(stored) ? (stored as Partial<PortfolioCompany>[]) : [];
  return portfolioValue(companies.filter((company) => typeof company?.name === 'string').map((company) => ({ name: company.name!, url: company.url ?? '' })));
}

/** The rows someone filled in (a name or an address), trimmed. */
export function filledRows(value: FieldValue | undefined): PortfolioRow[] {
  return portfolioRows(value)
    .map((row) => ({ name: row.name.trim(), url: row.url.trim() }))
    .filter((row) => row.name || row.url);
}

/** What the form sends: the filled rows as the server's JSON ('[]' for none). */
export function portfolioJson(value: FieldValue | undefined): string {
  return JSON.stringify(filledRows(value).map((row) => (row.url ? { name: row.name, url: row.url } : { name: row.name })));
}
