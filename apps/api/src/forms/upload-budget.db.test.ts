import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../testing/api-test-server';
import { uploadVideo, videoFile } from '../testing/content';
import { listMediaDir, mp4Bytes, pngBytes, sendForm } from '../testing/form-uploads';

const MB = 1024 * 1024;
// These routes' clients read `error`, so it repeats the message.
const LIMIT_REACHED = {
  success: false,
  message: "You have reached today's upload limit of 2 MB. Try again tomorrow.",
  error: "You have reached today's upload limit of 2 MB. Try again tomorrow.",
};

let server: ApiTestServer;

beforeAll(async () => {
  server = await startApiTestServer({ env: { UPLOAD_QUOTA_MB_PER_DAY: '2' } });
});

afterAll(async () => {
  await server.close();
});

const upload = (account: TestAccount, bytes: number) =>
  uploadVideo(server.baseUrl, account.accessToken, { title: 'Pitch', video: videoFile(mp4Bytes(bytes)) });
const videosOf = async (account: TestAccount) =>
  (await server.db.selectFrom('videos').select('id').where('user_id', '=', account.id).execute()).length;

describe('the daily upload budget (UPLOAD_QUOTA_MB_PER_DAY)', () => {
  it('takes uploads up to the budget, then answers 429 with the reason, storing nothing more', async () => {
    const hustler = await signUp(server.baseUrl, { role: 'Hustler' });
    expect((await upload(hustler, 0.9 * MB)).status).toBe(201);
    expect((await upload(hustler, 0.9 * MB)).status).toBe(201);

    // 0.2 MB left: a file that would go over is cut, not stored.
    const filesBefore = await listMediaDir(server.config.mediaDir);
    const over = await upload(hustler, 0.5 * MB);
    expect(over.status).toBe(429);
    expect(await readJson(over)).toEqual(LIMIT_REACHED);
    expect(await listMediaDir(server.config.mediaDir)).toEqual(filesBefore);
    expect(await videosOf(hustler)).toBe(2);

    // What is left still takes a small file; once spent, even a tiny one is refused up front.
    expect((await upload(hustler, 0.15 * MB)).status).toBe(201);
    expect((await upload(hustler, 0.1 * MB)).status).toBe(429);
    expect(await videosOf(hustler)).toBe(3);
  });

  it('counts images too, and a spent budget refuses an image with the same reason', async () => {
    const writer = await signUp(server.baseUrl, { role: 'Hustler' });
    expect((await upload(writer, 1.95 * MB)).status).toBe(201);
    const blog = await sendForm(
      server.baseUrl,
      '/api/userprofile/addblog',
      [
        ['title', 'Bootstrapping'],
        ['summary', 'How'],
        ['content', 'Long story.'],
        ['image', { bytes: pngBytes(0.1 * MB), filename: 'cover.png', type: 'image/png' }],
      ],
      { token: writer.accessToken },
    );
    expect(blog.status).toBe(429);
    expect(await readJson(blog)).toEqual(LIMIT_REACHED);
  });

  it("is each user's own: another account still uploads", async () => {
    const spender = await signUp(server.baseUrl, { role: 'Hustler' });
    const other = await signUp(server.baseUrl, { role: 'Hustler' });
    expect((await upload(spender, 1.99 * MB)).status).toBe(201);
    expect((await upload(spender, 0.1 * MB)).status).toBe(429);
    expect((await upload(other, 0.1 * MB)).status).toBe(201);
  });

  it("starts again the next day (UTC): yesterday's bytes do not count", async () => {
    const hustler = await signUp(server.baseUrl, { role: 'Hustler' });
    await server.db.insertInto('upload_usage').values({ user_id: hustler.id, day: '2020-01-01', bytes: 10 * MB }).execute();
    expect((await upload(hustler, 0.1 * MB)).status).toBe(201);
  });
});
