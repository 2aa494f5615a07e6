import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertVideoComment } from '../routes/comments/comments-repository';
import { insertTalkComment } from '../routes/talks/talks-repository';
import { bearer, postJson, readJson, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../testing/api-test-server';
import { getJson, seedBlog, seedVideo, uploadVideo } from '../testing/content';
import { pngBytes, sendForm } from '../testing/form-uploads';
import { nextEvent, socketPool } from '../testing/sockets';

// Issue 20, part 1: owners edit and delete their videos, blogs, talks and comments (DESIGN §6.3).

let server: ApiTestServer;
let owner: TestAccount;
let other: TestAccount;
const sockets = socketPool(() => server.baseUrl);

beforeAll(async () => {
  server = await startApiTestServer();
  owner = await signUp(server.baseUrl, { role: 'Hustler' });
  other = await signUp(server.baseUrl, { role: 'Investor' });
});

afterEach(() => sockets.closeAll());
afterAll(async () => {
  await server?.close();
});

function send(method: 'PUT' | 'DELETE', path: string, token: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(server.baseUrl + path, {
    method,
    headers: { ...bearer(token), ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function expectReply(response: Response, status: number, body: Record<string, unknown>) {
  expect(response.status).toBe(status);
  expect(await readJson(response)).toMatchObject(body);
}

const forbidden = (verb: 'change' | 'delete') => ({ success: false, message: `You can only ${verb} your own content` });
const DELETED = { success: true, message: 'Deleted' };

async function uploadedVideo(token = owner.accessToken): Promise<{ id: string; url: string }> {
  const video = (await readJson(await uploadVideo(server.baseUrl, token, { title: 'Pitch', description: 'About it' }))).video;
  return { id: video._id, url: video.videoUrl };
}

async function count(table: 'videos' | 'video_likes' | 'video_comments' | 'notifications' | 'blogs' | 'talk_comments', column: string, value: string) {
  const rows = await server.db.selectFrom(table).select(column as never).where(column as never, '=', value as never).execute();
  return rows.length;
}

describe('videos', () => {
  it('the owner edits the title and description; the reply has the list’s shape and others are told', async () => {
    const { id } = await uploadedVideo();
    const watcher = await sockets.open(other.accessToken);
    const changed = nextEvent(watcher, 'contentChanged');
    const response = await send('PUT', `/api/videos/${id}`, owner.accessToken, { title: '  New title ', description: 'New words' });
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body).toMatchObject({ success: true, video: { _id: id, title: 'New title', description: 'New words', likes: 0, uploadedBy: { _id: owner.id } } });
    expect(await changed).toEqual({ type: 'video', id });
    const list = await readJson(await getJson(server.baseUrl, `/api/userprofile/getvideos?author=${owner.id}`, other.accessToken));
    expect(list.data.find((video: { _id: string }) => video._id === id)).toMatchObject({ title: 'New title', description: 'New words' });
  });

  it('an edit of one field keeps the other; a blank title or an empty body is refused', async () => {
    const { id } = await uploadedVideo();
    await expectReply(await send('PUT', `/api/videos/${id}`, owner.accessToken, { description: '' }), 200, { video: { title: 'Pitch', description: '' } });
    await expectReply(await send('PUT', `/api/videos/${id}`, owner.accessToken, { title: '   ' }), 400, { success: false, field: 'title' });
    expect((await send('PUT', `/api/videos/${id}`, owner.accessToken, {})).status).toBe(400);
  });

  it('someone else is refused (403) and nothing changes; an unknown id is 404', async () => {
    const { id, url } = await uploadedVideo();
    await expectReply(await send('PUT', `/api/videos/${id}`, other.accessToken, { title: 'Mine now' }), 403, forbidden('change'));
    await expectReply(await send('DELETE', `/api/videos/${id}`, other.accessToken), 403, forbidden('delete'));
    expect(await count('videos', 'id', id)).toBe(1);
    expect((await fetch(server.baseUrl + url)).status).toBe(200);
    for (const unknown of ['ffffffffffffffff', 'not-an-id']) {
      await expectReply(await send('PUT', `/api/videos/${unknown}`, owner.accessToken, { title: 'x' }), 404, { message: 'Video not found' });
      await expectReply(await send('DELETE', `/api/videos/${unknown}`, owner.accessToken), 404, { message: 'Video not found' });
    }
  });

  it('deleting removes the file, likes, comments and notifications about it, tells every socket, and twice is 404', async () => {
    const { id, url } = await uploadedVideo();
    await postJson(server.baseUrl, '/api/videos/like', { videoId: id }, bearer(other.accessToken));
    await postJson(server.baseUrl, '/api/videos/comments', { videoId: id, text: 'Nice' }, bearer(other.accessToken));
    await server.db
      .insertInto('notifications')
      .values({ id: `n${Date.now()}`, user_id: owner.id, type: 'comment', message: 'x commented', is_read: 0, actor_id: other.id, created_at: new Date().toISOString(), link: `/videos#video-${id}`, request_id: null })
      .execute();
    const watcher = await sockets.open(other.accessToken);
    const removed = nextEvent(watcher, 'contentRemoved');

    await expectReply(await send('DELETE', `/api/videos/${id}`, owner.accessToken), 200, DELETED);
    expect(await removed).toEqual({ type: 'video', id });
    expect((await fetch(server.baseUrl + url)).status).toBe(404);
    for (const [table, column] of [['videos', 'id'], ['video_likes', 'video_id'], ['video_comments', 'video_id'], ['notifications', 'link']] as const) {
      expect(await count(table, column, column === 'link' ? `/videos#video-${id}` : id), table).toBe(0);
    }
    await expectReply(await send('DELETE', `/api/videos/${id}`, owner.accessToken), 404, { message: 'Video not found' });
  });

  it('an outbox replay of the same DELETE (same Idempotency-Key) gets the first answer', async () => {
    const { id } = await uploadedVideo();
    const key = { 'idempotency-key': `delete-${id}` };
    await expectReply(await send('DELETE', `/api/videos/${id}`, owner.accessToken, undefined, key), 200, DELETED);
    await expectReply(await send('DELETE', `/api/videos/${id}`, owner.accessToken, undefined, key), 200, DELETED);
  });
});

describe('blogs', () => {
  it('the owner edits title and content; others 403; a talk’s id is no blog (404)', async () => {
    const id = await seedBlog(server.db, owner.id, 'blog', 'Old');
    const response = await send('PUT', `/api/blogs/${id}`, owner.accessToken, { title: 'New', content: 'Fresh words' });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({ success: true, blog: { _id: id, kind: 'blog', title: 'New', content: 'Fresh words', summary: 'Some words' } });
    await expectReply(await send('PUT', `/api/blogs/${id}`, other.accessToken, { title: 'Hijack' }), 403, forbidden('change'));
    const talkId = await seedBlog(server.db, owner.id, 'talk');
    await expectReply(await send('PUT', `/api/blogs/${talkId}`, owner.accessToken, { title: 'x' }), 404, { message: 'Blog not found' });
    await expectReply(await send('DELETE', `/api/blogs/${talkId}`, owner.accessToken), 404, { message: 'Blog not found' });
  });

  it('deleting removes the blog and its cover image', async () => {
    const created = await sendForm(
      server.baseUrl,
      '/api/userprofile/addblog',
      [['title', 'T'], ['summary', 'S'], ['content', 'C'], ['image', { bytes: pngBytes(), filename: 'c.png', type: 'image/png' }]],
      { token: owner.accessToken },
    );
    const blog = (await readJson(created)).blog;
    expect((await fetch(server.baseUrl + blog.coverImageUrl)).status).toBe(200);
    await expectReply(await send('DELETE', `/api/blogs/${blog._id}`, other.accessToken), 403, forbidden('delete'));
    await expectReply(await send('DELETE', `/api/blogs/${blog._id}`, owner.accessToken), 200, DELETED);
    expect((await fetch(server.baseUrl + blog.coverImageUrl)).status).toBe(404);
    expect(await count('blogs', 'id', blog._id)).toBe(0);
  });
});

describe('talks and their comments', () => {
  it('the owner edits the text (trimmed); the reply is the talk with its comments', async () => {
    const id = await seedBlog(server.db, owner.id, 'talk');
    await insertTalkComment(server.db, { talkId: id, userId: other.id, text: 'Agreed' });
    const response = await send('PUT', `/api/talks/${id}`, owner.accessToken, { title: '  Edited talk  ' });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({ success: true, talk: { _id: id, kind: 'talk', title: 'Edited talk', comments: [{ text: 'Agreed' }] } });
    await expectReply(await send('PUT', `/api/talks/${id}`, owner.accessToken, { title: '  ' }), 400, { success: false, field: 'title' });
    await expectReply(await send('PUT', `/api/talks/${id}`, other.accessToken, { title: 'Mine' }), 403, forbidden('change'));
  });

  it('deleting a talk removes its comments; others 403; twice 404', async () => {
    const id = await seedBlog(server.db, owner.id, 'talk');
    await insertTalkComment(server.db, { talkId: id, userId: other.id, text: 'Hi' });
    await expectReply(await send('DELETE', `/api/talks/${id}`, other.accessToken), 403, forbidden('delete'));
    const watcher = await sockets.open(other.accessToken);
    const removed = nextEvent(watcher, 'contentRemoved');
    await expectReply(await send('DELETE', `/api/talks/${id}`, owner.accessToken), 200, DELETED);
    expect(await removed).toEqual({ type: 'talk', id });
    expect(await count('talk_comments', 'talk_id', id)).toBe(0);
    await expectReply(await send('DELETE', `/api/talks/${id}`, owner.accessToken), 404, { message: 'Talk not found' });
  });

  it('a talk comment is deleted by its author only, and only under its own talk', async () => {
    const talkId = await seedBlog(server.db, owner.id, 'talk');
    const elsewhere = await seedBlog(server.db, owner.id, 'talk');
    const comment = (await insertTalkComment(server.db, { talkId, userId: other.id, text: 'Mine' }))!;
    const path = `/api/talks/${talkId}/comments/${comment._id}`;
    await expectReply(await send('DELETE', path, owner.accessToken), 403, forbidden('delete'));
    await expectReply(await send('DELETE', `/api/talks/${elsewhere}/comments/${comment._id}`, other.accessToken), 404, { message: 'Comment not found' });
    const watcher = await sockets.open(owner.accessToken);
    const removed = nextEvent(watcher, 'contentRemoved');
    await expectReply(await send('DELETE', path, other.accessToken), 200, DELETED);
    expect(await removed).toEqual({ type: 'talkComment', id: comment._id, parentId: talkId });
    await expectReply(await send('DELETE', path, other.accessToken), 404, { message: 'Comment not found' });
  });
});

describe('video comments', () => {
  it('the commenter and the video’s owner may delete it; a third person may not', async () => {
    const third = await signUp(server.baseUrl, { role: 'Cofounder' });
    const videoId = await seedVideo(server.db, owner.id);
    const byOther = (await insertVideoComment(server.db, { videoId, userId: other.id, text: 'One' }))!;
    const byOther2 = (await insertVideoComment(server.db, { videoId, userId: other.id, text: 'Two' }))!;

    await expectReply(await send('DELETE', `/api/comments/${byOther._id}`, third.accessToken), 403, forbidden('delete'));
    const watcher = await sockets.open(third.accessToken);
    const removed = nextEvent(watcher, 'contentRemoved');
    await expectReply(await send('DELETE', `/api/comments/${byOther._id}`, owner.accessToken), 200, DELETED);
    expect(await removed).toEqual({ type: 'comment', id: byOther._id, parentId: videoId });
    await expectReply(await send('DELETE', `/api/comments/${byOther2._id}`, other.accessToken), 200, DELETED);
    const left = await readJson(await getJson(server.baseUrl, `/api/commentget/${videoId}`));
    expect(left.comments).toEqual([]);
    await expectReply(await send('DELETE', `/api/comments/${byOther._id}`, owner.accessToken), 404, { message: 'Comment not found' });
  });
});
