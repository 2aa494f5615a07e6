import { hiddenRow, reportRow } from '@startupsetu/server-core/testing/safety-rows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { getJson } from '../../testing/content';
import { createJob, publishedJob, sendJson } from '../../testing/jobs';
import { createStartup } from '../../testing/startups';

let server: ApiTestServer;
let founder: TestAccount;
let seeker: TestAccount;
let slug: string;
const ids: Record<string, string> = {};

const START = Date.parse('2031-06-01T09:00:00.000Z');
const MINUTE_MS = 60_000;

// Published a minute apart in this order, so the board lists them newest first: 5, 4, 3, 2, 1.
const JOBS: [string, Record<string, unknown>][] = [
  ['1', { title: 'Frontend Developer', kind: 'full-time', workplace: 'onsite', city: 'Bengaluru', ctcMin: 800_000, ctcMax: 1_200_000, skills: ['React', 'TypeScript'] }],
  ['2', { title: 'Data Analyst', kind: 'full-time', workplace: 'remote', city: 'Pune', ctcMin: 500_000, ctcMax: 700_000, skills: ['SQL', 'Python'] }],
  ['3', { title: 'Product Design Intern', kind: 'internship', workplace: 'hybrid', city: 'Bengaluru', ctcMin: null, ctcMax: null, stipend: 25_000, skills: ['Figma'] }],
  ['4', { title: 'Platform Engineer', kind: 'contract', workplace: 'remote', city: 'Mumbai', ctcMin: 3_000_000, ctcMax: 4_500_000, skills: ['Go', 'Kubernetes', 'PostgreSQL'] }],
  ['5', { title: 'Backend Engineer', kind: 'full-time', workplace: 'hybrid', city: ' bengaluru', ctcMin: 1_500_000, ctcMax: null, skills: ['Node.js', 'postgresql'] }],
];

beforeAll(async () => {
  server = await startApiTestServer();
  founder = await signUp(server.baseUrl, { role: 'Hustler' });
  seeker = await signUp(server.baseUrl, { role: 'Jobseeker' });
  slug = (await readJson(await createStartup(server.baseUrl, founder.accessToken, { name: 'Board Startup' }))).startup.slug;
  let minute = 0;
  server.app.jobsClock.now = () => new Date(START + minute * MINUTE_MS);
  for (const [key, fields] of JOBS) {
    ids[key] = (await publishedJob(server.baseUrl, founder.accessToken, slug, fields))._id;
    minute += 1;
  }
  ids.draft = (await readJson(await createJob(server.baseUrl, founder.accessToken, slug, { title: 'Draft Engineer' }))).job._id;
  ids.closed = (await publishedJob(server.baseUrl, founder.accessToken, slug, { title: 'Closed Engineer' }))._id;
  expect((await sendJson(server.baseUrl, 'POST', `/api/jobs/${ids.closed}/close`, { token: founder.accessToken })).status).toBe(200);
  minute = 10;
});

afterAll(async () => {
  await server.close();
});

const keyOf = (id: string) => Object.entries(ids).find(([, value]) => value === id)?.[0] ?? id;
async function board(query: string, token?: string): Promise<{ keys: string[]; nextCursor: string | null; status: number; body: any }> {
  const response = await getJson(server.baseUrl, `/api/jobs?${query}`, token);
  const body = await readJson(response);
  return { status: response.status, body, keys: (body.data ?? []).map((job: { _id: string }) => keyOf(job._id)), nextCursor: body.nextCursor ?? null };
}

/** Every page of a query, `limit` at a time. */
async function pages(query: string, limit: number): Promise<string[][]> {
  const all: string[][] = [];
  let cursor: string | null = null;
  do {
    const page = await board(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    all.push(page.keys);
    cursor = page.nextCursor;
  } while (cursor && all.length < 10);
  return all;
}

describe('GET /api/jobs', () => {
  it('lists open jobs newest published first, signed out too; drafts and closed jobs are not listed', async () => {
    expect((await board('')).keys).toEqual(['5', '4', '3', '2', '1']);
    expect((await board('', seeker.accessToken)).keys).toEqual(['5', '4', '3', '2', '1']);
  });

  it.each([
    ['city=BENGALURU', ['5', '3', '1']],
    ['workplace=remote', ['4', '2']],
    ['kind=internship', ['3']],
    ['city=bengaluru&workplace=hybrid', ['5', '3']],
    ['workplace=remote&kind=contract', ['4']],
    ['kind=full-time&city=Pune', ['2']],
    ['city=bengaluru&workplace=onsite&kind=full-time', ['1']],
    ['city=Delhi', []],
  ])('filters by city (any case), workplace and kind: %s', async (query, expected) => {
    expect((await board(query)).keys).toEqual(expected);
  });

  it.each([
    ['skills=postgresql', ['5', '4']],
    ['skills=React,figma', ['3', '1']],
    ['skills=%20SQL%20,,rust', ['2']],
    ['skills=postgresql&city=bengaluru', ['5']],
    ['skills=figma&kind=full-time', []],
  ])('skills match jobs needing ANY of them (any case): %s', async (query, expected) => {
    expect((await board(query)).keys).toEqual(expected);
  });

  it.each([
    ['minCtc=0', ['5', '4', '2', '1']],
    ['minCtc=1000000', ['5', '4', '1']],
    ['minCtc=1200000', ['5', '4', '1']],
    ['minCtc=1200001', ['5', '4']],
    ['minCtc=2000000', ['4']],
    ['minCtc=50000000', []],
    ['minCtc=1000000&city=bengaluru', ['5', '1']],
    ['minCtc=2000000&skills=postgresql', ['4']],
    ['minCtc=500000&workplace=remote&q=analyst', ['2']],
  ])('minCtc keeps jobs whose top CTC (ctcMax, else ctcMin) reaches it: %s', async (query, expected) => {
    expect((await board(query)).keys).toEqual(expected);
  });

  it.each([
    ['q=ENGINEER', ['5', '4']],
    ['q=figma', ['3']],
    ['q=de', ['5', '3', '1']],
    ['q=engineer&workplace=remote', ['4']],
    ['q=50%25', []],
    ['q=no-such-role', []],
  ])('searches titles and skills as a substring: %s', async (query, expected) => {
    expect((await board(query)).keys).toEqual(expected);
  });

  it('pages through with nextCursor, on every kind of walk', async () => {
    expect(await pages('', 2)).toEqual([['5', '4'], ['3', '2'], ['1']]);
    expect(await pages('skills=postgresql,react,figma', 2)).toEqual([['5', '4'], ['3', '1']]);
    expect(await pages('minCtc=0', 1)).toEqual([['5'], ['4'], ['2'], ['1']]);
    expect(await pages('q=engineer', 1)).toEqual([['5'], ['4']]);
    expect(await pages('city=bengaluru', 2)).toEqual([['5', '3'], ['1']]);
  });

  it('leaves out a hidden job for everyone and a reported one for its reporter', async () => {
    const other = await signUp(server.baseUrl, { role: 'Jobseeker' });
    const hidden = await publishedJob(server.baseUrl, founder.accessToken, slug, { title: 'Hidden Marketer' });
    const reported = await publishedJob(server.baseUrl, founder.accessToken, slug, { title: 'Reported Marketer' });
    await hiddenRow(server.db, 'job', hidden._id);
    await reportRow(server.db, seeker.id, 'job', reported._id);
    expect((await board('q=marketer', seeker.accessToken)).keys).toEqual([]);
    expect((await board('q=marketer', other.accessToken)).keys).toEqual([reported._id]);
    expect((await board('q=marketer&skills=node.js,react', other.accessToken)).keys).toEqual([reported._id]);
    expect((await getJson(server.baseUrl, `/api/jobs/${hidden._id}`, other.accessToken)).status).toBe(404);
    expect((await getJson(server.baseUrl, `/api/jobs/${hidden._id}`, founder.accessToken)).status).toBe(200);
  });

  it.each([
    ['skills', `skills=${Array.from({ length: 16 }, (_, i) => `s${i}`).join(',')}`, 'skills must name at most 15 skills'],
    ['minCtc', 'minCtc=-1', 'minCtc must be at least 0'],
    ['workplace', 'workplace=moon', 'workplace must be one of onsite, hybrid, remote'],
    ['cursor', 'cursor=NOT-HEX', 'cursor is not in the expected format'],
  ])('refuses a bad %s with a 400 naming it', async (field, query, message) => {
    const { status, body } = await board(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message, field });
  });
});

describe('GET /api/startups/:slug/jobs', () => {
  const list = async (query: string, token?: string) => {
    const response = await getJson(server.baseUrl, `/api/startups/${slug}/jobs?${query}`, token);
    expect(response.status).toBe(200);
    const body = await readJson(response);
    return { keys: body.data.map((job: { _id: string }) => keyOf(job._id)), nextCursor: body.nextCursor, statuses: body.data.map((job: { status: string }) => job.status) };
  };

  it('shows everyone its open jobs as the board lists them, a page at a time', async () => {
    // Every job on the board is this startup's.
    const open = (await board('limit=100')).keys;
    expect(open).toEqual(expect.arrayContaining(['5', '4', '3', '2', '1']));
    expect((await list('limit=100')).keys).toEqual(open);
    const first = await list('limit=3');
    const rest = await list(`limit=100&cursor=${first.nextCursor}`);
    expect([...first.keys, ...rest.keys]).toEqual(open);
    expect(rest.nextCursor).toBeNull();
    expect((await list('limit=100', seeker.accessToken)).statuses.every((status: string) => status === 'published')).toBe(true);
  });

  it('shows its active members drafts and closed jobs too, newest made first', async () => {
    const { keys } = await list('limit=100', founder.accessToken);
    expect(keys).toEqual(expect.arrayContaining(['draft', 'closed', '1', '5']));
    expect(keys.indexOf('closed')).toBeLessThan(keys.indexOf('draft'));
    expect(keys.indexOf('draft')).toBeLessThan(keys.indexOf('5'));
    expect(keys.indexOf('5')).toBeLessThan(keys.indexOf('1'));
    const paged = await list('limit=2', founder.accessToken);
    expect((await list(`limit=100&cursor=${paged.nextCursor}`, founder.accessToken)).keys).toEqual(keys.slice(2));
  });

  it('answers 404 for an unknown startup', async () => {
    expect((await getJson(server.baseUrl, '/api/startups/no-such-startup/jobs')).status).toBe(404);
  });
});
