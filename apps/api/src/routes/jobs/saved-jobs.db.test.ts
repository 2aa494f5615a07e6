import { hiddenRow } from '@startupsetu/server-core/testing/safety-rows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { getJson } from '../../testing/content';
import { createJob, publishedJob, sendJson } from '../../testing/jobs';
import { createStartup } from '../../testing/startups';

let server: ApiTestServer;
let founder: TestAccount;
let seeker: TestAccount;
let slug: string;

beforeAll(async () => {
  server = await startApiTestServer();
  founder = await signUp(server.baseUrl, { role: 'Hustler' });
  seeker = await signUp(server.baseUrl, { role: 'Jobseeker' });
  slug = (await readJson(await createStartup(server.baseUrl, founder.accessToken, { name: 'Saving Startup' }))).startup.slug;
});

afterAll(async () => {
  await server.close();
});

const save = (id: string, token = seeker.accessToken) => sendJson(server.baseUrl, 'PUT', `/api/jobs/${id}/save`, { token });
const unsave = (id: string, token = seeker.accessToken) => sendJson(server.baseUrl, 'DELETE', `/api/jobs/${id}/save`, { token });
const savedRows = async () => (await server.db.selectFrom('saved_jobs').select('job_id').where('user_id', '=', seeker.id).execute()).length;
async function saved(query = '', token = seeker.accessToken): Promise<{ titles: string[]; statuses: string[]; nextCursor: string | null }> {
  const response = await getJson(server.baseUrl, `/api/jobs/saved?${query}`, token);
  expect(response.status).toBe(200);
  const body = await readJson(response);
  return { titles: body.data.map((job: { title: string }) => job.title), statuses: body.data.map((job: { status: string }) => job.status), nextCursor: body.nextCursor };
}

describe('saved jobs', () => {
  it('saving answers the job as saved; saving again changes nothing; taking it off likewise', async () => {
    const job = await publishedJob(server.baseUrl, founder.accessToken, slug, { title: 'Saved once' });
    const before = await savedRows();
    const first = await save(job._id);
    expect(first.status).toBe(200);
    expect((await readJson(first)).job).toMatchObject({ _id: job._id, viewer: { saved: true, isMember: false } });
    expect((await readJson(await save(job._id))).job.viewer.saved).toBe(true);
    expect(await savedRows()).toBe(before + 1);
    expect((await readJson(await getJson(server.baseUrl, `/api/jobs/${job._id}`, seeker.accessToken))).job.viewer.saved).toBe(true);

    for (let i = 0; i < 2; i += 1) {
      const off = await unsave(job._id);
      expect(off.status).toBe(200);
      expect((await readJson(off)).job.viewer.saved).toBe(false);
    }
    expect(await savedRows()).toBe(before);
  });

  it('lists the caller’s own saved jobs, newest saved first, closed ones as closed, a page at a time', async () => {
    const other = await signUp(server.baseUrl, { role: 'Investor' });
    const titles = ['Listed A', 'Listed B', 'Listed C'];
    const jobs = [];
    for (const title of titles) jobs.push(await publishedJob(server.baseUrl, founder.accessToken, slug, { title }));
    // Saved in another order than published.
    for (const index of [1, 0, 2]) expect((await save(jobs[index]._id)).status).toBe(200);
    expect((await sendJson(server.baseUrl, 'POST', `/api/jobs/${jobs[0]._id}/close`, { token: founder.accessToken })).status).toBe(200);
    expect((await save(jobs[2]._id, other.accessToken)).status).toBe(200);

    const all = await saved('limit=100');
    expect(all.titles.slice(0, 3)).toEqual(['Listed C', 'Listed A', 'Listed B']);
    expect(all.statuses.slice(0, 3)).toEqual(['published', 'closed', 'published']);
    const first = await saved('limit=2');
    expect(first.titles).toEqual(['Listed C', 'Listed A']);
    expect((await saved(`limit=100&cursor=${first.nextCursor}`)).titles).toEqual(all.titles.slice(2));
    expect((await saved('limit=100', other.accessToken)).titles).toEqual(['Listed C']);
  });

  it('a draft cannot be saved by others (404); a job out of sight leaves the list and can still be taken off', async () => {
    const draft = (await readJson(await createJob(server.baseUrl, founder.accessToken, slug, { title: 'Draft only' }))).job;
    const refused = await save(draft._id);
    expect(refused.status).toBe(404);
    expect(await readJson(refused)).toMatchObject({ success: false, message: 'Job not found' });
    expect((await save('0000000000000000000000000a')).status).toBe(404);

    const job = await publishedJob(server.baseUrl, founder.accessToken, slug, { title: 'Soon hidden' });
    await save(job._id);
    expect((await saved('limit=100')).titles).toContain('Soon hidden');
    await hiddenRow(server.db, 'job', job._id);
    expect((await saved('limit=100')).titles).not.toContain('Soon hidden');
    const before = await savedRows();
    expect((await unsave(job._id)).status).toBe(404);
    expect(await savedRows()).toBe(before - 1);
  });

  it('needs a token', async () => {
    expect((await fetch(`${server.baseUrl}/api/jobs/saved`)).status).toBe(401);
    const job = await publishedJob(server.baseUrl, founder.accessToken, slug);
    expect((await fetch(`${server.baseUrl}/api/jobs/${job._id}/save`, { method: 'PUT' })).status).toBe(401);
  });
});
