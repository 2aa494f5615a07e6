import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  postJson,
  readJson,
  signUp,
  startApiTestServer,
  type ApiTestServer,
  type TestAccount,
} from '../../testing/api-test-server';
import { getJson, seedBlog, seedVideo } from '../../testing/content';
import { sendForm } from '../../testing/form-uploads';

let server: ApiTestServer;
let uploader: TestAccount;
let viewer: TestAccount;

beforeAll(async () => {
  server = await startApiTestServer();
  uploader = await signUp(server.baseUrl, { role: 'Hustler' });
  viewer = await signUp(server.baseUrl, { role: 'Investor' });
  await sendForm(server.baseUrl, '/api/userprofile/Hustler', [['Username', 'Asha'], ['phoneno', '98765']], {
    token: uploader.accessToken,
  });
});

afterAll(async () => {
  await server.close();
});

const like = (token: string, body: Record<string, unknown>) =>
  postJson(server.baseUrl, '/api/videos/like', body, bearer(token));

async function allPages(path: string, token: string, between: () => Promise<unknown> = async () => {}) {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const response = await getJson(server.baseUrl, `${path}${separator}limit=2${cursor ? `&cursor=${cursor}` : ''}`, token);
    expect(response.status).toBe(200);
    const body = await readJson(response);
    const items = path.includes('Dashcontent') ? body.data.videos : body.data;
    ids.push(...items.map((item: { _id: string }) => item._id));
    cursor = body.nextCursor;
    await between();
  } while (cursor);
  return ids;
}

describe('POST /api/videos/like', () => {
  it('sets the like idempotently and answers the fresh count', async () => {
    const videoId = await seedVideo(server.db, uploader.id);
    expect(await readJson(await like(viewer.accessToken, { videoId }))).toEqual({ success: true, likes: 1, userHasLiked: true });
    expect(await readJson(await like(viewer.accessToken, { videoId, liked: true }))).toEqual({
      success: true,
      likes: 1,
      userHasLiked: true,
    });
    expect(await readJson(await like(uploader.accessToken, { videoId }))).toMatchObject({ likes: 2 });
    expect(await readJson(await like(viewer.accessToken, { videoId, liked: false }))).toEqual({
      success: true,
      likes: 1,
      userHasLiked: false,
    });
    expect(await readJson(await like(viewer.accessToken, { videoId, liked: false }))).toMatchObject({ likes: 1 });
    expect(await readJson(await like(uploader.accessToken, { videoId, liked: false }))).toMatchObject({ likes: 0 });
  });

  it('counts concurrent likes by one user once', async () => {
    const videoId = await seedVideo(server.db, uploader.id);
    const responses = await Promise.all(Array.from({ length: 12 }, () => like(viewer.accessToken, { videoId })));
    expect(responses.map((response) => response.status)).toEqual(Array(12).fill(200));
    const rows = await server.db.selectFrom('video_likes').selectAll().where('video_id', '=', videoId).execute();
    expect(rows).toHaveLength(1);
    expect(await readJson(await like(viewer.accessToken, { videoId }))).toMatchObject({ likes: 1 });
  });

  it.each([
    ['an unknown video', { videoId: '0190aabbccddeeff0011223344' }],
    ['an id that is no id', { videoId: 'nope; drop table videos' }],
  ])('answers 404 for %s', async (_case, body) => {
    const response = await like(viewer.accessToken, body);
    expect(response.status).toBe(404);
    expect(await readJson(response)).toEqual({ success: false, message: 'Video not found', error: 'Video not found' });
  });

  it.each([
    ['no videoId', {}, 'videoId is required'],
    ['a liked that is not a boolean', { videoId: 'abc', liked: 'yes' }, 'liked must be true or false'],
  ])('answers 400 for %s', async (_case, body, message) => {
    const response = await like(viewer.accessToken, body);
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ message, error: message });
  });

  it('needs a token', async () => {
    const videoId = await seedVideo(server.db, uploader.id);
    expect((await postJson(server.baseUrl, '/api/videos/like', { videoId })).status).toBe(401);
  });
});

describe('GET /api/userprofile/getvideos', () => {
  it('lists newest first with uploader, like and comment counts and the caller’s own like', async () => {
    const older = await seedVideo(server.db, uploader.id, 'Older');
    const newer = await seedVideo(server.db, uploader.id, 'Newer');
    await like(viewer.accessToken, { videoId: older });
    await like(uploader.accessToken, { videoId: older });
    for (const text of ['First', 'Second']) {
      expect((await postJson(server.baseUrl, '/api/videos/comments', { videoId: older, text }, bearer(viewer.accessToken))).status).toBe(201);
    }

    const body = await readJson(await getJson(server.baseUrl, '/api/userprofile/getvideos?limit=2', viewer.accessToken));
    expect(body).toMatchObject({ success: true, message: expect.any(String), nextCursor: older });
    expect(body.data.map((video: { _id: string }) => video._id)).toEqual([newer, older]);
    expect(body.data[1]).toEqual({
      _id: older,
      title: 'Older',
      description: '',
      videoUrl: expect.stringMatching(/^\/media\/seeded\d+\.mp4$/),
      posterUrl: null,
      likes: 2,
      userHasLiked: true,
      commentCount: 2,
      createdAt: expect.any(String),
      uploadedBy: {
        _id: uploader.id,
        verified: false,
        profiledetails: { Username: 'Asha', profilePic: null },
      },
    });
    expect(body.data[0]).toMatchObject({ likes: 0, userHasLiked: false, commentCount: 0 });

    const forUploader = await readJson(await getJson(server.baseUrl, '/api/userprofile/getvideos?limit=2', uploader.accessToken));
    expect(forUploader.data[1]).toMatchObject({ likes: 2, userHasLiked: true });
  });

  it('pages without duplicates or gaps while new videos arrive between requests', async () => {
    for (let i = 0; i < 5; i += 1) await seedVideo(server.db, uploader.id);
    const existing = (await server.db.selectFrom('videos').select('id').orderBy('id', 'desc').execute()).map((r) => r.id);
    const ids = await allPages('/api/userprofile/getvideos', viewer.accessToken, () => seedVideo(server.db, uploader.id));
    expect(ids).toEqual(existing);
  });

  it('never shows emails, password hashes, phone numbers or the role-private profile', async () => {
    const text = await (await getJson(server.baseUrl, '/api/userprofile/getvideos?limit=100', viewer.accessToken)).text();
    const { password_hash } = await server.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', uploader.id)
      .executeTakeFirstOrThrow();
    expect(text).toContain(uploader.id);
    expect(text).not.toContain(uploader.email);
    expect(text).not.toContain(password_hash);
    expect(text).not.toMatch(/password|phoneno|98765/);
  });

  it('needs a token and refuses a malformed cursor', async () => {
    expect((await getJson(server.baseUrl, '/api/userprofile/getvideos')).status).toBe(401);
    expect((await getJson(server.baseUrl, '/api/userprofile/getvideos?cursor=x%27', viewer.accessToken)).status).toBe(400);
    expect((await getJson(server.baseUrl, '/api/userprofile/getvideos?limit=101', viewer.accessToken)).status).toBe(400);
  });
});

describe('an uploader with a badge', () => {
  it('is shown with what was proven beside their videos, and as verified', async () => {
    const investor = await signUp(server.baseUrl, { role: 'Hustler' });
    const badge = { kind: 'investor', label: 'Verified investor · SEBI-registered' };
    await server.db.updateTable('users').set({ badges: JSON.stringify([badge]) }).where('id', '=', investor.id).execute();
    const video = await seedVideo(server.db, investor.id, 'Badged');
    const body = await readJson(await getJson(server.baseUrl, '/api/userprofile/getvideos?limit=100', viewer.accessToken));
    const shown = body.data.find((item: { _id: string }) => item._id === video);
    expect(shown.uploadedBy).toMatchObject({ _id: investor.id, verified: true, badges: [badge] });
  });
});

describe('GET /api/userprofile/Dashcontent', () => {
  it('pages the videos and adds the newest 5 blogs (no talks) on the first page only', async () => {
    const blogs: string[] = [];
    for (let i = 0; i < 6; i += 1) blogs.push(await seedBlog(server.db, uploader.id));
    await seedBlog(server.db, uploader.id, 'talk');

    const first = await readJson(await getJson(server.baseUrl, '/api/userprofile/Dashcontent?limit=2', viewer.accessToken));
    expect(first).toMatchObject({ success: true, message: 'Dashboard content', nextCursor: expect.any(String) });
    expect(first.data.videos).toHaveLength(2);
    expect(first.data.blogs.map((blog: { _id: string }) => blog._id)).toEqual(blogs.slice(1).reverse());
    expect(first.data.blogs[0]).toMatchObject({ kind: 'blog', comments: [], uploadedBy: { _id: uploader.id } });

    const second = await readJson(
      await getJson(server.baseUrl, `/api/userprofile/Dashcontent?limit=2&cursor=${first.nextCursor}`, viewer.accessToken),
    );
    expect(second.data.blogs).toEqual([]);
    expect(second.data.videos[0]._id < first.nextCursor).toBe(true);

    const existing = (await server.db.selectFrom('videos').select('id').orderBy('id', 'desc').execute()).map((r) => r.id);
    expect(await allPages('/api/userprofile/Dashcontent', viewer.accessToken)).toEqual(existing);
  });

  it('needs a token', async () => {
    expect((await getJson(server.baseUrl, '/api/userprofile/Dashcontent')).status).toBe(401);
  });
});
