import { JOB_KINDS, JOB_OPEN_DAYS } from '@startupsetu/server-core/contract/job-fields';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, readJson, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { getJson } from '../../testing/content';
import { createJob, jobBody, publishedJob, sendJson } from '../../testing/jobs';
import { createStartup } from '../../testing/startups';

let server: ApiTestServer;
let founder: TestAccount;
let member: TestAccount;
let invitee: TestAccount;
let outsider: TestAccount;
let slug: string;

const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await startApiTestServer();
  founder = await signUp(server.baseUrl, { role: 'Hustler' });
  member = await signUp(server.baseUrl, { role: 'Jobseeker' });
  invitee = await signUp(server.baseUrl, { role: 'Investor' });
  outsider = await signUp(server.baseUrl, { role: 'Jobseeker' });
  slug = (await readJson(await createStartup(server.baseUrl, founder.accessToken, { name: 'Krishi Setu' }))).startup.slug;
  for (const person of [member, invitee]) {
    const invited = await sendJson(server.baseUrl, 'POST', `/api/startups/${slug}/members`, { token: founder.accessToken, body: { userId: person.id, title: 'Engineer' } });
    expect(invited.status).toBe(201);
  }
  expect((await sendJson(server.baseUrl, 'PUT', `/api/startups/${slug}/members/me`, { token: member.accessToken, body: { action: 'accept' } })).status).toBe(200);
});

afterEach(() => {
  server.app.jobsClock.now = () => new Date();
});

afterAll(async () => {
  await server.close();
});

const jobCount = async () => (await server.db.selectFrom('jobs').select('id').execute()).length;
const act = (id: string, action: 'publish' | 'close' | 'renew', token = founder.accessToken) => sendJson(server.baseUrl, 'POST', `/api/jobs/${id}/${action}`, { token });
const edit = (id: string, body: unknown, token = founder.accessToken) => sendJson(server.baseUrl, 'PUT', `/api/jobs/${id}`, { token, body });
const read = (id: string, token?: string) => getJson(server.baseUrl, `/api/jobs/${id}`, token);
const draft = async (overrides: Record<string, unknown> = {}) => (await readJson(await createJob(server.baseUrl, founder.accessToken, slug, overrides))).job;

describe('POST /api/startups/:slug/jobs', () => {
  it('stores a draft with the startup, skills trimmed and once each, kind and workplace defaulted', async () => {
    const response = await createJob(server.baseUrl, founder.accessToken, slug, {
      kind: undefined,
      workplace: undefined,
      title: '  Backend Engineer ',
      skills: [' Node.js', 'node.js', 'PostgreSQL ', '  '],
    });
    expect(response.status).toBe(201);
    expect(await readJson(response)).toEqual({
      success: true,
      job: {
        _id: expect.stringMatching(/^[0-9a-f]{26}$/),
        status: 'draft',
        startup: { _id: expect.any(String), slug, name: 'Krishi Setu', logo: null, sector: 'Agritech', stage: 'preSeed', city: 'Pune' },
        title: 'Backend Engineer',
        kind: 'full-time',
        workplace: 'onsite',
        city: 'Bengaluru',
        ctcMin: 1_200_000,
        ctcMax: 1_800_000,
        stipend: null,
        esopMin: 0.1,
        esopMax: 0.5,
        experienceMin: 2,
        experienceMax: 5,
        skills: ['Node.js', 'PostgreSQL'],
        description: 'Build the APIs our farmers and buyers use every day.',
        publishedAt: null,
        closesAt: null,
        createdAt: expect.any(String),
        replyRate: null,
        viewer: { isMember: true, isAdmin: true, applicationId: null, applicationStatus: null, saved: false },
      },
    });
  });

  it('needs no more than a title for a draft', async () => {
    const response = await sendJson(server.baseUrl, 'POST', `/api/startups/${slug}/jobs`, { token: founder.accessToken, body: { title: 'Sketch' } });
    expect(response.status).toBe(201);
    expect((await readJson(response)).job).toMatchObject({ title: 'Sketch', city: '', description: '', skills: [], ctcMin: null, stipend: null });
  });

  it.each([
    ['title', { title: '   ' }, 'title must not be empty'],
    ['title', { title: undefined }, 'title is required'],
    ['kind', { kind: 'freelance' }, `kind must be one of ${JOB_KINDS.join(', ')}`],
    ['stipend', { stipend: 20_000, ctcMin: null, ctcMax: null }, 'A stipend is for internships only: give a CTC instead.'],
    ['ctcMin', { kind: 'internship', stipend: 20_000 }, 'An internship paid a stipend has no CTC: leave the CTC empty.'],
    ['ctcMin', { ctcMin: 2_000_000, ctcMax: 1_000_000 }, 'The minimum CTC must not be above the maximum.'],
    ['esopMin', { esopMin: 1, esopMax: 0.5 }, 'The minimum ESOPs must not be above the maximum.'],
    ['experienceMin', { experienceMin: 6, experienceMax: 3 }, 'The minimum experience must not be above the maximum.'],
    ['ctcMax', { ctcMax: 1.5 }, 'ctcMax must be a whole number or null'],
    ['esopMax', { esopMax: 101 }, 'esopMax must be at most 100'],
    ['skills', { skills: Array.from({ length: 16 }, (_, i) => `skill ${i}`) }, 'skills must have at most 15 items'],
    ['skills[1]', { skills: ['Go', 'x'.repeat(41)] }, 'skills[1] must be at most 40 characters long'],
    ['description', { description: 'x'.repeat(8001) }, 'description must be at most 8000 characters long'],
  ])('refuses a bad %s with a 400 naming it, storing nothing', async (field, overrides, message) => {
    const before = await jobCount();
    const response = await createJob(server.baseUrl, founder.accessToken, slug, overrides);
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ success: false, message, field });
    expect(await jobCount()).toBe(before);
  });

  it('is for the startup’s active admins: 404 for an unknown startup or an outsider, 403 for its other people, 401 signed out', async () => {
    const before = await jobCount();
    const unknown = await createJob(server.baseUrl, founder.accessToken, 'no-such-startup');
    expect(unknown.status).toBe(404);
    expect(await readJson(unknown)).toMatchObject({ message: 'Startup not found' });
    expect((await createJob(server.baseUrl, outsider.accessToken, slug)).status).toBe(404);
    for (const person of [member, invitee]) {
      const refused = await createJob(server.baseUrl, person.accessToken, slug);
      expect(refused.status).toBe(403);
      expect(await readJson(refused)).toMatchObject({ message: "Only the startup's admins can do this" });
    }
    expect((await sendJson(server.baseUrl, 'POST', `/api/startups/${slug}/jobs`, { body: jobBody() })).status).toBe(401);
    expect(await jobCount()).toBe(before);
  });

  it('a repeat with the same Idempotency-Key stores one job and answers the same', async () => {
    const before = await jobCount();
    const send = () => sendJson(server.baseUrl, 'POST', `/api/startups/${slug}/jobs`, { token: founder.accessToken, body: jobBody(), headers: { 'idempotency-key': 'job-create-1' } });
    const first = await readJson(await send());
    const again = await send();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await readJson(again)).job._id).toBe(first.job._id);
    expect(await jobCount()).toBe(before + 1);
  });
});

describe('the lifecycle: draft → published → closed → renewed', () => {
  it('publishes a complete draft for 30 days, refuses to publish it twice, closes and renews it', async () => {
    const job = await draft();
    const now = new Date('2031-03-01T10:00:00.000Z');
    server.app.jobsClock.now = () => now;
    const published = await act(job._id, 'publish');
    expect(published.status).toBe(200);
    const closesAt = new Date(now.getTime() + JOB_OPEN_DAYS * DAY_MS).toISOString();
    expect((await readJson(published)).job).toMatchObject({ status: 'published', publishedAt: now.toISOString(), closesAt });
    const twice = await act(job._id, 'publish');
    expect(twice.status).toBe(409);
    expect(await readJson(twice)).toMatchObject({ success: false, message: 'This job is already published' });

    const later = new Date(now.getTime() + 5 * DAY_MS);
    server.app.jobsClock.now = () => later;
    expect((await readJson(await act(job._id, 'close'))).job).toMatchObject({ status: 'closed', closesAt: later.toISOString() });
    expect((await readJson(await act(job._id, 'close'))).job.status).toBe('closed');
    expect((await act(job._id, 'publish')).status).toBe(409);
    // A closed job is still readable by anyone, as closed, and its admins may still edit it.
    expect((await readJson(await read(job._id))).job.status).toBe('closed');
    expect((await readJson(await edit(job._id, { title: 'Senior Backend Engineer' }))).job).toMatchObject({ status: 'closed', title: 'Senior Backend Engineer' });

    const renewed = await act(job._id, 'renew');
    expect(renewed.status).toBe(200);
    expect((await readJson(renewed)).job).toMatchObject({
      status: 'published',
      publishedAt: later.toISOString(),
      closesAt: new Date(later.getTime() + JOB_OPEN_DAYS * DAY_MS).toISOString(),
    });
  });

  it('publishing names what a draft lacks; a draft cannot be closed or renewed', async () => {
    const job = await draft({ city: undefined, ctcMin: undefined, ctcMax: undefined });
    const noCity = await act(job._id, 'publish');
    expect(noCity.status).toBe(400);
    expect(await readJson(noCity)).toMatchObject({ message: 'A job needs a city to be published.', field: 'city' });
    await edit(job._id, { city: 'Pune' });
    const noPay = await act(job._id, 'publish');
    expect(await readJson(noPay)).toMatchObject({ field: 'ctcMin', message: expect.stringContaining('needs pay') });
    for (const action of ['close', 'renew'] as const) {
      const refused = await act(job._id, action);
      expect(refused.status).toBe(409);
      expect(await readJson(refused)).toMatchObject({ message: 'This job is a draft: publish it first' });
    }
    expect((await readJson(await read(job._id, founder.accessToken))).job.status).toBe('draft');
  });

  it('a job closes itself 30 days after publishing: answered closed, renewed back to published', async () => {
    const job = await publishedJob(server.baseUrl, founder.accessToken, slug, { title: 'Self-closing role' });
    const inList = async () => (await readJson(await getJson(server.baseUrl, '/api/jobs?q=self-closing'))).data.map((j: { _id: string }) => j._id);
    expect(await inList()).toEqual([job._id]);
    const later = new Date(Date.now() + 31 * DAY_MS);
    server.app.jobsClock.now = () => later;
    expect((await readJson(await read(job._id))).job.status).toBe('closed');
    expect(await inList()).toEqual([]);
    const stored = await server.db.selectFrom('jobs').select('status').where('id', '=', job._id).executeTakeFirstOrThrow();
    expect(stored.status).toBe('published');

    expect((await readJson(await act(job._id, 'renew'))).job).toMatchObject({ status: 'published', closesAt: new Date(later.getTime() + JOB_OPEN_DAYS * DAY_MS).toISOString() });
    expect(await inList()).toEqual([job._id]);
  });
});

describe('PUT /api/jobs/:id', () => {
  it('changes what is sent and keeps the rest; null clears a number; the rules hold across the stored fields', async () => {
    const job = await draft();
    const changed = await edit(job._id, { kind: 'internship', stipend: 25_000, ctcMin: null, ctcMax: null, esopMin: null, esopMax: null, skills: ['React'] });
    expect(changed.status).toBe(200);
    expect((await readJson(changed)).job).toMatchObject({ kind: 'internship', stipend: 25_000, ctcMin: null, ctcMax: null, esopMin: null, skills: ['React'], title: 'Backend Engineer' });
    const backToFullTime = await edit(job._id, { kind: 'full-time' });
    expect(backToFullTime.status).toBe(400);
    expect(await readJson(backToFullTime)).toMatchObject({ field: 'stipend' });
  });

  it('a published job must stay publishable', async () => {
    const job = await publishedJob(server.baseUrl, founder.accessToken, slug);
    const blanked = await edit(job._id, { description: ' ' });
    expect(blanked.status).toBe(400);
    expect(await readJson(blanked)).toMatchObject({ field: 'description', message: 'A job needs a description to be published.' });
  });

  it('is for the startup’s active admins: 404 to outsiders and for unknown ids, 403 to its other people; nothing changes', async () => {
    const job = await publishedJob(server.baseUrl, founder.accessToken, slug);
    expect((await edit(job._id, { title: 'Taken over' }, outsider.accessToken)).status).toBe(404);
    expect((await edit('0000000000000000000000000a', { title: 'x' })).status).toBe(404);
    expect((await edit('not-an-id', { title: 'x' })).status).toBe(404);
    for (const person of [member, invitee]) {
      expect((await edit(job._id, { title: 'Taken over' }, person.accessToken)).status).toBe(403);
      for (const action of ['publish', 'close', 'renew'] as const) expect((await act(job._id, action, person.accessToken)).status).toBe(403);
    }
    for (const action of ['publish', 'close', 'renew'] as const) expect((await act(job._id, action, outsider.accessToken)).status).toBe(404);
    expect((await readJson(await read(job._id))).job).toMatchObject({ title: 'Backend Engineer', status: 'published' });
  });
});

describe('GET /api/jobs/:id', () => {
  it('a draft is readable by the startup’s active members only; 404 to others and signed out', async () => {
    const job = await draft();
    expect((await readJson(await read(job._id, member.accessToken))).job.viewer.isMember).toBe(true);
    for (const token of [outsider.accessToken, invitee.accessToken, undefined]) {
      const missing = await read(job._id, token);
      expect(missing.status).toBe(404);
      expect(await readJson(missing)).toMatchObject({ success: false, message: 'Job not found' });
    }
  });

  it('a published job is public; viewer says what the caller is to it', async () => {
    const job = await publishedJob(server.baseUrl, founder.accessToken, slug);
    expect((await readJson(await read(job._id))).job.viewer).toEqual({ isMember: false, isAdmin: false, applicationId: null, applicationStatus: null, saved: false });
    expect((await readJson(await read(job._id, outsider.accessToken))).job.viewer.isMember).toBe(false);
    expect((await readJson(await read(job._id, member.accessToken))).job.viewer.isMember).toBe(true);
    expect((await read('bad id', outsider.accessToken)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/api/jobs/${job._id}`, { headers: bearer('not-a-token') })).status).toBe(200);
  });
});

describe('viewer.isAdmin', () => {
  it('is true for the startup’s active admins only: a member who is not an admin, an invitee and an outsider get false, on a job and in a list', async () => {
    const job = await publishedJob(server.baseUrl, founder.accessToken, slug, { title: 'Who may manage this' });
    const viewerOf = async (token?: string) => (await readJson(await read(job._id, token))).job.viewer;
    expect(await viewerOf(founder.accessToken)).toMatchObject({ isMember: true, isAdmin: true });
    expect(await viewerOf(member.accessToken)).toMatchObject({ isMember: true, isAdmin: false });
    for (const token of [invitee.accessToken, outsider.accessToken, undefined]) expect(await viewerOf(token)).toMatchObject({ isMember: false, isAdmin: false });
    const listed = async (token: string) =>
      (await readJson(await getJson(server.baseUrl, `/api/startups/${slug}/jobs`, token))).data.find((j: { _id: string }) => j._id === job._id).viewer;
    expect(await listed(founder.accessToken)).toMatchObject({ isAdmin: true });
    expect(await listed(member.accessToken)).toMatchObject({ isMember: true, isAdmin: false });
  });
});
