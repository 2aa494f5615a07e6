import { COUNT_CAP } from '@startupsetu/server-core/repositories/capped-count';
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
import { getJson, seedBlog } from '../../testing/content';
import { sendForm } from '../../testing/form-uploads';
import { insertTalkComment } from './talks-repository';

let server: ApiTestServer;
let speaker: TestAccount;
let listener: TestAccount;

beforeAll(async () => {
  server = await startApiTestServer();
  speaker = await signUp(server.baseUrl, { role: 'Hustler' });
  listener = await signUp(server.baseUrl, { role: 'Jobseeker' });
  await sendForm(server.baseUrl, '/api/userprofile/Hustler', [['Username', 'Meera']], { token: speaker.accessToken });
});

afterAll(async () => {
  await server.close();
});

const addTalk = (body: unknown, token = speaker.accessToken) =>
  postJson(server.baseUrl, '/api/userprofile/addTalks', body, bearer(token));
const commentOn = (talkId: string, body: unknown, token = listener.accessToken) =>
  postJson(server.baseUrl, `/api/talks/${talkId}/comments`, body, bearer(token));

describe('POST /api/userprofile/addTalks', () => {
  it('posts a talk, stored as a blog with its text as title', async () => {
    const response = await addTalk({ title: '  Who wants to build a climate app?  ' });
    expect(response.status).toBe(201);
    expect(await readJson(response)).toEqual({
      success: true,
      message: 'Talk posted',
      blog: {
        _id: expect.stringMatching(/^[0-9a-f]{26}$/),
        kind: 'talk',
        title: 'Who wants to build a climate app?',
        summary: '',
        content: '',
        coverImageUrl: null,
        createdAt: expect.any(String),
        uploadedBy: {
          _id: speaker.id,
          verified: false,
          profiledetails: { Username: 'Meera', profilePic: null },
        },
        comments: [],
        commentCount: 0,
      },
    });
  });

  it.each([
    ['a blank title', { title: ' \n\t ' }, 'title is required'],
    ['no title', {}, 'title is required'],
    ['a title over 2000 characters', { title: 't'.repeat(2001) }, 'title must be at most 2000 characters long'],
  ])('refuses %s with 400 and stores nothing', async (_case, body, message) => {
    const before = await server.db.selectFrom('blogs').select('id').execute();
    const response = await addTalk(body);
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ success: false, message, error: message });
    expect(await server.db.selectFrom('blogs').select('id').execute()).toHaveLength(before.length);
  });

  it('takes 2000 characters and needs a token', async () => {
    expect((await addTalk({ title: 't'.repeat(2000) })).status).toBe(201);
    expect((await postJson(server.baseUrl, '/api/userprofile/addTalks', { title: 'Hi' })).status).toBe(401);
  });
});

describe('POST /api/talks/:talkId/comments', () => {
  it('stores comments that come back with the talk in getblogs?kind=talk, oldest first', async () => {
    const talk = (await readJson(await addTalk({ title: 'Looking for a co-founder' }))).blog;
    const first = await commentOn(talk._id, { text: '  Count me in  ' });
    expect(first.status).toBe(201);
    expect(await readJson(first)).toEqual({
      success: true,
      comment: {
        _id: expect.stringMatching(/^[0-9a-f]{26}$/),
        text: 'Count me in',
        createdAt: expect.any(String),
        commentedBy: { _id: listener.id, verified: false, profiledetails: {} },
      },
    });
    expect((await commentOn(talk._id, { text: 'Tell me more' }, speaker.accessToken)).status).toBe(201);

    const list = await readJson(await getJson(server.baseUrl, '/api/userprofile/getblogs?kind=talk', listener.accessToken));
    const listed = list.data.find((item: { _id: string }) => item._id === talk._id);
    expect(listed.comments.map((c: { text: string; commentedBy: unknown }) => [c.text, c.commentedBy])).toEqual([
      ['Count me in', { _id: listener.id, verified: false, profiledetails: {} }],
      ['Tell me more', { _id: speaker.id, verified: false, profiledetails: { Username: 'Meera' } }],
    ]);
    expect(listed.commentCount).toBe(2);
  });

  it.each([
    ['an unknown talk', () => Promise.resolve('0190aabbccddeeff0011223344')],
    ['a blog', () => seedBlog(server.db, speaker.id, 'blog')],
    ['an id that is no id', () => Promise.resolve('talk-1')],
  ])('answers 404 for %s', async (_case, target) => {
    const response = await commentOn(await target(), { text: 'Hello?' });
    expect(response.status).toBe(404);
    expect(await readJson(response)).toEqual({ success: false, message: 'Talk not found', error: 'Talk not found' });
  });

  it.each([
    ['a blank comment', { text: '   ' }, 'text is required'],
    ['a comment over 1000 characters', { text: 'c'.repeat(1001) }, 'text must be at most 1000 characters long'],
  ])('refuses %s with 400 and stores nothing', async (_case, body, message) => {
    const talkId = await seedBlog(server.db, speaker.id, 'talk');
    const response = await commentOn(talkId, body);
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ message, error: message });
    expect(await server.db.selectFrom('talk_comments').select('id').where('talk_id', '=', talkId).execute()).toEqual([]);
  });

  it('needs a token', async () => {
    const talkId = await seedBlog(server.db, speaker.id, 'talk');
    expect((await postJson(server.baseUrl, `/api/talks/${talkId}/comments`, { text: 'Hi' })).status).toBe(401);
  });
});

describe('GET /api/talks/:talkId/comments', () => {
  const texts = (comments: { text: string }[]) => comments.map((comment) => comment.text);
  const commentsOf = (path: string, token = listener.accessToken) => getJson(server.baseUrl, path, token);

  it('a listed talk embeds its newest three comments, oldest first, with the count; the rest page newest first', async () => {
    const talk = (await readJson(await addTalk({ title: 'Seven replies' }))).blog;
    for (let i = 1; i <= 7; i += 1) expect((await commentOn(talk._id, { text: `reply ${i}` })).status).toBe(201);

    const list = await readJson(await getJson(server.baseUrl, '/api/userprofile/getblogs?kind=talk', listener.accessToken));
    const listed = list.data.find((item: { _id: string }) => item._id === talk._id);
    expect(texts(listed.comments)).toEqual(['reply 5', 'reply 6', 'reply 7']);
    expect(listed.commentCount).toBe(7);

    const first = await readJson(await commentsOf(`/api/talks/${talk._id}/comments?limit=4`));
    expect(texts(first.comments)).toEqual(['reply 7', 'reply 6', 'reply 5', 'reply 4']);
    expect(first.nextCursor).toBe(first.comments[3]._id);
    const second = await readJson(await commentsOf(`/api/talks/${talk._id}/comments?limit=4&cursor=${first.nextCursor}`));
    expect(second).toEqual({ success: true, comments: expect.any(Array), nextCursor: null });
    expect(texts(second.comments)).toEqual(['reply 3', 'reply 2', 'reply 1']);
  });

  it('counts a long thread up to 100 (100 meaning 100 or more)', async () => {
    const talkId = await seedBlog(server.db, speaker.id, 'talk');
    for (let i = 0; i < COUNT_CAP + 2; i += 1) await insertTalkComment(server.db, { talkId, userId: listener.id, text: `c${i}` });
    const list = await readJson(await getJson(server.baseUrl, '/api/userprofile/getblogs?kind=talk', listener.accessToken));
    const listed = list.data.find((item: { _id: string }) => item._id === talkId);
    expect([listed.comments.length, listed.commentCount]).toEqual([3, COUNT_CAP]);
  });

  it("leaves out comments by people the viewer blocked, in the page, the embedded ones and the count", async () => {
    const talk = (await readJson(await addTalk({ title: 'Blocked replies' }))).blog;
    const stranger = await signUp(server.baseUrl, { role: 'Investor' });
    expect((await commentOn(talk._id, { text: 'from the listener' })).status).toBe(201);
    expect((await commentOn(talk._id, { text: 'from the stranger' }, stranger.accessToken)).status).toBe(201);
    expect((await postJson(server.baseUrl, '/api/blocks', { userId: stranger.id }, bearer(listener.accessToken))).status).toBe(201);

    const page = await readJson(await commentsOf(`/api/talks/${talk._id}/comments`));
    expect(texts(page.comments)).toEqual(['from the listener']);
    const list = await readJson(await getJson(server.baseUrl, '/api/userprofile/getblogs?kind=talk', listener.accessToken));
    const listed = list.data.find((item: { _id: string }) => item._id === talk._id);
    expect([texts(listed.comments), listed.commentCount]).toEqual([['from the listener'], 1]);
  });

  it.each([
    ['an unknown talk', () => Promise.resolve('0190aabbccddeeff0011223344')],
    ['a blog', () => seedBlog(server.db, speaker.id, 'blog')],
    ['an id that is no id', () => Promise.resolve('talk-1')],
  ])('answers 404 for %s', async (_case, target) => {
    const response = await commentsOf(`/api/talks/${await target()}/comments`);
    expect(response.status).toBe(404);
    expect(await readJson(response)).toEqual({ success: false, message: 'Talk not found', error: 'Talk not found' });
  });

  it.each([
    ['?limit=0', 'limit must be at least 1'],
    ['?limit=101', 'limit must be at most 100'],
    ['?cursor=NOT-HEX', 'cursor is not in the expected format'],
  ])('answers 400 naming the problem for %s', async (query, message) => {
    const talkId = await seedBlog(server.db, speaker.id, 'talk');
    const response = await commentsOf(`/api/talks/${talkId}/comments${query}`);
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ success: false, message });
  });

  it('needs a token', async () => {
    const talkId = await seedBlog(server.db, speaker.id, 'talk');
    expect((await fetch(`${server.baseUrl}/api/talks/${talkId}/comments`)).status).toBe(401);
  });
});
