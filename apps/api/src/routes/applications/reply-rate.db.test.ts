import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { apply, moveTo, withdraw } from '../../testing/applications';
import { getJson } from '../../testing/content';
import { publishedJob } from '../../testing/jobs';
import { createStartup } from '../../testing/startups';

// A job shows its startup's reply rate (DESIGN §7.3): the share of its applications answered
// (moved out of 'applied') within 14 days, once 5 are settled — answered, or unanswered when their
// 14 days ended. Time is the jobs clock, moved forward here as the days pass.

let server: ApiTestServer;
let founder: TestAccount;
let slug: string;
let job: any;
let otherJob: any;
const t0 = Date.now();
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await startApiTestServer();
  founder = await signUp(server.baseUrl, { role: 'Hustler' });
  slug = (await readJson(await createStartup(server.baseUrl, founder.accessToken, { name: 'Reply Rate Labs' }))).startup.slug;
  job = await publishedJob(server.baseUrl, founder.accessToken, slug);
  otherJob = await publishedJob(server.baseUrl, founder.accessToken, slug, { title: 'Designer' });
});

afterAll(async () => {
  await server.close();
});

const atDay = (day: number) => {
  server.app.jobsClock.now = () => new Date(t0 + day * DAY_MS);
};

async function replyRate(jobId = job._id) {
  return (await readJson(await getJson(server.baseUrl, `/api/jobs/${jobId}`))).job.replyRate;
}

async function newApplication(jobId = job._id): Promise<{ id: string; seeker: TestAccount }> {
  const seeker = await signUp(server.baseUrl, { role: 'Jobseeker' });
  const response = await apply(server.baseUrl, seeker.accessToken, jobId);
  expect(response.status).toBe(201);
  return { id: (await readJson(response)).application._id, seeker };
}

const answer = async (id: string, status = 'shortlisted') => expect((await moveTo(server.baseUrl, founder.accessToken, id, { status, ...(status === 'rejected' ? { reason: 'filled' } : {}) })).status).toBe(200);

describe("a startup's reply rate", () => {
  it('appears once 5 applications are settled, and counts those answered within 14 days', async () => {
    atDay(0);
    const applications = [];
    for (let i = 0; i < 6; i += 1) applications.push(await newApplication(i < 4 ? job._id : otherJob._id));
    expect(await replyRate()).toBeNull();
    // Answered: settled at once (a rejection is an answer too).
    atDay(1);
    for (const { id } of applications.slice(0, 3)) await answer(id);
    await answer(applications[3]!.id, 'rejected');
    // 4 settled, 2 still inside their window.
    expect(await replyRate()).toBeNull();
    await answer(applications[4]!.id, 'interviewing');
    expect(await replyRate()).toEqual({ answered: 5, total: 5 });
    // The startup's rate, on each of its jobs, and on the board.
    expect(await replyRate(otherJob._id)).toEqual({ answered: 5, total: 5 });
    const board = (await readJson(await getJson(server.baseUrl, '/api/jobs?limit=100'))).data;
    expect(board.find((listed: any) => listed._id === job._id).replyRate).toEqual({ answered: 5, total: 5 });

    // The sixth is still waiting at day 13; its window ends unanswered at day 14.
    atDay(13.9);
    expect(await replyRate()).toEqual({ answered: 5, total: 5 });
    atDay(14.1);
    expect(await replyRate()).toEqual({ answered: 5, total: 6 });
    // Answered late: still not in time.
    await answer(applications[5]!.id);
    expect(await replyRate()).toEqual({ answered: 5, total: 6 });
  });

  it('counts a withdrawal only once its window had ended unanswered; moves after the first answer change nothing', async () => {
    atDay(15);
    const early = await newApplication();
    const late = await newApplication();
    const answered = await newApplication();
    atDay(16);
    expect((await withdraw(server.baseUrl, early.seeker.accessToken, early.id)).status).toBe(200);
    await answer(answered.id);
    await answer(answered.id, 'applied');
    await answer(answered.id, 'interviewing');
    expect(await replyRate()).toEqual({ answered: 6, total: 7 });
    atDay(29.5);
    expect((await withdraw(server.baseUrl, late.seeker.accessToken, late.id)).status).toBe(200);
    // The early withdrawal was owed no reply; the late one was, and went unanswered.
    expect(await replyRate()).toEqual({ answered: 6, total: 8 });
  });

  it('is null for a startup without applications', async () => {
    const other = await signUp(server.baseUrl, { role: 'Hustler' });
    const otherSlug = (await readJson(await createStartup(server.baseUrl, other.accessToken, { name: 'Quiet Co' }))).startup.slug;
    server.app.jobsClock.now = () => new Date();
    const quiet = await publishedJob(server.baseUrl, other.accessToken, otherSlug);
    expect(await replyRate(quiet._id)).toBeNull();
  });
});
