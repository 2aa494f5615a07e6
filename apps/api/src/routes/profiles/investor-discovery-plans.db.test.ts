import type { Database } from '@startupsetu/server-core/db/database';
import { listFilteredInvestors, type InvestorFilters } from '@startupsetu/server-core/repositories/investor-discovery';
import { insertUser, insertUsers, updateUserProfile } from '@startupsetu/server-core/repositories/users-repository';
import { createTestDatabase, type TestDatabase } from '@startupsetu/server-core/test-database';
import { queryPlans } from '@startupsetu/server-core/testing/query-plans';
import { PostgresAdapter, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// /FindInvestor's filters cost O(page) at any number of investors: every page walks migration
// 0027's (filter_key, list_key) index in list order from its cursor (no sort of every match, no
// scan of users), one walk per request, with what its key does not say checked on the rows read.
// bench/list-growth.ts times it at a million users.

let testDb: TestDatabase;
let db: Database;
let viewerId: string;

const STAGES = ['ideation', 'preSeed', 'seed', 'seriesA', 'growth'];
const SECTORS = ['Fintech', 'Edtech', 'Healthtech', 'SaaS', 'Agritech'];
const CITIES = ['Pune', 'Mumbai', 'Delhi', 'Bengaluru'];
const FILLERS = 3000;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  viewerId = (await insertUser(db, { email: 'plans-founder@example.com', passwordHash: 'h', role: 'Hustler' })).id;
  // Investors in bulk, as seed:load writes them (insertUsers fills investor_filters as a save does).
  const people = Array.from({ length: FILLERS }, (_, i) => ({
    email: `plans-investor${i}@example.com`,
    passwordHash: 'h',
    role: 'Investor' as const,
    profile: {
      ...(i % 3 === 0 ? {} : { Username: `Investor ${i}` }),
      interestAreas: ['Tech and App Development'],
      stages: [STAGES[i % 5]!, STAGES[(i + 2) % 5]!],
      sectors: [SECTORS[i % 5]!],
      cities: [CITIES[i % 4]!],
      chequeMin: 500_000 * ((i % 7) + 1),
      chequeMax: 2_500_000 * ((i % 7) + 1),
    },
  }));
  const ids = await insertUsers(db, people);
  // And one through a profile save.
  await updateUserProfile(db, ids[0]!, (current) => ({ ...current, Username: 'Saved', stages: ['seed'], sectors: ['Fintech'], chequeMin: 5_000_000 }));
  // As autovacuum would: a planner without statistics guesses at tiny tables, where sorting is cheap.
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`analyze`.execute(db);
});

afterAll(async () => {
  await testDb.close();
});

// SQLite's plan is the walk itself. PostgreSQL weighs its statistics, so of its plans only this is
// asserted: indexes, never a scan of a table.
function expectOrderedWalk(plan: string) {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    expect(plan, plan).toMatch(/Index/);
    expect(plan, plan).not.toMatch(/Seq Scan on (investor_filters|users)\b/);
    return;
  }
  expect(plan, plan).toMatch(/investor_filters_list_idx/);
  expect(plan, plan).not.toMatch(/TEMP B-TREE/);
  expect(plan, plan).not.toMatch(/SCAN (u|users|f|investor_filters)\b/);
}

const page = (filters: InvestorFilters, extra: { q?: string; cursor?: string } = {}) => (trx: Database) =>
  listFilteredInvestors(trx, { excludeUserId: viewerId, limit: 20, filters: [], ...extra }, filters);

describe('the investor list by what founders look for', () => {
  it.each<[string, InvestorFilters]>([
    ['stage', { stage: 'seed' }],
    ['sector', { sector: 'Fintech' }],
    ['stage and sector (one key)', { stage: 'seed', sector: 'Fintech' }],
    ['city', { city: 'Pune' }],
  ])('%s: one query walking the index in order', async (_, filters) => {
    const plans = await queryPlans(db, page(filters));
    expect(plans).toHaveLength(1);
    expectOrderedWalk(plans[0]!);
  });

  it.each<[string, InvestorFilters]>([
    ['cheque', { cheque: 5_000_000 }],
    ['stage and city', { stage: 'seed', city: 'Pune' }],
    ['stage, sector and cheque', { stage: 'seed', sector: 'Fintech', cheque: 5_000_000 }],
    ['stage, sector, city and cheque', { stage: 'seed', sector: 'Fintech', city: 'Pune', cheque: 5_000_000 }],
  ])('%s: window by window, each query on the index in order', async (_, filters) => {
    const plans = await queryPlans(db, page(filters));
    expect(plans.length).toBeGreaterThanOrEqual(2);
    for (const plan of plans) expectOrderedWalk(plan);
  });

  it('with a search and the spec’s filters too, the walk stays in order', async () => {
    const plans = await queryPlans(db, (trx) =>
      listFilteredInvestors(trx, { excludeUserId: viewerId, limit: 20, q: 'investor 1', filters: [{ field: 'interestAreas', value: 'Tech and App Development' }] }, { stage: 'seed' }),
    );
    for (const plan of plans.slice(0, 2)) expectOrderedWalk(plan);
  });

  it('from a cursor, the next page is the same walk', async () => {
    const first = await listFilteredInvestors(db, { excludeUserId: viewerId, limit: 20, filters: [] }, { stage: 'seed', sector: 'Fintech' });
    expect(first.items).toHaveLength(20);
    const plans = await queryPlans(db, page({ stage: 'seed', sector: 'Fintech' }, { cursor: first.nextCursor! }));
    expect(plans).toHaveLength(1);
    expectOrderedWalk(plans[0]!);
  });

  it('pages through every match once, named investors first', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const result = await listFilteredInvestors(db, { excludeUserId: viewerId, limit: 50, filters: [], cursor }, { stage: 'growth', cheque: 10_000_000 });
      seen.push(...result.items.map((item) => item._id));
      cursor = result.nextCursor ?? undefined;
    } while (cursor);
    const expected = await db
      .selectFrom('investor_filters')
      .select('user_id')
      .where('filter_key', '=', 'stage=growth')
      .where('cheque_min', '<=', 10_000_000)
      .where('cheque_max', '>=', 10_000_000)
      .orderBy('list_key', 'desc')
      .execute();
    expect(seen).toEqual(expected.map((row) => row.user_id));
    expect(new Set(seen).size).toBe(seen.length);
  });
});
