import { createInProcessBus } from '@startupsetu/server-core/bus/in-process-bus';
import { loadConfig } from '@startupsetu/server-core/config';
import type { PipelineStatus } from '@startupsetu/server-core/contract/application-fields';
import { buildNotifyApp } from '@startupsetu/notify/app';
import type { FastifyInstance } from 'fastify';
import { PostgresAdapter, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, signUp, startApiTestServer, TEST_JWT_SECRET, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { apply, moveTo, withdraw } from '../../testing/applications';
import { getJson } from '../../testing/content';
import { sendForm } from '../../testing/form-uploads';
import { publishedJob, sendJson } from '../../testing/jobs';
import { createStartup } from '../../testing/startups';
import { findApplication, moveApplication } from './applications-repository';

// The startup's side of applications (DESIGN §7.3): its active members read a job's pipeline,
// paged and by status, and move applications along it; every change is kept with its time, two
// members moving one application at once lose nothing and record nothing twice, and each side is
// told of the other's moves (in-app, by notify over the bus).

let api: ApiTestServer;
let notify: FastifyInstance;
const bus = createInProcessBus();
let founder: TestAccount;
let coAdmin: TestAccount;
let member: TestAccount;
let invitee: TestAccount;
let outsider: TestAccount;
let slug: string;

beforeAll(async () => {
  api = await startApiTestServer({ bus });
  notify = await buildNotifyApp({ db: api.db, config: loadConfig({ DATA_DIR: api.config.dataDir, JWT_SECRET: TEST_JWT_SECRET }), bus });
  await notify.ready();
  founder = await signUp(api.baseUrl, { role: 'Hustler' });
  coAdmin = await signUp(api.baseUrl, { role: 'Hustler' });
  member = await signUp(api.baseUrl, { role: 'Cofounder' });
  invitee = await signUp(api.baseUrl, { role: 'Investor' });
  outsider = await signUp(api.baseUrl, { role: 'Jobseeker' });
  slug = (await readJson(await createStartup(api.baseUrl, founder.accessToken, { name: 'Krishi Setu' }))).startup.slug;
  for (const [person, role] of [[coAdmin, 'admin'], [member, 'member'], [invitee, 'member']] as const) {
    const invited = await sendJson(api.baseUrl, 'POST', `/api/startups/${slug}/members`, { token: founder.accessToken, body: { userId: person.id, title: 'Team', role } });
    expect(invited.status).toBe(201);
    if (person !== invitee) expect((await sendJson(api.baseUrl, 'PUT', `/api/startups/${slug}/members/me`, { token: person.accessToken, body: { action: 'accept' } })).status).toBe(200);
  }
});

afterAll(async () => {
  await notify?.close();
  await api?.close();
  await bus.close();
});

async function applicant(name: string): Promise<TestAccount> {
  const person = await signUp(api.baseUrl, { role: 'Jobseeker' });
  expect((await sendForm(api.baseUrl, '/api/userprofile/me', [['Username', name]], { token: person.accessToken, method: 'PUT' })).status).toBe(200);
  return person;
}

async function applied(jobId: string, person: TestAccount): Promise<string> {
  const response = await apply(api.baseUrl, person.accessToken, jobId);
  expect(response.status).toBe(201);
  return (await readJson(response)).application._id;
}

const eventsOf = (id: string) => api.db.selectFrom('application_events').select(['status', 'actor_id']).where('application_id', '=', id).orderBy('id').execute();
const notificationsOf = (userId: string, type: string, link?: string) => {
  let select = api.db.selectFrom('notifications').select(['message', 'link']).where('user_id', '=', userId).where('type', '=', type);
  if (link) select = select.where('link', '=', link);
  return select.orderBy('id').execute();
};
const pipeline = (jobId: string, query: string, token = member.accessToken) => getJson(api.baseUrl, `/api/jobs/${jobId}/applications${query}`, token);

const isPostgres = () => api.db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Sends requests that race on one application. On PostgreSQL the application's row is held locked
 * until every request waits on it, so all of them have read it before any writes. On SQLite each
 * query is answered at once on the app's one connection, so one request's handler runs through
 * before the next starts: there the race is the repository's test above.
 */
async function racing<T>(applicationId: string, send: () => Promise<T>): Promise<T> {
  if (!isPostgres()) return send();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const locked = new Promise<void>((resolve) => (held = resolve));
  const holder = api.db.transaction().execute(async (trx) => {
    await sql`select id from job_applications where id = ${applicationId} for update`.execute(trx);
    held();
    await released;
  });
  await locked;
  const sent = send();
  await expect
    .poll(async () => {
      const { rows } = await sql<{ count: string }>`select count(*) as count from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like 'update "job_applications"%'`.execute(api.db);
      return Number(rows[0]!.count);
    })
    .toBe(2);
  release();
  await holder;
  return sent;
}

async function expectRefused(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(await readJson(response)).toMatchObject({ success: false, message });
}

describe("a job's pipeline", () => {
  it('lists its applications newest first, paged and by status, to its active members only', async () => {
    const job = await publishedJob(api.baseUrl, founder.accessToken, slug);
    const ids: string[] = [];
    const seekers: TestAccount[] = [];
    for (let i = 0; i < 5; i += 1) {
      seekers.push(await applicant(`Seeker ${i}`));
      ids.push(await applied(job._id, seekers[i]!));
    }
    expect((await moveTo(api.baseUrl, member.accessToken, ids[1]!, { status: 'shortlisted' })).status).toBe(200);
    expect((await moveTo(api.baseUrl, member.accessToken, ids[3]!, { status: 'shortlisted' })).status).toBe(200);

    const first = await readJson(await pipeline(job._id, '?limit=2'));
    expect(first.data.map((a: any) => a._id)).toEqual([ids[4], ids[3]]);
    const second = await readJson(await pipeline(job._id, `?limit=2&cursor=${first.nextCursor}`));
    expect(second.data.map((a: any) => a._id)).toEqual([ids[2], ids[1]]);
    const last = await readJson(await pipeline(job._id, `?limit=2&cursor=${second.nextCursor}`));
    expect(last).toEqual({ success: true, data: [expect.objectContaining({ _id: ids[0], applicant: expect.objectContaining({ profiledetails: expect.objectContaining({ Username: 'Seeker 0' }) }) })], nextCursor: null });

    const shortlisted = await readJson(await pipeline(job._id, '?status=shortlisted&limit=1', founder.accessToken));
    expect(shortlisted.data.map((a: any) => a._id)).toEqual([ids[3]]);
    const rest = await readJson(await pipeline(job._id, `?status=shortlisted&limit=1&cursor=${shortlisted.nextCursor}`, founder.accessToken));
    expect(rest).toMatchObject({ data: [{ _id: ids[1], status: 'shortlisted' }], nextCursor: null });
    expect((await readJson(await pipeline(job._id, '?status=applied'))).data).toHaveLength(3);

    for (const person of [seekers[0]!, outsider, invitee]) await expectRefused(await pipeline(job._id, '', person.accessToken), 404, 'Job not found');
    await expectRefused(await pipeline('0190aabbccddeeff0011223344', ''), 404, 'Job not found');
    expect((await getJson(api.baseUrl, `/api/jobs/${job._id}/applications`)).status).toBe(401);
    await expectRefused(await pipeline(job._id, '?status=lost'), 400, 'status must be one of applied, shortlisted, interviewing, offered, hired, rejected, withdrawn');
  });
});

describe('PUT /api/applications/:id', () => {
  it('moves along the pipeline, each change an event with its time; the same status again changes nothing', async () => {
    const job = await publishedJob(api.baseUrl, founder.accessToken, slug);
    const seeker = await applicant('Asha');
    const id = await applied(job._id, seeker);
    const moved = await moveTo(api.baseUrl, member.accessToken, id, { status: 'shortlisted' });
    expect(moved.status).toBe(200);
    const { application } = await readJson(moved);
    expect(application.status).toBe('shortlisted');
    expect(application.history).toEqual([
      { status: 'applied', at: expect.any(String), reason: null, note: null },
      { status: 'shortlisted', at: application.updatedAt, reason: null, note: null },
    ]);
    const answeredAt = async () => (await api.db.selectFrom('job_applications').select('first_answered_at').where('id', '=', id).executeTakeFirstOrThrow()).first_answered_at;
    expect(await answeredAt()).toBe(application.updatedAt);

    expect((await moveTo(api.baseUrl, founder.accessToken, id, { status: 'shortlisted' })).status).toBe(200);
    expect(await eventsOf(id)).toHaveLength(2);
    for (const status of ['interviewing', 'applied', 'offered']) expect((await moveTo(api.baseUrl, coAdmin.accessToken, id, { status })).status).toBe(200);
    // First answered once: moving back to 'applied' and on again leaves it.
    expect(await answeredAt()).toBe(application.updatedAt);

    const hired = await readJson(await moveTo(api.baseUrl, founder.accessToken, id, { status: 'hired' }));
    expect(hired.application.history.map((event: any) => event.status)).toEqual(['applied', 'shortlisted', 'interviewing', 'applied', 'offered', 'hired']);
    expect((await eventsOf(id)).map((event) => event.actor_id)).toEqual([seeker.id, member.id, coAdmin.id, coAdmin.id, coAdmin.id, founder.id]);
    await expectRefused(await moveTo(api.baseUrl, founder.accessToken, id, { status: 'rejected', reason: 'filled' }), 409, 'This application is final (Hired): it can no longer change');
    await expectRefused(await withdraw(api.baseUrl, seeker.accessToken, id), 409, 'This application is final (Hired): it can no longer change');
  });

  it('rejects with a reason from the list and an optional note to the applicant', async () => {
    const job = await publishedJob(api.baseUrl, founder.accessToken, slug);
    const id = await applied(job._id, await applicant('Ravi'));
    await expectRefused(await moveTo(api.baseUrl, member.accessToken, id, { status: 'rejected' }), 400, 'reason is required to reject an application');
    await expectRefused(await moveTo(api.baseUrl, member.accessToken, id, { status: 'rejected', reason: 'rude' }), 400, 'reason must be one of experience, skills, filled, location, pay, other');
    await expectRefused(await moveTo(api.baseUrl, member.accessToken, id, { status: 'shortlisted', reason: 'skills' }), 400, 'reason is only sent with a rejection');
    await expectRefused(await moveTo(api.baseUrl, member.accessToken, id, { status: 'shortlisted', note: 'Hi' }), 400, 'note is only sent with a rejection');
    await expectRefused(await moveTo(api.baseUrl, member.accessToken, id, { status: 'withdrawn' }), 400, 'status must be one of applied, shortlisted, interviewing, offered, hired, rejected');
    await expectRefused(
      await moveTo(api.baseUrl, member.accessToken, id, { status: 'rejected', reason: 'skills', note: 'x'.repeat(1001) }),
      400,
      'note must be at most 1000 characters long',
    );
    expect(await eventsOf(id)).toHaveLength(1);
    const response = await moveTo(api.baseUrl, member.accessToken, id, { status: 'rejected', reason: 'skills', note: '  We need more React.  ' });
    expect(response.status).toBe(200);
    expect((await readJson(response)).application.history[1]).toEqual({ status: 'rejected', at: expect.any(String), reason: 'skills', note: 'We need more React.' });
    // The same status again changes nothing, even final.
    expect((await moveTo(api.baseUrl, member.accessToken, id, { status: 'rejected', reason: 'other' })).status).toBe(200);
    expect(await eventsOf(id)).toHaveLength(2);
  });

  it("is for the startup's active members: the applicant 403, anyone else 404", async () => {
    const job = await publishedJob(api.baseUrl, founder.accessToken, slug);
    const seeker = await applicant('Meera');
    const id = await applied(job._id, seeker);
    await expectRefused(await moveTo(api.baseUrl, seeker.accessToken, id, { status: 'hired' }), 403, "Only the startup's members can move an application");
    for (const person of [outsider, invitee]) await expectRefused(await moveTo(api.baseUrl, person.accessToken, id, { status: 'hired' }), 404, 'Application not found');
    await expectRefused(await moveTo(api.baseUrl, member.accessToken, '0190aabbccddeeff0011223344', { status: 'hired' }), 404, 'Application not found');
    expect(await eventsOf(id)).toHaveLength(1);
  });

  it('two members moving one application at once: one change, one event; the other is told to reload', async () => {
    const job = await publishedJob(api.baseUrl, founder.accessToken, slug);
    for (const [a, b] of [['shortlisted', 'interviewing'], ['rejected', 'offered'], ['interviewing', 'interviewing']]) {
      const id = await applied(job._id, await applicant('Racer'));
      const read = (await findApplication(api.db, id))!;
      const move = (status: string, actorId: string) => ({ status: status as PipelineStatus, reason: status === 'rejected' ? ('filled' as const) : null, note: null, actorId, now: new Date() });
      // Both read the application before either writes: exactly one of the changes is made.
      const outcomes = await Promise.all([moveApplication(api.db, read, move(a!, founder.id)), moveApplication(api.db, read, move(b!, coAdmin.id))]);
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      const won = outcomes[0] ? a : b;
      expect((await eventsOf(id)).map((event) => event.status)).toEqual(['applied', won]);
      expect((await api.db.selectFrom('job_applications').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe(won);
    }
  });

  it('over HTTP, two members moving one application at once: the loser is told to reload, nothing is recorded twice', async () => {
    const job = await publishedJob(api.baseUrl, founder.accessToken, slug);
    for (const [a, b] of [['shortlisted', 'interviewing'], ['interviewing', 'interviewing'], ['offered', 'rejected']]) {
      const id = await applied(job._id, await applicant('Racer'));
      const body = (status: string) => (status === 'rejected' ? { status, reason: 'filled' } : { status });
      const replies = await racing(id, () => Promise.all([moveTo(api.baseUrl, founder.accessToken, id, body(a!)), moveTo(api.baseUrl, coAdmin.accessToken, id, body(b!))]));
      const statuses = replies.map((reply) => reply.status);
      const events = (await eventsOf(id)).map((event) => event.status);
      if (isPostgres()) {
        expect(statuses.sort()).toEqual([200, 409]);
        expect(await readJson(replies.find((reply) => reply.status === 409)!)).toMatchObject({ message: 'This application changed meanwhile: reload' });
        expect(events).toHaveLength(2);
      } else {
        // One after the other, in either order (whichever the busy server took first): each real
        // change recorded once, a repeat of the same status none.
        expect(statuses).toEqual([200, 200]);
        expect(events[0]).toBe('applied');
        expect(events.slice(1).sort()).toEqual(a === b ? [a] : [a!, b!].sort());
      }
      expect((await api.db.selectFrom('job_applications').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe(events.at(-1));
    }
  });

  it('a withdrawal and a move at once: one of them, never both', async () => {
    const job = await publishedJob(api.baseUrl, founder.accessToken, slug);
    const seeker = await applicant('Dev');
    const id = await applied(job._id, seeker);
    const replies = await racing(id, () => Promise.all([withdraw(api.baseUrl, seeker.accessToken, id), moveTo(api.baseUrl, member.accessToken, id, { status: 'shortlisted' })]));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(await eventsOf(id)).toHaveLength(2);
  });
});

describe('notifications', () => {
  it("a new application tells the startup's active admins; each move tells the applicant; a withdrawal tells the admins", async () => {
    const job = await publishedJob(api.baseUrl, founder.accessToken, slug, { title: 'Data Analyst' });
    const seeker = await applicant('Priya');
    const id = await applied(job._id, seeker);
    const received = [{ message: 'Priya applied for Data Analyst', link: `/jobs/${job._id}/applicants` }];
    const link = `/jobs/${job._id}/applicants`;
    for (const admin of [founder, coAdmin]) await expect.poll(() => notificationsOf(admin.id, 'application_received', link)).toEqual(received);
    expect(await notificationsOf(member.id, 'application_received')).toEqual([]);
    expect(await notificationsOf(invitee.id, 'application_received')).toEqual([]);

    expect((await moveTo(api.baseUrl, member.accessToken, id, { status: 'shortlisted' })).status).toBe(200);
    await expect.poll(() => notificationsOf(seeker.id, 'application_status')).toEqual([
      { message: 'Krishi Setu moved your application for Data Analyst to Shortlisted', link: '/applications' },
    ]);

    const other = await applicant('Kiran');
    const rejected = await applied(job._id, other);
    expect((await moveTo(api.baseUrl, founder.accessToken, rejected, { status: 'rejected', reason: 'experience' })).status).toBe(200);
    await expect.poll(() => notificationsOf(other.id, 'application_status')).toEqual([
      { message: 'Your application for Data Analyst at Krishi Setu was not selected', link: '/applications' },
    ]);

    expect((await withdraw(api.baseUrl, seeker.accessToken, id)).status).toBe(200);
    const withdrawn = [{ message: 'Priya withdrew their application for Data Analyst', link: `/jobs/${job._id}/applicants` }];
    for (const admin of [founder, coAdmin]) await expect.poll(() => notificationsOf(admin.id, 'application_withdrawn', link)).toEqual(withdrawn);
    expect(await notificationsOf(member.id, 'application_withdrawn')).toEqual([]);
  });
});
