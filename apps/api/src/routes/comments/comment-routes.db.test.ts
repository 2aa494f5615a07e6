import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  postJson,
  readJson,
  signUp,
  startApiTestServer,
  type ApiTestServer,
  type TestAccount,
} from '../../testing/api-test-server';
import { getJson, seedVideo } from '../../testing/content';
import { sendForm } from '../../testing/form-uploads';
import { collect, nextEvent, socketPool } from '../../testing/sockets';

let server: ApiTestServer;
let author: TestAccount;
let nameless: TestAccount;
let videoId: string;
const sockets = socketPool(() => server.baseUrl);

beforeAll(async () => {
  server = await startApiTestServer();
  author = await signUp(server.baseUrl, { role: 'Cofounder' });
  nameless = await signUp(server.baseUrl, { role: 'Investor' });
  await sendForm(server.baseUrl, '/api/userprofile/cofounder', [['Username', 'Ravi']], { token: author.accessToken });
  videoId = await seedVideo(server.db, author.id);
});

afterEach(() => {
  sockets.closeAll();
});

afterAll(async () => {
  await server.close();
});

const comment = (body: unknown, token?: string) =>
  postJson(server.baseUrl, '/api/videos/comments', body, token ? bearer(token) : {});

describe('POST /api/videos/comments', () => {
  it('stores the comment (trimmed) and answers it with its author', async () => {
    const response = await comment({ videoId, text: '  Great pitch!  ' }, author.accessToken);
    expect(response.status).toBe(201);
    expect(await readJson(response)).toEqual({
      success: true,
      comment: {
        _id: expect.stringMatching(/^[0-9a-f]{26}$/),
        text: 'Great pitch!',
        createdAt: expect.any(String),
        commentedBy: { _id: author.id, verified: false, profiledetails: { Username: 'Ravi' } },
      },
    });
  });

  it('tells the sockets watching the video with newComment { videoId } once the comment is stored, and no others', async () => {
    const [own, other, idle] = await Promise.all([
      sockets.open(author.accessToken),
      sockets.open(nameless.accessToken),
      sockets.open(nameless.accessToken),
    ]);
    const elsewhere = await seedVideo(server.db, author.id);
    expect(await own.emitWithAck('watchVideos', { videoIds: [videoId] })).toEqual({ ok: true });
    expect(await other.emitWithAck('watchVideos', { videoIds: [elsewhere, videoId] })).toEqual({ ok: true });
    expect(await idle.emitWithAck('watchVideos', { videoIds: [elsewhere] })).toEqual({ ok: true });
    const idleHeard = collect(idle, 'newComment');
    const events = Promise.all([nextEvent(own, 'newComment'), nextEvent(other, 'newComment')]);
    const response = await comment({ videoId, text: 'Live!' }, nameless.accessToken);
    expect(response.status).toBe(201);
    expect(await events).toEqual([{ videoId }, { videoId }]);
    // A round trip on the idle socket: a newComment sent to it would have arrived before the ack.
    await idle.emitWithAck('sendComment', { videoId });
    expect(idleHeard).toEqual([]);
    const stored = await server.db.selectFrom('video_comments').select('text').where('video_id', '=', videoId).execute();
    expect(stored.map((row) => row.text)).toContain('Live!');
  });

  it('needs a token (401) and stores nothing', async () => {
    const response = await comment({ videoId, text: 'anonymous' });
    expect(response.status).toBe(401);
    expect(await readJson(response)).toEqual({ success: false, message: 'No token provided', error: 'No token provided' });
    const rows = await server.db.selectFrom('video_comments').select('id').where('text', '=', 'anonymous').execute();
    expect(rows).toEqual([]);
  });

  it.each([['0190aabbccddeeff0011223344'], ['not-an-id']])('answers 404 for the unknown video %s', async (unknown) => {
    const response = await comment({ videoId: unknown, text: 'Hello' }, author.accessToken);
    expect(response.status).toBe(404);
    expect(await readJson(response)).toEqual({ success: false, message: 'Video not found', error: 'Video not found' });
  });

  it.each([
    ['a blank text', { text: '  \n ' }, 'text is required'],
    ['no text', {}, 'text is required'],
    ['a text over 1000 characters', { text: 'x'.repeat(1001) }, 'text must be at most 1000 characters long'],
    ['no videoId', { text: 'Hi', videoId: undefined }, 'videoId is required'],
  ])('answers 400 for %s', async (_case, fields, message) => {
    const response = await comment({ videoId, ...fields }, author.accessToken);
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ success: false, message, error: message });
  });

  it('accepts 1000 characters', async () => {
    expect((await comment({ videoId, text: 'y'.repeat(1000) }, author.accessToken)).status).toBe(201);
  });
});

describe('GET /api/commentget/:videoId', () => {
  it('lists the comments newest first, with or without a token', async () => {
    const fresh = await seedVideo(server.db, author.id);
    for (const [text, token] of [['first', author.accessToken], ['second', nameless.accessToken], ['third', author.accessToken]]) {
      expect((await comment({ videoId: fresh, text }, token)).status).toBe(201);
    }
    for (const token of [undefined, nameless.accessToken, 'not-a-valid-token']) {
      const response = await getJson(server.baseUrl, `/api/commentget/${fresh}`, token);
      expect(response.status).toBe(200);
      const body = await readJson(response);
      expect(body).toMatchObject({ success: true, nextCursor: null });
      expect(body.comments.map((c: { text: string }) => c.text)).toEqual(['third', 'second', 'first']);
      // Without a Username the web app shows 'Unknown User'.
      expect(body.comments[1].commentedBy).toEqual({ _id: nameless.id, verified: false, profiledetails: {} });
      expect(JSON.stringify(body)).not.toMatch(/email|password/);
    }
  });

  it('shows what was proven about each commenter beside their comment', async () => {
    const fresh = await seedVideo(server.db, author.id);
    const investor = await signUp(server.baseUrl, { role: 'Investor' });
    const badge = { kind: 'investor', label: 'Verified investor · SEBI-registered' };
    await server.db.updateTable('users').set({ badges: JSON.stringify([badge]) }).where('id', '=', investor.id).execute();
    const posted = await comment({ videoId: fresh, text: 'Send me your deck' }, investor.accessToken);
    expect((await readJson(posted)).comment.commentedBy).toMatchObject({ _id: investor.id, verified: true, badges: [badge] });
    expect((await comment({ videoId: fresh, text: 'Nice' }, nameless.accessToken)).status).toBe(201);

    const listed = (await readJson(await getJson(server.baseUrl, `/api/commentget/${fresh}`, author.accessToken))).comments;
    expect(listed.map((c: { commentedBy: unknown }) => c.commentedBy)).toEqual([
      { _id: nameless.id, verified: false, profiledetails: {} },
      { _id: investor.id, verified: true, badges: [badge], profiledetails: {} },
    ]);
  });

  it('pages with ?limit and ?cursor', async () => {
    const fresh = await seedVideo(server.db, author.id);
    for (let i = 0; i < 5; i += 1) await comment({ videoId: fresh, text: `c${i}` }, author.accessToken);
    const texts: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const body = await readJson(await getJson(server.baseUrl, `/api/commentget/${fresh}${query}`));
      texts.push(...body.comments.map((c: { text: string }) => c.text));
      cursor = body.nextCursor;
      await comment({ videoId: fresh, text: 'late' }, author.accessToken);
    } while (cursor);
    expect(texts).toEqual(['c4', 'c3', 'c2', 'c1', 'c0']);
  });

  it('defaults to 50 comments a page', async () => {
    const fresh = await seedVideo(server.db, author.id);
    const now = Date.now();
    await server.db
      .insertInto('video_comments')
      .values(
        Array.from({ length: 51 }, (_, i) => ({
          id: (now + i).toString(16).padStart(12, '0') + '0'.repeat(14),
          video_id: fresh,
          user_id: author.id,
          text: `bulk ${i}`,
          created_at: new Date(now + i).toISOString(),
        })),
      )
      .execute();
    const body = await readJson(await getJson(server.baseUrl, `/api/commentget/${fresh}`));
    expect(body.comments).toHaveLength(50);
    expect(body.nextCursor).toBe(body.comments[49]._id);
  });

  it.each([['0190aabbccddeeff0011223344'], ['no%20such%20video']])('answers 404 for the unknown video %s', async (unknown) => {
    const response = await getJson(server.baseUrl, `/api/commentget/${unknown}`);
    expect(response.status).toBe(404);
    expect(await readJson(response)).toEqual({ success: false, message: 'Video not found', error: 'Video not found' });
  });
});
