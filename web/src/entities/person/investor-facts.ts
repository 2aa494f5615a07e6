import { formatCheque } from '@startupsetu/server-core/contract/investor-fields';
import type { ProfileDetails } from '../../types/api';
import { listOf, stageLabel } from './profile-text';

// What founders look for in an investor (DESIGN §7.4), in words: the discovery card, the person's
// page and the investor's own profile show these after the spec's fields. The thesis is the
// profile's bio, which each of them already shows under the name.

export interface InvestorFact {
  label: string;
  /** A list shows as chips; empty when the investor has not said. */
  value: string | string[];
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A portfolio company as a line: 'PaySetu (paysetu.in)', or its name alone. */
export function portfolioLine(company: { name: string; url?: string }): string {
  const host = company.url ? company.url.replace(/^https?:\/\//i, '').replace(/^www\./i, '').replace(/\/$/, '') : '';
  return host ? `${company.name} (${host})` : company.name;
}

/** Firm, cheque size, stages, sectors, cities and (unless `short`) the portfolio, empty ones included. */
export function investorFacts(details: Partial<ProfileDetails>, { short = false } = {}): InvestorFact[] {
  const facts: InvestorFact[] = [
    { label: 'Firm', value: text(details.firm) },
    { label: 'Cheque size', value: formatCheque(details) ?? '' },
    { label: 'Stages', value: listOf(details.stages).map((stage) => stageLabel(stage) ?? stage) },
    { label: 'Sectors', value: listOf(details.sectors) },
    { label: 'Cities', value: listOf(details.cities) },
  ];
  if (!short) facts.push({ label: 'Portfolio', value: (details.portfolio ?? []).filter((company) => company?.name).map(portfolioLine) });
  return facts;
}
