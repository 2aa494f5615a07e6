import { createInProcessBus } from '@startupsetu/server-core/bus/in-process-bus';
import { loadConfig } from '@startupsetu/server-core/config';
import { buildNotifyApp } from '@startupsetu/notify/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, signUp, startApiTestServer, TEST_JWT_SECRET, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { getJson } from '../../testing/content';
import { publishedJob, sendJson } from '../../testing/jobs';
import { createStartup } from '../../testing/startups';
import { checkJobAlerts } from './job-alert-sweep';

let api: ApiTestServer;
let notify: FastifyInstance;
const bus = createInProcessBus();
let founder: TestAccount;
let seeker: TestAccount;
let slug: string;
let now = new Date('2027-03-01T09:00:00.000Z');
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  api = await startApiTestServer({ bus });
  notify = await buildNotifyApp({ db: api.db, config: loadConfig({ DATA_DIR: api.config.dataDir, JWT_SECRET: TEST_JWT_SECRET }), bus });
  await notify.ready();
  api.app.jobsClock.now = () => now;
  founder = await signUp(api.baseUrl, { role: 'Hustler' });
  seeker = await signUp(api.baseUrl, { role: 'Jobseeker' });
  slug = (await readJson(await createStartup(api.baseUrl, founder.accessToken, { name: 'Alert Startup' }))).startup.slug;
});

afterAll(async () => {
  await notify.close();
  await api.close();
});

const later = (hours: number) => {
  now = new Date(now.getTime() + hours * HOUR);
};
const create = (body: unknown, token = seeker.accessToken) => sendJson(api.baseUrl, 'POST', '/api/job-alerts', { token, body });
const remove = (id: string, token = seeker.accessToken) => sendJson(api.baseUrl, 'DELETE', `/api/job-alerts/${id}`, { token });
async function alerts(token = seeker.accessToken): Promise<{ _id: string; label: string; search: string }[]> {
  const response = await getJson(api.baseUrl, '/api/job-alerts', token);
  expect(response.status).toBe(200);
  return (await readJson(response)).data;
}
const alertNotifications = (userId: string) =>
  api.db.selectFrom('notifications').select(['message', 'link']).where('user_id', '=', userId).where('type', '=', 'job_alert').orderBy('id').execute();

describe('job alerts', () => {
  it('saves a search, answers the same search again with the saved alert, lists and deletes only the caller’s own', async () => {
    const person = await signUp(api.baseUrl, { role: 'Investor' });
    const first = await create({ skills: ['React', ' react ', 'Node.js'], city: ' Pune ', minCtc: 1_200_000 }, person.accessToken);
    expect(first.status).toBe(201);
    const { alert } = await readJson(first);
    expect(alert).toMatchObject({ skills: ['React', 'Node.js'], city: 'Pune', q: null, workplace: null, kind: null, minCtc: 1_200_000 });
    expect(alert.search).toBe('skills=React%2CNode.js&city=Pune&minLpa=12');
    expect(alert.label).toBe('React, Node.js · Pune · ₹12 LPA+');

    const again = await create({ skills: ['node.js', 'REACT'], city: 'pune', minCtc: 1_200_000 }, person.accessToken);
    expect(again.status).toBe(200);
    expect((await readJson(again)).alert._id).toBe(alert._id);
    expect((await alerts(person.accessToken)).map((saved) => saved._id)).toEqual([alert._id]);

    expect((await remove(alert._id, seeker.accessToken)).status).toBe(404);
    expect((await remove('no-such-alert', person.accessToken)).status).toBe(404);
    const removed = await remove(alert._id, person.accessToken);
    expect(removed.status).toBe(200);
    expect(await alerts(person.accessToken)).toEqual([]);
    const gone = await remove(alert._id, person.accessToken);
    expect(gone.status).toBe(404);
    expect(await readJson(gone)).toMatchObject({ success: false, message: 'Job alert not found' });
  });

  it('keeps at most 10 alerts a person: the 11th is a 409 naming the limit, the same search still answers', async () => {
    const person = await signUp(api.baseUrl, { role: 'Cofounder' });
    for (let i = 0; i < 10; i += 1) expect((await create({ q: `role ${i}` }, person.accessToken)).status).toBe(201);
    const over = await create({ q: 'one more' }, person.accessToken);
    expect(over.status).toBe(409);
    expect((await readJson(over)).message).toBe('You can have at most 10 job alerts: delete one first');
    expect((await create({ q: 'role 3' }, person.accessToken)).status).toBe(200);
    expect(await alerts(person.accessToken)).toHaveLength(10);
  });

  it('refuses the signed out and bad searches', async () => {
    expect((await sendJson(api.baseUrl, 'POST', '/api/job-alerts', { body: { q: 'x' } })).status).toBe(401);
    expect((await getJson(api.baseUrl, '/api/job-alerts')).status).toBe(401);
    const bad = await create({ workplace: 'moon' });
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).success).toBe(false);
    expect((await create({ minCtc: -1 })).status).toBe(400);
  });

  it('tells of new matching jobs once a day at most, in one notification linking to the search', async () => {
    const saved = await readJson(await create({ skills: ['Elixir'], city: 'Pune' }));
    expect(await checkJobAlerts(api.app)).toBe(0);

    later(1);
    await publishedJob(api.baseUrl, founder.accessToken, slug, { title: 'Elixir dev', skills: ['Elixir'], city: 'Pune' });
    await publishedJob(api.baseUrl, founder.accessToken, slug, { title: 'Elixir lead', skills: ['elixir', 'OTP'], city: 'pune' });
    await publishedJob(api.baseUrl, founder.accessToken, slug, { title: 'Elixir in Delhi', skills: ['Elixir'], city: 'Delhi' });
    later(1);
    expect(await checkJobAlerts(api.app)).toBe(0);
    expect(await alertNotifications(seeker.id)).toEqual([]);

    later(23);
    expect(await checkJobAlerts(api.app)).toBe(1);
    const told = [{ message: '2 new jobs match your alert: Elixir · Pune', link: `/jobs?${saved.alert.search}` }];
    await expect.poll(() => alertNotifications(seeker.id)).toEqual(told);

    // Within a day of that check nothing is told again, even of a new job.
    later(1);
    await publishedJob(api.baseUrl, founder.accessToken, slug, { title: 'Elixir intern', skills: ['Elixir'], city: 'Pune' });
    later(22);
    expect(await checkJobAlerts(api.app)).toBe(0);
    // A day on: the one job new since the last check.
    later(2);
    expect(await checkJobAlerts(api.app)).toBe(1);
    await expect.poll(() => alertNotifications(seeker.id)).toEqual([...told, { message: '1 new job matches your alert: Elixir · Pune', link: `/jobs?${saved.alert.search}` }]);
    // A day with no new job: checked, nothing told.
    later(25);
    expect(await checkJobAlerts(api.app)).toBe(0);
    expect(await alertNotifications(seeker.id)).toHaveLength(2);
  });

  it('does not tell a founder of their own startup’s jobs, and takes the alerts checked longest ago first', async () => {
    expect((await create({ skills: ['Haskell'] }, founder.accessToken)).status).toBe(201);
    later(25);
    await publishedJob(api.baseUrl, founder.accessToken, slug, { title: 'Haskell dev', skills: ['Haskell'] });
    later(1);
    const dueBefore = await api.db.selectFrom('job_alerts').select('id').orderBy('last_checked_at').orderBy('id').execute();
    expect(await checkJobAlerts(api.app, 1)).toBe(0);
    const checked = await api.db.selectFrom('job_alerts').select(['id', 'last_checked_at']).where('last_checked_at', '=', now.toISOString()).execute();
    expect(checked.map((row) => row.id)).toEqual([dueBefore[0]!.id]);
    await checkJobAlerts(api.app);
    expect(await alertNotifications(founder.id)).toEqual([]);
  });
});
