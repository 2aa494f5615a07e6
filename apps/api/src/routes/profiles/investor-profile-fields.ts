import {
  MAX_CHEQUE,
  MAX_CITY_LENGTH,
  MAX_FIRM_LENGTH,
  MAX_INVESTOR_CITIES,
  MAX_PORTFOLIO_COMPANIES,
  MAX_PORTFOLIO_NAME_LENGTH,
  sectorOf,
  stageOf,
  webAddressOf,
  type PortfolioCompany,
} from '@startupsetu/server-core/contract/investor-fields';
import { formatRupees } from '@startupsetu/server-core/contract/job-fields';
import { SECTORS, STAGE_LABELS, STAGES } from '@startupsetu/server-core/contract/startup-fields';
import { HttpError } from '@startupsetu/server-core/errors';
import type { ProfileDetails } from '@startupsetu/server-core/repositories/profile-details';
import type { FormRules } from '../../forms/form-fields';

// What founders look for (DESIGN §7.4), on the Investor form and the investor's PUT /me beside the
// spec's fields: firm, cheque size (chequeMin, chequeMax: rupees), stages and sectors (the
// startups' lists, repeated or comma-separated), cities (comma-separated), the thesis (`bio`) and a
// portfolio (JSON: [{ "name", "url"? }]). All optional; a field sent blank is cleared. Each refusal
// is a 400 that names the field in words.

/** The portfolio's JSON: ten companies of a 100-character name and a 200-character address, with room to spare. */
const MAX_PORTFOLIO_TEXT_LENGTH = 4000;

export const INVESTOR_DETAIL_RULES: FormRules = {
  firm: { type: 'text', maxLength: MAX_FIRM_LENGTH },
  bio: { type: 'text' },
  chequeMin: { type: 'text', maxLength: 20 },
  chequeMax: { type: 'text', maxLength: 20 },
  stages: { type: 'list' },
  sectors: { type: 'list' },
  cities: { type: 'list' },
  portfolio: { type: 'text', maxLength: MAX_PORTFOLIO_TEXT_LENGTH },
};

/** How the OpenAPI document shows the fields whose rules read them as text. */
export const INVESTOR_DETAIL_DOCS: Record<string, object> = {
  bio: { type: 'string', description: "The investor's thesis" },
  chequeMin: { type: 'integer', minimum: 1, maximum: MAX_CHEQUE, description: 'The smallest cheque, in rupees (blank clears it)' },
  chequeMax: { type: 'integer', minimum: 1, maximum: MAX_CHEQUE, description: 'The largest cheque, in rupees, not below chequeMin (blank clears it)' },
  stages: { type: 'string', description: `Stages, repeated or comma-separated: ${STAGES.join(', ')}` },
  sectors: { type: 'string', description: `Sectors, repeated or comma-separated: ${SECTORS.join(', ')}` },
  cities: { type: 'string', description: `Up to ${MAX_INVESTOR_CITIES} cities, comma-separated` },
  portfolio: {
    type: 'string',
    maxLength: MAX_PORTFOLIO_TEXT_LENGTH,
    description: `JSON: up to ${MAX_PORTFOLIO_COMPANIES} companies, [{"name": "Acme", "url": "https://acme.in"}] (url optional)`,
  },
};

const refuse = (field: string, message: string) => new HttpError(400, message, field);
const CHEQUE_WORDS: Record<string, string> = { chequeMin: 'Cheque size from', chequeMax: 'Cheque size up to' };

function cheque(field: string, text: string): number | undefined {
  if (text === '') return undefined;
  const digits = text.replace(/[\s,]/g, '');
  const rupees = /^\d{1,10}$/.test(digits) ? Number(digits) : NaN;
  if (!(rupees >= 1 && rupees <= MAX_CHEQUE)) {
    throw refuse(field, `${CHEQUE_WORDS[field]} (${field}) must be a whole number of rupees from ₹1 to ${formatRupees(MAX_CHEQUE)}`);
  }
  return rupees;
}

function stages(values: string[]): string[] | undefined {
  const known = values.map((text) => {
    const stage = stageOf(text);
    if (!stage) throw refuse('stages', `Unknown stage '${text}': the stages are ${STAGES.map((key) => STAGE_LABELS[key]).join(', ')}`);
    return stage;
  });
  return known.length ? STAGES.filter((stage) => known.includes(stage)) : undefined;
}

function sectors(values: string[]): string[] | undefined {
  const known = values.map((text) => {
    const sector = sectorOf(text);
    if (!sector) throw refuse('sectors', `Unknown sector '${text}': the sectors are ${SECTORS.join(', ')}`);
    return sector;
  });
  return known.length ? SECTORS.filter((sector) => known.includes(sector)) : undefined;
}

function cities(values: string[]): string[] | undefined {
  const unique = [...new Map(values.map((city) => [city.toLowerCase(), city.replace(/\s+/g, ' ')])).values()];
  if (unique.length > MAX_INVESTOR_CITIES) throw refuse('cities', `Cities: at most ${MAX_INVESTOR_CITIES} (${unique.length} were sent)`);
  const long = unique.find((city) => city.length > MAX_CITY_LENGTH);
  if (long !== undefined) throw refuse('cities', `A city must be at most ${MAX_CITY_LENGTH} characters long`);
  return unique.length ? unique : undefined;
}

function portfolio(text: string): PortfolioCompany[] | undefined {
  if (text === '') return undefined;
  const shape = 'Portfolio (portfolio) must be a JSON list of companies, each {"name": …, "url": …} with the url optional';
  let items: unknown;
  try {
    items = JSON.parse(text);
  } catch {
    throw refuse('portfolio', shape);
  }
  if (!Array.isArray(items)) throw refuse('portfolio', shape);
  if (items.length > MAX_PORTFOLIO_COMPANIES) {
    throw refuse('portfolio', `A portfolio holds at most ${MAX_PORTFOLIO_COMPANIES} companies (${items.length} were sent)`);
  }
  const companies = items.map((item: unknown, i): PortfolioCompany => {
    const { name, url } = (item && typeof item === 'object' && !Array.isArray(item) ? item : {}) as Record<string, unknown>;
    const which = `Portfolio company ${i + 1}`;
    if (typeof name !== 'string' || !name.trim()) throw refuse('portfolio', `${which} needs a name`);
    if (name.trim().length > MAX_PORTFOLIO_NAME_LENGTH) {
      throw refuse('portfolio', `${which}'s name must be at most ${MAX_PORTFOLIO_NAME_LENGTH} characters long`);
    }
    if (url === undefined || url === null || url === '') return { name: name.trim() };
    const address = typeof url === 'string' ? webAddressOf(url) : undefined;
    if (!address) throw refuse('portfolio', `${which}'s URL must be a web address such as https://example.in`);
    return { name: name.trim(), url: address };
  });
  return companies.length ? companies : undefined;
}

const listOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The investor fields of a submitted form as the profile stores them: a field sent blank becomes
 * undefined, which clears what was stored. Fields not sent stay absent (kept as stored).
 */
export function investorDetails(submitted: ProfileDetails): ProfileDetails {
  const details: ProfileDetails = { ...submitted };
  const sent = (field: string) => Object.prototype.hasOwnProperty.call(submitted, field);
  if (sent('firm')) details.firm = textOf(submitted.firm) || undefined;
  for (const field of ['chequeMin', 'chequeMax']) if (sent(field)) details[field] = cheque(field, textOf(submitted[field]));
  if (sent('stages')) details.stages = stages(listOf(submitted.stages));
  if (sent('sectors')) details.sectors = sectors(listOf(submitted.sectors));
  if (sent('cities')) details.cities = cities(listOf(submitted.cities));
  if (sent('portfolio')) details.portfolio = portfolio(textOf(submitted.portfolio));
  return details;
}

/** The profile as it would be saved: its cheque range must not run backwards (either end may come from before). */
export function checkChequeRange(profile: ProfileDetails): void {
  const { chequeMin: min, chequeMax: max } = profile;
  if (typeof min === 'number' && typeof max === 'number' && min > max) {
    throw refuse('chequeMin', `Cheque size from (${formatRupees(min)}) must not be above cheque size up to (${formatRupees(max)})`);
  }
}
