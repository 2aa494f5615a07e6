import type { Database } from '@startupsetu/server-core/db/database';
import { insertUser } from '@startupsetu/server-core/repositories/users-repository';
import { createTestDatabase, type TestDatabase } from '@startupsetu/server-core/test-database';
import { queryPlans } from '@startupsetu/server-core/testing/query-plans';
import { PostgresAdapter } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStartup, listStartups, type StartupListQuery } from './startups-repository';

// The directory costs O(page): with any combination of filters, a page walks one of migration
// 0021's indexes in list order (no sort of every match), and its members come in one more query.

let testDb: TestDatabase;
let db: Database;
let ownerId: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  const owner = await insertUser(db, { email: 'directory@example.com', passwordHash: 'h', role: 'Hustler' });
  ownerId = owner.id;
  const sectors = ['Fintech', 'Edtech', 'SaaS'] as const;
  const stages = ['ideation', 'seed', 'growth'] as const;
  for (let i = 0; i < 27; i += 1) {
    const fields = {
      name: `Startup ${i}`,
      oneLiner: `Makes thing ${i}`,
      description: '',
      sector: sectors[i % 3]!,
      stage: stages[Math.floor(i / 3) % 3]!,
      city: ['Pune', 'Delhi', 'Mumbai'][Math.floor(i / 9)]!,
      foundedYear: null,
      teamSize: null,
      website: null,
      dpiitNumber: null,
    };
    await insertStartup(db, { creatorId: owner.id, fields, logo: null });
  }
});

afterAll(async () => {
  await testDb.close();
});

const FILTERS: Omit<StartupListQuery, 'limit'>[] = [
  {},
  { sector: 'Fintech' },
  { stage: 'seed' },
  { city: 'Pune' },
  { sector: 'Fintech', stage: 'seed' },
  { stage: 'seed', city: 'Pune' },
  { sector: 'Fintech', city: 'Pune' },
  { sector: 'Fintech', stage: 'seed', city: 'Pune' },
];

describe('the startup directory', () => {
  it.each(FILTERS.map((filters) => [JSON.stringify(filters), filters] as const))('%s: walks an index in order, two queries a page', async (_, filters) => {
    const plans = await queryPlans(db, (trx) => listStartups(trx, { ...filters, limit: 2 }));
    expect(plans).toHaveLength(2);
    const [page] = plans;
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      expect(page).toMatch(/Index/);
      expect(page).not.toMatch(/Sort/);
    } else {
      expect(page).toMatch(/USING (COVERING )?INDEX/);
      expect(page).not.toMatch(/TEMP B-TREE/);
    }
  });

  it('pages through every match of a filter once', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listStartups(db, { sector: 'Edtech', limit: 4, cursor });
      seen.push(...page.items.map((startup) => startup.name));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toHaveLength(9);
    expect(new Set(seen).size).toBe(9);
  });

  it('searches through the text index when matches are few', async () => {
    const page = await listStartups(db, { q: 'thing 2', limit: 20 });
    expect(page.items.map((startup) => startup.name).sort()).toEqual(['Startup 2', 'Startup 20', 'Startup 21', 'Startup 22', 'Startup 23', 'Startup 24', 'Startup 25', 'Startup 26'].sort());
  });
});

describe("a person's startups (?member=)", () => {
  // What it may sort is one person's memberships, never the directory.
  it("starts from the members' user index, two queries a page", async () => {
    const plans = await queryPlans(db, (trx) => listStartups(trx, { member: ownerId, limit: 2 }));
    expect(plans).toHaveLength(2);
    expect(plans[0]).toMatch(/startup_members_user_idx/);
  });
});
