import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { getJson } from '../../testing/content';
import { publishedJob, sendJson } from '../../testing/jobs';
import { createStartup } from '../../testing/startups';

let server: ApiTestServer;
let founder: TestAccount;
let seeker: TestAccount;
let jobs: Record<string, { _id: string }>;

const setProfile = (userId: string, profile: Record<string, unknown>) =>
  server.db.updateTable('users').set({ profile: JSON.stringify(profile) }).where('id', '=', userId).execute();

async function forYou(token: string, query = ''): Promise<{ title: string; reason: string }[]> {
  const response = await getJson(server.baseUrl, `/api/jobs/for-you${query}`, token);
  expect(response.status).toBe(200);
  const body = await readJson(response);
  return body.data.map((entry: { job: { title: string }; reason: string }) => ({ title: entry.job.title, reason: entry.reason }));
}

beforeAll(async () => {
  server = await startApiTestServer();
  founder = await signUp(server.baseUrl, { role: 'Hustler' });
  seeker = await signUp(server.baseUrl, { role: 'Jobseeker' });
  const slug = (await readJson(await createStartup(server.baseUrl, founder.accessToken, { name: 'For You Startup' }))).startup.slug;
  const publish = (title: string, city: string, skills: string[]) => publishedJob(server.baseUrl, founder.accessToken, slug, { title, city, skills });
  jobs = {
    closed: await publish('Closed React job', 'Pune', ['React']),
    react: await publish('React engineer', 'Pune', ['React', 'Node.js', 'CSS']),
    go: await publish('Go engineer', 'Mumbai', ['Go']),
    frontend: await publish('Frontend developer', 'Delhi', ['Vue']),
    pune: await publish('Data analyst', 'Pune', ['Python']),
  };
  expect((await sendJson(server.baseUrl, 'POST', `/api/jobs/${jobs.closed!._id}/close`, { token: founder.accessToken })).status).toBe(200);
});

afterAll(async () => {
  await server.close();
});

describe('GET /api/jobs/for-you', () => {
  it('lists skill matches, then the desired role, then the city, then the newest, each with its reason', async () => {
    await setProfile(seeker.id, { Username: 'seeker', skills: ['react', ' Node.js '], desiredRole: 'Frontend', city: ' pune ' });
    expect(await forYou(seeker.accessToken)).toEqual([
      { title: 'React engineer', reason: 'Matches your skills: React, Node.js' },
      { title: 'Frontend developer', reason: 'Matches your desired role: Frontend' },
      { title: 'Data analyst', reason: 'In Pune' },
      { title: 'Go engineer', reason: 'New on StartupSetu' },
    ]);
    expect(await forYou(seeker.accessToken, '?limit=2')).toEqual([
      { title: 'React engineer', reason: 'Matches your skills: React, Node.js' },
      { title: 'Frontend developer', reason: 'Matches your desired role: Frontend' },
    ]);
  });

  it('answers the newest open jobs for an empty profile, and leaves out the caller’s own startup’s jobs', async () => {
    const newcomer = await signUp(server.baseUrl, { role: 'Investor' });
    expect(await forYou(newcomer.accessToken)).toEqual(
      ['Data analyst', 'Frontend developer', 'Go engineer', 'React engineer'].map((title) => ({ title, reason: 'New on StartupSetu' })),
    );
    await setProfile(founder.id, { skills: ['Rust', 'React'] });
    expect(await forYou(founder.accessToken)).toEqual([]);
    const rival = await signUp(server.baseUrl, { role: 'Hustler' });
    const rivalSlug = (await readJson(await createStartup(server.baseUrl, rival.accessToken, { name: 'Rival Startup' }))).startup.slug;
    await publishedJob(server.baseUrl, rival.accessToken, rivalSlug, { title: 'Rival Rust job', skills: ['Rust'] });
    expect(await forYou(founder.accessToken)).toEqual([{ title: 'Rival Rust job', reason: 'Matches your skills: Rust' }]);
  });

  it('answers each job as the board does, and refuses the signed out and a bad limit', async () => {
    const response = await getJson(server.baseUrl, '/api/jobs/for-you?limit=1', seeker.accessToken);
    const [entry] = (await readJson(response)).data;
    expect(entry.job).toMatchObject({ _id: jobs.react!._id, status: 'published', startup: { name: 'For You Startup' }, viewer: { isMember: false, saved: false } });
    expect(entry.reason).toBe('Matches your skills: React, Node.js');
    expect((await getJson(server.baseUrl, '/api/jobs/for-you')).status).toBe(401);
    const bad = await getJson(server.baseUrl, '/api/jobs/for-you?limit=0', seeker.accessToken);
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).success).toBe(false);
  });
});
