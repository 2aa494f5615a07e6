import type { JobKind, Workplace } from '@startupsetu/server-core/contract/job-fields';
import type { Database } from '@startupsetu/server-core/db/database';
import { insertUser } from '@startupsetu/server-core/repositories/users-repository';
import { createTestDatabase, type TestDatabase } from '@startupsetu/server-core/test-database';
import { queryPlans } from '@startupsetu/server-core/testing/query-plans';
import { PostgresAdapter, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStartup } from '../startups/startups-repository';
import { listOpenJobs, listStartupJobs, type JobBoardQuery } from './job-board';
import { ctcBand } from './job-pay-bands';
import { insertJob, listKeyOf, openJob } from './jobs-repository';
import { listSavedJobs, saveJob } from './saved-jobs-repository';

// The board costs O(page) with any of its filters: every query walks one of migration 0022's
// indexes in list order (no sort of every match), and a walk per skill or per CTC step reads at
// most a page each. bench/list-growth.ts times it at a million jobs.

let testDb: TestDatabase;
let db: Database;
let startupId: string;
let userId: string;
const now = new Date('2031-01-01T00:00:00.000Z');

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  const owner = await insertUser(db, { email: 'board-plans@example.com', passwordHash: 'h', role: 'Hustler' });
  userId = owner.id;
  const fields = { name: 'Plans', oneLiner: 'x', description: '', sector: 'SaaS', stage: 'seed', city: 'Pune', foundedYear: null, teamSize: null, website: null, dpiitNumber: null } as const;
  startupId = (await insertStartup(db, { creatorId: owner.id, fields, logo: null })).id;
  const kinds: JobKind[] = ['full-time', 'internship', 'contract'];
  const workplaces: Workplace[] = ['onsite', 'hybrid', 'remote'];
  for (let i = 0; i < 27; i += 1) {
    const internship = kinds[i % 3] === 'internship';
    const id = await insertJob(db, {
      startupId,
      createdBy: owner.id,
      now,
      fields: {
        title: `Role ${i}`,
        kind: kinds[i % 3]!,
        workplace: workplaces[Math.floor(i / 3) % 3]!,
        city: ['Pune', 'Delhi', 'Mumbai'][Math.floor(i / 9)]!,
        ctcMin: internship ? null : 300_000 * (i + 1),
        ctcMax: internship ? null : 400_000 * (i + 1),
        stipend: internship ? 15_000 : null,
        esopMin: null,
        esopMax: null,
        experienceMin: null,
        experienceMax: null,
        skills: [['React', 'Go', 'SQL'][i % 3]!, 'Git'],
        description: 'x',
      },
    });
    await openJob(db, id, ['draft'], new Date(now.getTime() + i * 1000));
    if (i % 2 === 0) await saveJob(db, owner.id, id, now);
  }
  await insertFillers(owner.id);
  // As autovacuum would: a planner without statistics guesses at tiny tables, where sorting is cheap.
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`analyze`.execute(db);
});

const FILLERS = 3000;

// Older open jobs in bulk (straight into the tables), so that the planners weigh a real list.
async function insertFillers(ownerId: string) {
  const at = now.toISOString();
  for (let start = 0; start < FILLERS; start += 500) {
    const jobs = Array.from({ length: 500 }, (_, n) => {
      const i = start + n;
      const id = `00${String(i).padStart(24, '0')}`;
      const closesAt = new Date(now.getTime() + 86_400_000 - i * 1000);
      return {
        id,
        startup_id: startupId,
        title: `Filler ${i}`,
        kind: (['full-time', 'part-time', 'contract'] as const)[i % 3]!,
        workplace: (['onsite', 'hybrid', 'remote'] as const)[i % 3]!,
        city: ['Chennai', 'Pune', 'Kochi', 'Delhi'][i % 4]!,
        city_key: ['chennai', 'pune', 'kochi', 'delhi'][i % 4]!,
        ctc_min: 200_000,
        ctc_max: 300_000 + (i % 50) * 100_000,
        ctc_band: ctcBand(300_000 + (i % 50) * 100_000),
        stipend: null,
        esop_min: null,
        esop_max: null,
        experience_min: null,
        experience_max: null,
        skills: JSON.stringify([`skill${i % 40}`]),
        description: 'x',
        status: 'published' as const,
        published_at: at,
        closes_at: closesAt.toISOString(),
        list_key: listKeyOf(closesAt, id),
        search_text: `filler ${i}\nskill${i % 40}`,
        created_by: ownerId,
        created_at: at,
        updated_at: at,
      };
    });
    await db.insertInto('jobs').values(jobs).execute();
    await db.insertInto('job_skills').values(jobs.map((job, n) => ({ job_id: job.id, skill_key: `skill${(start + n) % 40}`, list_key: job.list_key }))).execute();
    await db.insertInto('saved_jobs').values(jobs.map((job) => ({ user_id: ownerId, job_id: job.id, id: job.id, created_at: at }))).execute();
  }
}

afterAll(async () => {
  await testDb.close();
});

// SQLite's plan is the walk itself. PostgreSQL weighs its statistics: where a filter's matches are
// few it may read them all from the same indexes and sort them, which costs O(matches), so of its
// plans only this is asserted: an index, never a scan of the table.
function expectOrderedWalk(plan: string, index?: RegExp) {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    expect(plan, plan).toMatch(/Index/);
    expect(plan, plan).not.toMatch(/Seq Scan on (jobs|job_skills|saved_jobs)\b/);
    return;
  }
  expect(plan, plan).toMatch(/USING (COVERING )?INDEX/);
  expect(plan, plan).not.toMatch(/TEMP B-TREE/);
  if (index) expect(plan, plan).toMatch(index);
}

const FILTERS: [Omit<JobBoardQuery, 'limit'>, RegExp][] = [
  [{}, /jobs_list_idx/],
  [{ city: 'Pune' }, /jobs_city_idx/],
  [{ workplace: 'remote' }, /jobs_workplace_idx/],
  [{ kind: 'contract' }, /jobs_kind_idx/],
  [{ city: 'Pune', workplace: 'remote' }, /jobs_city_workplace_idx/],
  [{ workplace: 'remote', kind: 'contract' }, /jobs_workplace_kind_idx/],
  [{ kind: 'contract', city: 'Pune' }, /jobs_kind_city_idx/],
  [{ city: 'Pune', workplace: 'remote', kind: 'contract' }, /jobs_city_workplace_kind_idx/],
];

describe('the job board', () => {
  it.each(FILTERS.map(([filters, index]) => [JSON.stringify(filters), filters, index] as const))('%s: one query walking its index in order', async (_, filters, index) => {
    const plans = await queryPlans(db, (trx) => listOpenJobs(trx, { ...filters, limit: 2 }, userId, now));
    expect(plans).toHaveLength(1);
    expectOrderedWalk(plans[0]!, index);
  });

  it('skills: one walk per skill, each on the skill index in order', async () => {
    const plans = await queryPlans(db, (trx) => listOpenJobs(trx, { skills: ['react', 'go'], city: 'Pune', kind: 'contract', minCtc: 0, limit: 2 }, userId, now));
    expect(plans).toHaveLength(2);
    for (const plan of plans) expectOrderedWalk(plan, /job_skills_list_idx/);
  });

  it('minCtc: one walk per CTC step from its own up, each on the step index in order, whatever else is asked', async () => {
    const plans = await queryPlans(db, (trx) => listOpenJobs(trx, { minCtc: 6_000_000, limit: 2 }, userId, now));
    expect(plans.length).toBeGreaterThanOrEqual(2);
    for (const plan of plans) expectOrderedWalk(plan, /jobs_ctc_band_idx/);
    // A step with no jobs must cost nothing, not every job of the city.
    const filtered = await queryPlans(db, (trx) => listOpenJobs(trx, { minCtc: 6_000_000, city: 'Pune', workplace: 'remote', kind: 'contract', limit: 2 }, userId, now));
    for (const plan of filtered) expectOrderedWalk(plan, /jobs_ctc_band_idx/);
  });

  it('a search walks a window in order first', async () => {
    const plans = await queryPlans(db, (trx) => listOpenJobs(trx, { q: 'role 1', limit: 2 }, userId, now));
    for (const plan of plans.slice(0, 2)) expectOrderedWalk(plan);
  });

  it("a startup's list and the saved jobs walk their own indexes", async () => {
    const [open] = await queryPlans(db, (trx) => listStartupJobs(trx, startupId, { limit: 2 }, { insider: false, viewerId: undefined, now }));
    expectOrderedWalk(open!, /jobs_startup_list_idx/);
    const [own] = await queryPlans(db, (trx) => listStartupJobs(trx, startupId, { limit: 2 }, { insider: true, viewerId: userId, now }));
    expectOrderedWalk(own!, /jobs_startup_idx/);
    const [saved] = await queryPlans(db, (trx) => listSavedJobs(trx, userId, { limit: 2 }));
    expectOrderedWalk(saved!, /saved_jobs_user_idx/);
  });

  it('the merged walks page through every match once', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listOpenJobs(db, { skills: ['react', 'go'], limit: 4, cursor }, undefined, now);
      seen.push(...page.rows.map((row) => row.title));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toHaveLength(18);
    expect(new Set(seen).size).toBe(18);
    expect(seen.every((title) => title.startsWith('Role'))).toBe(true);
  });
});
