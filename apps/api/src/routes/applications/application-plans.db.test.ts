import { APPLICATION_STATUSES } from '@startupsetu/server-core/contract/application-fields';
import type { Database } from '@startupsetu/server-core/db/database';
import { insertUser } from '@startupsetu/server-core/repositories/users-repository';
import { createTestDatabase, type TestDatabase } from '@startupsetu/server-core/test-database';
import { queryPlans } from '@startupsetu/server-core/testing/query-plans';
import { PostgresAdapter, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJob, openJob, type JobFields } from '../jobs/jobs-repository';
import { insertStartup } from '../startups/startups-repository';
import { applicationPageReply, requireJobOfMember } from './application-access';
import { findApplication, insertApplication, listApplicationsOf, listApplicationsTo, moveApplication } from './applications-repository';

// The applications lists cost O(page) (issue 42): the applicant's own and a job's pipeline, all or
// of one status, each walk one of migration 0023's indexes from the cursor in list order (no sort of
// every application), joined to their job, startup and applicant by key, and a page's histories
// come in one walk of the events' index. bench/list-growth.ts times them at a million applications.

let testDb: TestDatabase;
let db: Database;
let founderId: string;
let seekerId: string;
let jobId: string;
let smallJobId: string;
const now = new Date('2031-01-01T00:00:00.000Z');
const JOBS = 10;
const FILLER_PEOPLE = 150;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  const founder = await insertUser(db, { email: 'application-plans@example.com', passwordHash: 'h', role: 'Hustler' });
  founderId = founder.id;
  const fields = { name: 'Plans', oneLiner: 'x', description: '', sector: 'SaaS', stage: 'seed', city: 'Pune', foundedYear: null, teamSize: null, website: null, dpiitNumber: null } as const;
  const startup = await insertStartup(db, { creatorId: founder.id, fields, logo: null });
  const jobFields: JobFields = {
    title: 'Role',
    kind: 'full-time',
    workplace: 'onsite',
    city: 'Pune',
    ctcMin: null,
    ctcMax: null,
    stipend: null,
    esopMin: null,
    esopMax: null,
    experienceMin: null,
    experienceMax: null,
    skills: ['Git'],
    description: 'x',
  };
  const jobIds: string[] = [];
  for (let i = 0; i < JOBS; i += 1) {
    const id = await insertJob(db, { startupId: startup.id, createdBy: founder.id, now, fields: { ...jobFields, title: `Role ${i}` } });
    await openJob(db, id, ['draft'], now);
    jobIds.push(id);
  }
  jobId = jobIds[0]!;
  smallJobId = jobIds[2]!;
  // A few through the repository, moved along the pipeline; the seeker applies to every job.
  const resume = { file: 'r.pdf', name: 'cv.pdf', size: 10 };
  for (let i = 0; i < 6; i += 1) {
    const person = await insertUser(db, { email: `application-plans-${i}@example.com`, passwordHash: 'h', role: 'Jobseeker' });
    if (i === 0) seekerId = person.id;
    for (const job of i === 0 ? jobIds.slice(0, 3) : [jobId]) {
      const id = await insertApplication(db, { jobId: job, startupId: startup.id, applicantId: person.id, note: '', resume, now });
      if (i % 2 === 1) await moveApplication(db, (await findApplication(db, id))!, { status: 'shortlisted', reason: null, note: null, actorId: founder.id, now });
    }
  }
  // The first job has a long pipeline; the third only the seeker's application.
  await insertFillers(startup.id, [jobId, ...jobIds.slice(3)]);
  // As autovacuum would: a planner without statistics guesses at tiny tables, where sorting is cheap.
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`analyze`.execute(db);
});

afterAll(async () => {
  await testDb.close();
});

// Older applications in bulk (straight into the tables), so that the planners weigh real lists:
// FILLER_PEOPLE people each applied to every job given, in every status.
async function insertFillers(startupId: string, jobIds: string[]) {
  const at = new Date(now.getTime() - 86_400_000).toISOString();
  const people = [];
  for (let i = 0; i < FILLER_PEOPLE; i += 1) people.push(await insertUser(db, { email: `application-filler-${i}@example.com`, passwordHash: 'h', role: 'Jobseeker' }));
  const rows = people.flatMap((person, p) =>
    jobIds.map((job, j) => {
      const i = p * jobIds.length + j;
      return {
        id: `00${String(i).padStart(24, '0')}`,
        job_id: job,
        startup_id: startupId,
        applicant_id: person.id,
        status: APPLICATION_STATUSES[i % APPLICATION_STATUSES.length]!,
        note: '',
        resume_file: `filler-${i}.pdf`,
        resume_name: 'cv.pdf',
        resume_size: 10,
        created_at: at,
        updated_at: at,
        first_answered_at: null,
        reply_due_at: null,
      };
    }),
  );
  for (let start = 0; start < rows.length; start += 500) {
    const part = rows.slice(start, start + 500);
    await db.insertInto('job_applications').values(part).execute();
    await db
      .insertInto('application_events')
      .values(part.map((row) => ({ id: row.id, application_id: row.id, status: 'applied' as const, reason: null, note: null, actor_id: row.applicant_id, at })))
      .execute();
  }
}

// SQLite's plan is the walk itself; PostgreSQL weighs its statistics (see job-board-plans), so of
// its plans only this is asserted: an index, never a scan of the table. For a job holding a large
// share of all applications (the first job here) it walks the primary key backwards, newest first,
// filtering on job_id: a page then costs about page ÷ share rows, as long as the job's applications
// are spread over time like the others'. A job with few applications walks its own index.
function expectOrderedWalk(plan: string, index?: RegExp) {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    expect(plan, plan).toMatch(/Index/);
    expect(plan, plan).not.toMatch(/Seq Scan on (job_applications|application_events|jobs|startups|users)\b/);
    return;
  }
  expect(plan, plan).toMatch(/USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY/);
  expect(plan, plan).not.toMatch(/TEMP B-TREE/);
  expect(plan, plan).not.toMatch(/^SCAN (a|j|s|u|application_events)\b/m);
  if (index) expect(plan, plan).toMatch(index);
}

describe('the applications lists', () => {
  it("the applicant's own: a walk of (applicant_id, id), then the page's histories", async () => {
    const plans = await queryPlans(db, async (trx) => applicationPageReply(trx, await listApplicationsOf(trx, seekerId, { limit: 2 }), now));
    expect(plans).toHaveLength(2);
    expectOrderedWalk(plans[0]!, /job_applications_applicant_idx/);
    expectOrderedWalk(plans[1]!, /application_events_application_idx/);
  });

  it("a job's pipeline: a walk of (job_id, id), after the caller's membership", async () => {
    const plans = await queryPlans(db, async (trx) => {
      const job = await requireJobOfMember(trx, jobId, founderId);
      return applicationPageReply(trx, await listApplicationsTo(trx, job.id, { limit: 2 }), now);
    });
    expect(plans.length).toBeGreaterThanOrEqual(3);
    for (const plan of plans) expectOrderedWalk(plan);
    expectOrderedWalk(plans.at(-2)!, /job_applications_job_idx/);
    expectOrderedWalk(plans.at(-1)!, /application_events_application_idx/);
  });

  it.each(APPLICATION_STATUSES)("a job's pipeline of one status (%s): a walk of (job_id, status, id)", async (status) => {
    const [plan] = await queryPlans(db, (trx) => listApplicationsTo(trx, jobId, { limit: 2, status }));
    expectOrderedWalk(plan!, /job_applications_job_status_idx/);
  });

  it("a job with few applications walks its own index on PostgreSQL too (not every application's, newest first)", async () => {
    for (const [plan, index] of [
      [(await queryPlans(db, (trx) => listApplicationsTo(trx, smallJobId, { limit: 2 })))[0]!, /job_applications_job_idx/],
      [(await queryPlans(db, (trx) => listApplicationsTo(trx, smallJobId, { limit: 2, status: 'applied' })))[0]!, /job_applications_job_status_idx/],
      [(await queryPlans(db, (trx) => listApplicationsOf(trx, seekerId, { limit: 2 })))[0]!, /job_applications_applicant_idx/],
    ] as const) {
      expectOrderedWalk(plan, index);
      expect(plan, plan).toMatch(index);
    }
  });

  it('a later page starts at its cursor', async () => {
    const first = await listApplicationsTo(db, jobId, { limit: 2 });
    const [plan] = await queryPlans(db, (trx) => listApplicationsTo(trx, jobId, { limit: 2, cursor: first.nextCursor! }));
    expectOrderedWalk(plan!, /job_applications_job_idx/);
    const [own] = await queryPlans(db, (trx) => listApplicationsOf(trx, seekerId, { limit: 2, cursor: first.nextCursor! }));
    expectOrderedWalk(own!, /job_applications_applicant_idx/);
  });
});
