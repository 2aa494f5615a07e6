import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, signUp, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { getJson, seedVideo } from '../../testing/content';
import { sendForm } from '../../testing/form-uploads';
import { createJob, publishedJob, sendJson } from '../../testing/jobs';
import { decide, makeModerator, membersOfDays, moderationQueue, report, startApiWithNotify } from '../../testing/safety';
import { createStartup } from '../../testing/startups';

// Jobs can be reported ('Fake job', 'Asks for money'; DESIGN §7.3), and are then handled as any
// reported content is (DESIGN §6.3): out of the reporter's sight at once, hidden from everyone but
// the startup's people after three established reporters, and removed or restored by a moderator.

let env: Awaited<ReturnType<typeof startApiWithNotify>>;
let api: ApiTestServer;
let founder: TestAccount;
let member: TestAccount;
let moderator: TestAccount;
let readers: TestAccount[];
let slug: string;

beforeAll(async () => {
  env = await startApiWithNotify();
  api = env.api;
  founder = await signUp(api.baseUrl, { role: 'Hustler' });
  await sendForm(api.baseUrl, '/api/userprofile/Hustler', [['Username', 'Ravi']], { token: founder.accessToken });
  member = await signUp(api.baseUrl, { role: 'Jobseeker' });
  moderator = await signUp(api.baseUrl, { role: 'Cofounder' });
  await makeModerator(api, moderator.id);
  readers = await membersOfDays(api, 4);
  slug = (await readJson(await createStartup(api.baseUrl, founder.accessToken, { name: 'Reported Startup' }))).startup.slug;
  await sendJson(api.baseUrl, 'POST', `/api/startups/${slug}/members`, { token: founder.accessToken, body: { userId: member.id, title: 'Engineer' } });
  await sendJson(api.baseUrl, 'PUT', `/api/startups/${slug}/members/me`, { token: member.accessToken, body: { action: 'accept' } });
});

afterAll(async () => {
  await env?.close();
});

const readJob = (id: string, token?: string) => getJson(api.baseUrl, `/api/jobs/${id}`, token);
const onBoard = async (id: string, token?: string) =>
  (await readJson(await getJson(api.baseUrl, '/api/jobs?limit=100', token))).data.some((job: { _id: string }) => job._id === id);

describe('reporting a job', () => {
  it('files a fakeJob report with a snapshot of the job; the job leaves the reporter’s sight only', async () => {
    const job = await publishedJob(api.baseUrl, founder.accessToken, slug, { title: 'Pay to join' });
    const response = await report(api.baseUrl, readers[0]!.accessToken, { targetType: 'job', targetId: job._id, category: 'fakeJob' });
    expect(response.status).toBe(201);
    expect((await readJson(response)).report).toMatchObject({ targetType: 'job', targetId: job._id, category: 'fakeJob', status: 'open' });
    const [row] = await api.db.selectFrom('reports').selectAll().where('target_id', '=', job._id).execute();
    expect(row).toMatchObject({ target_user_id: founder.id });
    expect(JSON.parse(row!.evidence)).toMatchObject({
      targetType: 'job',
      author: { _id: founder.id, name: 'Ravi' },
      fields: { title: 'Pay to join', pay: '₹12–18 LPA', status: 'published', startup: { slug, name: 'Reported Startup' } },
    });
    expect((await readJob(job._id, readers[0]!.accessToken)).status).toBe(404);
    expect(await onBoard(job._id, readers[0]!.accessToken)).toBe(false);
    expect(await onBoard(job._id, readers[1]!.accessToken)).toBe(true);
    // Again while open: the same report.
    expect((await report(api.baseUrl, readers[0]!.accessToken, { targetType: 'job', targetId: job._id, category: 'asksForMoney' })).status).toBe(200);
  });

  it("refuses the startup's own people, drafts, and the job categories on anything but a job", async () => {
    const job = await publishedJob(api.baseUrl, founder.accessToken, slug);
    for (const person of [founder, member]) {
      const own = await report(api.baseUrl, person.accessToken, { targetType: 'job', targetId: job._id, category: 'fakeJob' });
      expect(own.status).toBe(400);
      expect(await readJson(own)).toMatchObject({ message: 'You cannot report your own content', field: 'targetId' });
    }
    const draft = (await readJson(await createJob(api.baseUrl, founder.accessToken, slug))).job;
    expect((await report(api.baseUrl, readers[1]!.accessToken, { targetType: 'job', targetId: draft._id, category: 'fakeJob' })).status).toBe(404);
    const videoId = await seedVideo(api.db, founder.id);
    const wrong = await report(api.baseUrl, readers[1]!.accessToken, { targetType: 'video', targetId: videoId, category: 'asksForMoney' });
    expect(wrong.status).toBe(400);
    expect(await readJson(wrong)).toMatchObject({ message: 'category asksForMoney is for jobs only', field: 'category' });
  });

  it('three established reporters hide it from everyone but its startup’s people; a moderator removes, then restores it', async () => {
    const job = await publishedJob(api.baseUrl, founder.accessToken, slug, { title: 'Registration fee required' });
    for (const reader of readers.slice(0, 3)) {
      expect((await report(api.baseUrl, reader.accessToken, { targetType: 'job', targetId: job._id, category: 'asksForMoney' })).status).toBe(201);
    }
    expect(await api.db.selectFrom('hidden_content').select(['target_type', 'reason']).where('target_id', '=', job._id).execute()).toEqual([{ target_type: 'job', reason: 'reports' }]);
    expect((await readJob(job._id, readers[3]!.accessToken)).status).toBe(404);
    expect((await readJob(job._id)).status).toBe(404);
    expect(await onBoard(job._id)).toBe(false);
    expect((await readJob(job._id, member.accessToken)).status).toBe(200);

    const queue = await readJson(await moderationQueue(api.baseUrl, moderator.accessToken, '?category=asksForMoney&limit=100'));
    const item = queue.items.find((entry: { targetId: string }) => entry.targetId === job._id);
    expect(item).toMatchObject({
      targetType: 'job',
      reporterCount: 3,
      hidden: true,
      targetUser: { _id: founder.id, name: 'Ravi' },
      evidence: { targetType: 'job', fields: { title: 'Registration fee required' } },
    });
    expect((await decide(api.baseUrl, moderator.accessToken, item._id, 'remove', 'Fee scam')).status).toBe(200);
    expect(await api.db.selectFrom('hidden_content').select('reason').where('target_id', '=', job._id).execute()).toEqual([{ reason: 'removed' }]);
    expect((await decide(api.baseUrl, moderator.accessToken, item._id, 'restore')).status).toBe(200);
    expect((await readJob(job._id, readers[3]!.accessToken)).status).toBe(200);
    expect(await onBoard(job._id)).toBe(true);
  });

  it("a job whose creator's account is gone answers to the startup's first active admin", async () => {
    const creator = await signUp(api.baseUrl, { role: 'Hustler' });
    const admin = await signUp(api.baseUrl, { role: 'Hustler' });
    const own = (await readJson(await createStartup(api.baseUrl, creator.accessToken, { name: 'Orphan Jobs' }))).startup.slug;
    await sendJson(api.baseUrl, 'POST', `/api/startups/${own}/members`, { token: creator.accessToken, body: { userId: admin.id, title: 'CTO', role: 'admin' } });
    await sendJson(api.baseUrl, 'PUT', `/api/startups/${own}/members/me`, { token: admin.accessToken, body: { action: 'accept' } });
    const job = await publishedJob(api.baseUrl, creator.accessToken, own);
    await api.db.deleteFrom('users').where('id', '=', creator.id).execute();
    expect((await report(api.baseUrl, readers[3]!.accessToken, { targetType: 'job', targetId: job._id, category: 'fakeJob' })).status).toBe(201);
    const [row] = await api.db.selectFrom('reports').select('target_user_id').where('target_id', '=', job._id).execute();
    expect(row).toEqual({ target_user_id: admin.id });
  });
});
