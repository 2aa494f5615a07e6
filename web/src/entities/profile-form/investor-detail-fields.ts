import {
  CHEQUE_SIZES,
  MAX_FIRM_LENGTH,
  MAX_INVESTOR_CITIES,
  MAX_PORTFOLIO_COMPANIES,
  webAddressOf,
} from '@startupsetu/server-core/contract/investor-fields';
import { SECTORS, STAGE_LABELS, STAGES } from '@startupsetu/server-core/contract/startup-fields';
import { listOf } from '../person/profile-text';
import { filledRows } from './portfolio-value';
import type { FieldValues, InputField } from './profile-field-spec';
import { ROLE_FORMS, type RoleForm } from './role-profile-forms';

// What founders look for in an investor (DESIGN §7.4), on the Investor form and the investor's
// /Update_profile, after the spec's fields (which stay as they are), all optional. Kept out of
// ROLE_FORMS, which the router carries into every page: only the forms' own chunks load these.

export const INVESTOR_DETAILS_LEGEND = 'What founders look for';

export const INVESTOR_DETAIL_FIELDS: InputField[] = [
  { kind: 'text', name: 'firm', label: 'Firm', hint: 'Your fund, family office or angel network; leave it empty if you invest on your own', maxLength: MAX_FIRM_LENGTH },
  { kind: 'textarea', name: 'bio', label: 'Thesis', hint: 'What you invest in and why; founders see it under your name' },
  { kind: 'rupees', name: 'chequeMin', label: 'Cheque size from', amounts: CHEQUE_SIZES },
  { kind: 'rupees', name: 'chequeMax', label: 'Cheque size up to', amounts: CHEQUE_SIZES },
  { kind: 'checkboxes', name: 'stages', label: 'Stages', options: STAGES.map((stage) => ({ value: stage, label: STAGE_LABELS[stage] })) },
  { kind: 'checkboxes', name: 'sectors', label: 'Sectors', options: SECTORS.map((sector) => ({ value: sector, label: sector })) },
  { kind: 'comma-list', name: 'cities', label: 'Cities', hint: `Where you invest; up to ${MAX_INVESTOR_CITIES}, separated by commas`, placeholder: 'e.g. Bengaluru, Pune' },
  { kind: 'portfolio', name: 'portfolio', label: 'Portfolio', hint: `Up to ${MAX_PORTFOLIO_COMPANIES} companies you backed; a website is optional`, max: MAX_PORTFOLIO_COMPANIES },
];

/** The fields a role form shows after the spec's: the investor's, none for the other roles. */
export function detailFieldsOf(form: RoleForm): InputField[] {
  return form === ROLE_FORMS.investor ? INVESTOR_DETAIL_FIELDS : [];
}

/** What the server would refuse, said under the field before sending (the server checks again). */
export function validateInvestorValues(values: FieldValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const amount = (name: string) => (typeof values[name] === 'string' && values[name] ? Number(values[name]) : undefined);
  const min = amount('chequeMin');
  const max = amount('chequeMax');
  if (min !== undefined && max !== undefined && min > max) errors.chequeMin = 'Cheque size from must not be above cheque size up to';
  if (typeof values.cities === 'string' && listOf(values.cities).length > MAX_INVESTOR_CITIES) {
    errors.cities = `Name at most ${MAX_INVESTOR_CITIES} cities`;
  }
  const rows = filledRows(values.portfolio);
  const unnamed = rows.findIndex((row) => !row.name);
  const badUrl = rows.findIndex((row) => row.url && !webAddressOf(row.url));
  if (rows.length > MAX_PORTFOLIO_COMPANIES) errors.portfolio = `A portfolio holds at most ${MAX_PORTFOLIO_COMPANIES} companies`;
  else if (unnamed >= 0) errors.portfolio = `Company ${unnamed + 1} needs a name`;
  else if (badUrl >= 0) errors.portfolio = `Company ${badUrl + 1}: the website must be a web address such as https://example.in`;
  return errors;
}
