import type { Kysely, Migration } from 'kysely';
import { inParts } from '../in-parts';

// Investor profiles gain what founders look for (DESIGN §7.4), and /FindInvestor filters by stage,
// sector, city and cheque size. Those live in the profile JSON as lists and a range, which no index
// of the users table can serve, so each investor's filterable values are also rows of a side table
// (as jobs' skills are job_skills, migration 0022): one row per stage, per sector, per stage and
// sector together (a founder's usual question), per city and per step of the cheque ladder their
// range reaches, each carrying the investor's place in the discovery list (`<has_username>-<id>`).
// A filtered page walks (filter_key, list_key) from its cursor in list order: O(page) whatever the
// number of investors. The rows go with the account.
export const investorFilters: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('investor_filters')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('filter_key', 'text', (c) => c.notNull())
      .addColumn('list_key', 'text', (c) => c.notNull())
      .addColumn('cheque_min', 'integer')
      .addColumn('cheque_max', 'integer')
      .addPrimaryKeyConstraint('investor_filters_pk', ['user_id', 'filter_key'])
      .execute();
    await db.schema.createIndex('investor_filters_list_idx').on('investor_filters').columns(['filter_key', 'list_key']).execute();

    // Profiles saved before this migration hold none of these fields, unless written by hand.
    const investors = (await db
      .selectFrom('users')
      .select(['id', 'profile', 'has_username'])
      .where('role', '=', 'Investor')
      .where((eb) => eb.or(['"stages"', '"sectors"', '"cities"', '"chequeMin"', '"chequeMax"'].map((key) => eb('profile', 'like', `%${key}%`))))
      .execute()) as { id: string; profile: string; has_username: 0 | 1 }[];
    const rows = investors.flatMap((row) => investorFilterRows(row.id, Number(row.has_username) ? 1 : 0, row.profile));
    for (const part of inParts(rows, 1000)) await db.insertInto('investor_filters').values(part).execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('investor_filters').execute();
  },
};

// Frozen copy of repositories/investor-filters.ts (and the lists it reads) as of this migration: later edits there must not change what it writes.
const MAX_CHEQUE = 1_000_000_000;
const CHEQUE_STEPS = [0, 5, 10, 25, 50, 100, 200, 500, 1000, 2500, 5000].map((lakhs) => lakhs * 100_000);
const STAGE_LABELS: Readonly<Record<string, string>> = { ideation: 'Ideation', preSeed: 'Pre-Seed', seed: 'Seed', seriesA: 'Series A', growth: 'Growth' };
const STAGES = Object.keys(STAGE_LABELS);
const SECTORS = [
  'Fintech',
  'Edtech',
  'Healthtech',
  'Agritech',
  'SaaS',
  'Consumer & D2C',
  'Climate & Cleantech',
  'Deeptech & AI',
  'Mobility & Logistics',
  'Media & Content',
  'Social Impact',
  'Other',
];

const fold = (text: string) => text.replace(/[\s_-]+/g, '').toLowerCase();
function stageOf(text: string): string | undefined {
  const folded = fold(text);
  return STAGES.find((stage) => fold(stage) === folded || fold(STAGE_LABELS[stage]!) === folded);
}
function sectorOf(text: string): string | undefined {
  const folded = fold(text);
  return SECTORS.find((sector) => fold(sector) === folded);
}
const filterValue = (value: string) => value.replace(/\s+/g, ' ').trim().toLowerCase();

function parseProfile(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const texts = (value: unknown): string[] =>
  (Array.isArray(value) ? value : []).filter((item): item is string => typeof item === 'string' && item.trim() !== '');

const rupees = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_CHEQUE ? value : null;

function chequeBand(amount: number): number {
  let band = 0;
  for (let i = 0; i < CHEQUE_STEPS.length; i += 1) if (CHEQUE_STEPS[i]! <= amount) band = i;
  return band;
}

function investorFilterRows(userId: string, hasUsername: 0 | 1, profile: string) {
  const details = parseProfile(profile);
  const stages = [...new Set(texts(details.stages).flatMap((text) => stageOf(text) ?? []))];
  const sectors = [...new Set(texts(details.sectors).flatMap((text) => sectorOf(text) ?? []))];
  const cities = [...new Set(texts(details.cities).map(filterValue))];
  const min = rupees(details.chequeMin);
  const max = rupees(details.chequeMax);
  const keys = new Set<string>([
    ...stages.map((stage) => `stage=${stage}`),
    ...sectors.map((sector) => `sector=${filterValue(sector)}`),
    ...stages.flatMap((stage) => sectors.map((sector) => `stage=${stage}|sector=${filterValue(sector)}`)),
    ...cities.map((city) => `city=${filterValue(city)}`),
  ]);
  if (min !== null || max !== null) {
    for (let band = chequeBand(min ?? 0); band <= chequeBand(max ?? MAX_CHEQUE); band += 1) keys.add(`cheque=${band}`);
  }
  const list_key = `${hasUsername}-${userId}`;
  return [...keys].map((filter_key) => ({ user_id: userId, filter_key, list_key, cheque_min: min, cheque_max: max }));
}
