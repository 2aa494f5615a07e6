import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { getJson } from '../../testing/content';
import { pngBytes, sendForm } from '../../testing/form-uploads';
import { createJob, publishedJob } from '../../testing/jobs';
import { createStartup, startupFields } from '../../testing/startups';

let server: ApiTestServer;
let founder: TestAccount;

beforeAll(async () => {
  server = await startApiTestServer();
  founder = await signUp(server.baseUrl, { role: 'Hustler' });
  await sendForm(server.baseUrl, '/api/userprofile/Hustler', [['Username', 'Asha Rao']], { token: founder.accessToken });
});

afterAll(async () => {
  await server.close();
});

const previewOf = (path: string) => getJson(server.baseUrl, `/api/link-previews?path=${encodeURIComponent(path)}`);

describe('GET /api/link-previews', () => {
  it("answers a startup's page, signed out, with its name, facts, team and logo", async () => {
    const created = await sendForm(
      server.baseUrl,
      '/api/startups',
      [
        ...startupFields({ name: 'Mandi Cool', oneLiner: 'Cold rooms for every mandi', sector: 'Agritech', stage: 'seed', city: 'Nashik' }),
        ['logo', { bytes: pngBytes(1200), filename: 'logo.png', type: 'image/png' }],
      ],
      { token: founder.accessToken },
    );
    const { startup } = (await readJson(created)) as { startup: { slug: string; logo: string } };

    const response = await previewOf(`/startups/${startup.slug}`);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({
      success: true,
      preview: {
        title: 'Mandi Cool',
        description: 'Cold rooms for every mandi · Agritech · Seed · Nashik · Team: Asha Rao (Founder)',
        image: startup.logo,
      },
    });
  });

  it("answers a published job's page with its title, startup, pay and place, says when it has closed, and has none for a draft", async () => {
    const { startup } = (await readJson(await createStartup(server.baseUrl, founder.accessToken, { name: 'Kisan Pay' }))) as { startup: { slug: string } };
    const job = await publishedJob(server.baseUrl, founder.accessToken, startup.slug, { title: 'Android Intern', kind: 'internship', workplace: 'onsite', city: 'Pune', ctcMin: undefined, ctcMax: undefined, stipend: 25_000, esopMin: undefined, esopMax: undefined, experienceMin: 0, experienceMax: 0 });
    expect(await readJson(await previewOf(`/jobs/${job._id}`))).toEqual({
      success: true,
      preview: { title: 'Android Intern at Kisan Pay', description: '₹25,000/month · Internship · On-site, Pune · Fresher', image: null },
    });

    server.app.jobsClock.now = () => new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
    try {
      expect(await readJson(await previewOf(`/jobs/${job._id}`))).toMatchObject({ preview: { description: expect.stringMatching(/^Closed · ₹25,000\/month/) } });
    } finally {
      server.app.jobsClock.now = () => new Date();
    }

    const draft = (await readJson(await createJob(server.baseUrl, founder.accessToken, startup.slug))) as { job: { _id: string } };
    expect((await previewOf(`/jobs/${draft.job._id}`)).status).toBe(404);
  });

  it('answers 404 for a path that shows no item, and for an unknown startup', async () => {
    await createStartup(server.baseUrl, founder.accessToken, { name: 'Known One' });
    for (const path of ['/startups/nobody-here', '/videos', '/startups/%E0%A4', '/startups/a/b', '/jobs/saved', '/jobs/01hzzzzzzzzzzzzzzzzzzzzzzz']) {
      const response = await previewOf(path);
      expect(response.status, path).toBe(404);
      expect(await readJson(response)).toMatchObject({ success: false, message: 'This page has no preview' });
    }
  });

  it('refuses a path that is not one (400)', async () => {
    for (const path of ['', 'startups/x', `/${'x'.repeat(400)}`]) {
      const response = await getJson(server.baseUrl, `/api/link-previews?path=${encodeURIComponent(path)}`);
      expect(response.status, path).toBe(400);
    }
    expect((await getJson(server.baseUrl, '/api/link-previews')).status).toBe(400);
  });
});
