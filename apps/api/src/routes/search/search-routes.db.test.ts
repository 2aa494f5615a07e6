import { WINDOW } from '@startupsetu/server-core/db/text-search';
import { blockRow, hiddenRow } from '@startupsetu/server-core/testing/safety-rows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { seedBlog, seedVideo } from '../../testing/content';
import { sendForm } from '../../testing/form-uploads';
import { insertVideos } from '../videos/videos-repository';

// GET /api/search (DESIGN §6.8): people by name, videos, blogs and talks by title, as the caller may see them.

let server: ApiTestServer;
let me: TestAccount;
let maker: TestAccount;
let blocker: TestAccount;
let blockedByMe: TestAccount;

async function named(account: TestAccount, name: string) {
  const response = await sendForm(server.baseUrl, '/api/userprofile/Hustler', [['Username', name]], { token: account.accessToken });
  expect(response.status).toBe(200);
}

async function search(query: string, account = me) {
  const response = await fetch(`${server.baseUrl}/api/search?${query}`, { headers: bearer(account.accessToken) });
  return { status: response.status, body: (await response.json()) as any };
}

const titles = (hits: { title: string }[]) => hits.map((hit) => hit.title);

beforeAll(async () => {
  server = await startApiTestServer();
  me = await signUp(server.baseUrl, { role: 'Investor', email: 'me@search.example.com' });
  maker = await signUp(server.baseUrl, { role: 'Hustler', email: 'maker@search.example.com' });
  blocker = await signUp(server.baseUrl, { role: 'Hustler', email: 'blocker@search.example.com' });
  blockedByMe = await signUp(server.baseUrl, { role: 'Hustler', email: 'blocked@search.example.com' });
  await named(maker, 'Kavya Quasar');
  await named(blocker, 'Rohan Quasar');
  await named(blockedByMe, 'Meera Quasar');
  await blockRow(server.db, blocker.id, me.id);
  await blockRow(server.db, me.id, blockedByMe.id);
});

afterAll(async () => {
  await server.close();
});

describe('GET /api/search', () => {
  it('answers a few of each kind whose name or title holds the text, in any case, newest first', async () => {
    await seedVideo(server.db, maker.id, 'Quasar pitch deck');
    await seedVideo(server.db, maker.id, 'Unrelated demo');
    await seedBlog(server.db, maker.id, 'blog', 'How QUASAR raised its seed');
    await seedBlog(server.db, maker.id, 'talk', 'Ask me about quasar pricing');
    const { status, body } = await search('q=quasar');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.people.map((person: any) => person.profiledetails.Username)).toEqual(['Kavya Quasar']);
    expect(body.people[0]).not.toHaveProperty('email');
    expect(titles(body.videos)).toEqual(['Quasar pitch deck']);
    expect(body.videos[0].uploadedBy._id).toBe(maker.id);
    expect(titles(body.blogs)).toEqual(['How QUASAR raised its seed']);
    expect(titles(body.talks)).toEqual(['Ask me about quasar pricing']);
    expect(body.nextCursors).toEqual({ people: null, videos: null, blogs: null, talks: null });
  });

  it('never shows people blocked either way nor their content, nor removed content', async () => {
    await seedVideo(server.db, blocker.id, 'Nebula by the blocker');
    await seedVideo(server.db, blockedByMe.id, 'Nebula by the blocked');
    const removed = await seedBlog(server.db, maker.id, 'blog', 'Nebula notes, removed');
    await hiddenRow(server.db, 'blog', removed);
    const removedTalk = await seedBlog(server.db, maker.id, 'talk', 'Nebula talk, removed');
    await hiddenRow(server.db, 'talk', removedTalk);
    await seedVideo(server.db, maker.id, 'Nebula kept');
    const { body } = await search('q=nebula');
    expect(titles(body.videos)).toEqual(['Nebula kept']);
    expect(body.blogs).toEqual([]);
    expect(body.talks).toEqual([]);
    expect((await search('q=quasar')).body.people.map((person: any) => person._id)).toEqual([maker.id]);
    // The blocker does not find the one they blocked either.
    expect((await search('q=Kavya', blocker)).body.people).toHaveLength(1);
    expect((await search('q=quasar', blocker)).body.people.map((person: any) => person._id)).not.toContain(me.id);
  });

  it('pages one kind with its cursor, without repeats, until the last page', async () => {
    for (let i = 1; i <= 7; i += 1) await seedBlog(server.db, maker.id, 'talk', `Pulsar talk ${i}`);
    const first = await search('q=pulsar');
    expect(first.body.talks).toHaveLength(5);
    expect(first.body.nextCursors.talks).toEqual(expect.any(String));
    const seen: string[] = [];
    let cursor = '';
    for (let pages = 0; pages < 5; pages += 1) {
      const { status, body } = await search(`q=pulsar&kind=talks&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(status).toBe(200);
      expect(body.people).toEqual([]);
      expect(body.videos).toEqual([]);
      seen.push(...titles(body.talks));
      if (!body.nextCursors.talks) break;
      cursor = body.nextCursors.talks;
    }
    expect(seen).toEqual([7, 6, 5, 4, 3, 2, 1].map((i) => `Pulsar talk ${i}`));
  });

  it('finds a few matches among many rows through the title index, kept in step with edits', async () => {
    const filler = Array.from({ length: WINDOW + 50 }, (_, i) => ({
      userId: maker.id,
      title: `Filler ${i}`,
      description: '',
      videoFile: `filler${i}.mp4`,
      mimeType: 'video/mp4',
      sizeBytes: 0,
    }));
    const early = await seedVideo(server.db, maker.id, 'Magnetar early bird');
    await insertVideos(server.db, filler);
    expect(titles((await search('q=magnetar&kind=videos')).body.videos)).toEqual(['Magnetar early bird']);
    await server.db.updateTable('videos').set({ title: 'Renamed early bird' }).where('id', '=', early).execute();
    expect((await search('q=magnetar&kind=videos')).body.videos).toEqual([]);
    expect(titles((await search('q=renamed early&kind=videos')).body.videos)).toEqual(['Renamed early bird']);
    await server.db.deleteFrom('videos').where('id', '=', early).execute();
    expect((await search('q=renamed early&kind=videos')).body.videos).toEqual([]);
  });

  it('takes %, _ and quotes as text', async () => {
    await seedVideo(server.db, maker.id, '100% "real" growth_rate');
    expect(titles((await search(`q=${encodeURIComponent('% "real" growth_')}`)).body.videos)).toEqual(['100% "real" growth_rate']);
    expect((await search(`q=${encodeURIComponent('%%')}`)).body.videos).toEqual([]);
  });

  it('refuses an empty, blank, too long or missing text, an unknown kind and a bad cursor with a 400', async () => {
    for (const query of ['q=', 'q=%20%20%20', `q=${'a'.repeat(101)}`, '', 'q=x&kind=everything', 'q=x&cursor=NOT-AN-ID', 'q=x&limit=0']) {
      const { status, body } = await search(query);
      expect(status, query).toBe(400);
      expect(body.success).toBe(false);
      expect(body.message).toEqual(expect.any(String));
    }
    expect((await search(`q=${encodeURIComponent(` ${'a'.repeat(100)} `)}`)).status).toBe(200);
    expect((await search('q=Empty%20search')).body.message).toBeUndefined();
  });

  it('answers 401 without a session', async () => {
    const response = await fetch(`${server.baseUrl}/api/search?q=quasar`);
    expect(response.status).toBe(401);
  });
});
