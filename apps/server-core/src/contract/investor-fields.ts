import { formatRupeeRange } from './job-fields';
import { MAX_CITY_LENGTH, MAX_WEBSITE_LENGTH, SECTORS, STAGE_LABELS, STAGES, type Sector, type Stage } from './startup-fields';

// What founders look for in an investor (DESIGN §7.4): firm, cheque size (₹), stages, sectors,
// cities, a thesis (the profile's `bio`) and a portfolio, beside the spec's investor fields, all
// optional. The stages and sectors are the startups' one lists (startup-fields.ts); a cheque is
// written as formatPay's rupees are (job-fields.ts). Both sides use these: the api's form rules and
// filters, the web's pickers, labels and checks.

export { MAX_CITY_LENGTH, MAX_WEBSITE_LENGTH };

export const MAX_FIRM_LENGTH = 100;
export const MAX_INVESTOR_CITIES = 10;
export const MAX_PORTFOLIO_COMPANIES = 10;
export const MAX_PORTFOLIO_NAME_LENGTH = 100;

/** The largest cheque a profile may name, in rupees: ₹100 Cr. */
export const MAX_CHEQUE = 1_000_000_000;

/** The cheque sizes the form offers and /FindInvestor filters by, in rupees (₹1 L to ₹100 Cr). */
export const CHEQUE_SIZES: readonly number[] = [
  100_000, 500_000, 1_000_000, 2_500_000, 5_000_000, 10_000_000, 20_000_000, 50_000_000, 100_000_000, 250_000_000, 500_000_000, MAX_CHEQUE,
];

/** One company of a portfolio: its name and, when given, its web address. */
export interface PortfolioCompany {
  name: string;
  url?: string;
}

/** The investor fields as the profile stores and replies carry them. */
export interface InvestorFields {
  firm?: string;
  chequeMin?: number;
  chequeMax?: number;
  stages?: Stage[];
  sectors?: Sector[];
  cities?: string[];
  portfolio?: PortfolioCompany[];
}

/** A cheque size in words: '₹25 L – ₹1 Cr', 'From ₹25 L', 'Up to ₹1 Cr'; null when none is said. */
export function formatCheque(fields: { chequeMin?: number | null; chequeMax?: number | null }): string | null {
  return formatRupeeRange(fields.chequeMin, fields.chequeMax);
}

// Nothing is computed as the module loads, so a page that takes one constant takes nothing else.
const fold = (text: string) => text.replace(/[\s_-]+/g, '').toLowerCase();

/** A stage from its key or its words, however cased ('seed', 'Pre-Seed', 'series a'); undefined for none. */
export function stageOf(text: string): Stage | undefined {
  const folded = fold(text);
  return STAGES.find((stage) => fold(stage) === folded || fold(STAGE_LABELS[stage]) === folded);
}

/** A sector of the startups' list from its name, however cased ('fintech'); undefined for none. */
export function sectorOf(text: string): Sector | undefined {
  const folded = fold(text);
  return SECTORS.find((sector) => fold(sector) === folded);
}

/**
 * A web address as a profile keeps it: 'acme.in' is taken as https://acme.in; only http(s)
 * addresses of a named host, without spaces, are; undefined for anything else.
 */
export function webAddressOf(text: string): string | undefined {
  const value = text.trim();
  const address = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  if (/\s/.test(address) || address.length > MAX_WEBSITE_LENGTH) return undefined;
  try {
    const url = new URL(address);
    return ['http:', 'https:'].includes(url.protocol) && url.hostname.includes('.') ? address : undefined;
  } catch {
    return undefined;
  }
}
