import { MAX_CHEQUE, sectorOf, stageOf, type PortfolioCompany } from '../contract/investor-fields';
import type { Database } from '../db/database';
import { inParts } from '../db/in-parts';
import type { InvestorFiltersTable } from '../db/investor-tables';
import { filterValue, parseProfile, type ProfileDetails } from './profile-details';

// The rows of investor_filters (migration 0027) an investor's profile makes, and keeping them in
// step with the profile. /FindInvestor walks one filter_key's rows in list order and checks the
// rest on the rows it reads (apps/api/src/routes/profiles/investor-discovery.ts).

const LAKH = 100_000;

/**
 * "Writes ₹X cheques" (GET …/Investorprofile?cheque=X) as an equality: an investor's cheque range
 * is stored as every step of this ladder it reaches, and a search walks the step X is on, checking
 * the range itself on each row. Rupees; changing the steps needs a migration that rewrites the rows.
 */
export const CHEQUE_STEPS: readonly number[] = [0, 5, 10, 25, 50, 100, 200, 500, 1000, 2500, 5000].map((lakhs) => lakhs * LAKH);

/** The step `rupees` is on: the last whose floor is at most it. */
export function chequeBand(rupees: number): number {
  let band = 0;
  for (let i = 0; i < CHEQUE_STEPS.length; i += 1) if (CHEQUE_STEPS[i]! <= rupees) band = i;
  return band;
}

/** The filter keys, one per filterable value: as rows store them and walks look for them. */
export const investorFilterKey = {
  stage: (stage: string) => `stage=${stage}`,
  sector: (sector: string) => `sector=${filterValue(sector)}`,
  stageSector: (stage: string, sector: string) => `stage=${stage}|sector=${filterValue(sector)}`,
  city: (city: string) => `city=${filterValue(city)}`,
  cheque: (band: number) => `cheque=${band}`,
};

/** An investor's place in the discovery order (has_username desc, id desc) as one sortable text; also the list's cursor. */
export const investorListKey = (hasUsername: 0 | 1, id: string) => `${hasUsername}-${id}`;

const texts = (value: unknown): string[] =>
  (Array.isArray(value) ? value : []).filter((item): item is string => typeof item === 'string' && item.trim() !== '');

const rupees = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_CHEQUE ? value : null;

/** The profile's cheque range as stored (null for an end it does not say). */
export function chequeRange(details: ProfileDetails): { min: number | null; max: number | null } {
  return { min: rupees(details.chequeMin), max: rupees(details.chequeMax) };
}

/** The portfolio as replies carry it: companies with a name, each with its address when it has one. */
export function portfolioOf(value: unknown): PortfolioCompany[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const { name, url } = item as Record<string, unknown>;
    if (typeof name !== 'string' || !name.trim()) return [];
    return [typeof url === 'string' && url ? { name: name.trim(), url } : { name: name.trim() }];
  });
}

/** The investor_filters rows of an investor's profile (none for a profile without these fields). */
export function investorFilterRows(userId: string, hasUsername: 0 | 1, profile: ProfileDetails | string): InvestorFiltersTable[] {
  const details = typeof profile === 'string' ? parseProfile(profile) : profile;
  const stages = [...new Set(texts(details.stages).flatMap((text) => stageOf(text) ?? []))];
  const sectors = [...new Set(texts(details.sectors).flatMap((text) => sectorOf(text) ?? []))];
  const cities = [...new Set(texts(details.cities).map(filterValue))];
  const { min, max } = chequeRange(details);
  const keys = new Set<string>([
    ...stages.map(investorFilterKey.stage),
    ...sectors.map(investorFilterKey.sector),
    ...stages.flatMap((stage) => sectors.map((sector) => investorFilterKey.stageSector(stage, sector))),
    ...cities.map(investorFilterKey.city),
  ]);
  if (min !== null || max !== null) {
    for (let band = chequeBand(min ?? 0); band <= chequeBand(max ?? MAX_CHEQUE); band += 1) keys.add(investorFilterKey.cheque(band));
  }
  const list_key = investorListKey(hasUsername, userId);
  return [...keys].map((filter_key) => ({ user_id: userId, filter_key, list_key, cheque_min: min, cheque_max: max }));
}

/** Stores rows made by investorFilterRows (of new investors: nothing to replace). */
export async function insertInvestorFilters(db: Database, rows: readonly InvestorFiltersTable[]): Promise<void> {
  // 5 parameters a row.
  for (const part of inParts(rows, 1000)) await db.insertInto('investor_filters').values(part).execute();
}

/**
 * Replaces an investor's rows with those of their profile as just saved (in the save's
 * transaction). A profile that had none and has none costs no query.
 */
export async function replaceInvestorFilters(
  db: Database,
  userId: string,
  { before, after, hasUsername }: { before: ProfileDetails; after: ProfileDetails; hasUsername: 0 | 1 },
): Promise<void> {
  const rows = investorFilterRows(userId, hasUsername, after);
  if (rows.length === 0 && investorFilterRows(userId, hasUsername, before).length === 0) return;
  await db.deleteFrom('investor_filters').where('user_id', '=', userId).execute();
  await insertInvestorFilters(db, rows);
}
