import { letWrite } from '../../testing/message-request-route-samples';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, readJson, signUp, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { getJson, seedBlog, seedVideo, uploadVideo } from '../../testing/content';
import { sendForm } from '../../testing/form-uploads';
import { membersOfDays, report, startApiWithNotify, waitForNotifications } from '../../testing/safety';
import { nextEvent, socketPool } from '../../testing/sockets';
import { evidenceDir } from './evidence-media';

let env: Awaited<ReturnType<typeof startApiWithNotify>>;
let api: ApiTestServer;
let author: TestAccount;
let readers: TestAccount[];
const pool = socketPool(() => api.baseUrl);

beforeAll(async () => {
  env = await startApiWithNotify();
  api = env.api;
  author = await signUp(api.baseUrl, { role: 'Hustler' });
  await sendForm(api.baseUrl, '/api/userprofile/Hustler', [['Username', 'Ravi']], { token: author.accessToken });
  readers = await membersOfDays(api, 4);
});

afterEach(() => pool.closeAll());
afterAll(async () => {
  await env?.close();
});

const storedReports = (targetId: string) => api.db.selectFrom('reports').selectAll().where('target_id', '=', targetId).execute();

describe('POST /api/reports', () => {
  it('answers 201 with the open report, due in 15 days, and keeps a snapshot of the item as evidence', async () => {
    const videoId = await seedVideo(api.db, author.id, 'Crypto doubler');
    const response = await report(api.baseUrl, readers[0]!.accessToken, { targetType: 'video', targetId: videoId, category: 'scam', comment: '  Asks for money  ' });
    expect(response.status).toBe(201);
    const { report: created } = await readJson(response);
    expect(created).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{26}$/),
      targetType: 'video',
      targetId: videoId,
      category: 'scam',
      comment: 'Asks for money',
      status: 'open',
      createdAt: expect.any(String),
      deadlineAt: expect.any(String),
    });
    expect(Date.parse(created.deadlineAt) - Date.parse(created.createdAt)).toBe(15 * 24 * 3600 * 1000);
    const [row] = await storedReports(videoId);
    expect(row).toMatchObject({ reporter_id: readers[0]!.id, target_user_id: author.id });
    expect(JSON.parse(row!.evidence)).toMatchObject({
      targetType: 'video',
      targetId: videoId,
      author: { _id: author.id, name: 'Ravi' },
      fields: { title: 'Crypto doubler', description: '' },
      createdAt: expect.any(String),
    });
  });

  it('gives impersonation and sexual content 24 hours', async () => {
    for (const category of ['impersonation', 'sexual']) {
      const blogId = await seedBlog(api.db, author.id);
      const response = await report(api.baseUrl, readers[1]!.accessToken, { targetType: 'blog', targetId: blogId, category });
      const { report: created } = await readJson(response);
      expect(Date.parse(created.deadlineAt) - Date.parse(created.createdAt)).toBe(24 * 3600 * 1000);
    }
  });

  it('answers the same open report when the same person reports the same item again, even at the same moment', async () => {
    const talkId = await seedBlog(api.db, author.id, 'talk', 'Buy my course');
    const first = await report(api.baseUrl, readers[0]!.accessToken, { targetType: 'talk', targetId: talkId });
    expect(first.status).toBe(201);
    const again = await report(api.baseUrl, readers[0]!.accessToken, { targetType: 'talk', targetId: talkId, category: 'other' });
    expect(again.status).toBe(200);
    expect((await readJson(again)).report._id).toBe((await readJson(first)).report._id);

    const blogId = await seedBlog(api.db, author.id);
    const twins = await Promise.all([1, 2, 3].map(() => report(api.baseUrl, readers[2]!.accessToken, { targetType: 'blog', targetId: blogId })));
    expect(twins.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    const ids = new Set(await Promise.all(twins.map(async (r) => (await readJson(r)).report._id)));
    expect(ids.size).toBe(1);
    expect(await storedReports(blogId)).toHaveLength(1);
  });

  it('thanks the reporter with a notification naming when it will be reviewed', async () => {
    const reporter = await signUp(api.baseUrl);
    const other = readers[3]!;
    expect((await report(api.baseUrl, reporter.accessToken, { targetType: 'user', targetId: author.id, category: 'impersonation' })).status).toBe(201);
    const videoId = await seedVideo(api.db, other.id);
    expect((await report(api.baseUrl, reporter.accessToken, { targetType: 'video', targetId: videoId, category: 'spam' })).status).toBe(201);
    expect((await waitForNotifications(api, reporter.id, 2)).sort()).toEqual([
      'Thanks for your report. We will review it within 15 days.',
      'Thanks for your report. We will review it within 24 hours.',
    ]);
  });

  it('keeps a snapshot of a person with their profile', async () => {
    const reporter = await signUp(api.baseUrl);
    const response = await report(api.baseUrl, reporter.accessToken, { targetType: 'user', targetId: author.id, category: 'impersonation' });
    expect(response.status).toBe(201);
    const [row] = (await storedReports(author.id)).filter((r) => r.reporter_id === reporter.id);
    expect(JSON.parse(row!.evidence)).toMatchObject({ author: { _id: author.id, name: 'Ravi' }, fields: { role: 'Hustler', profile: { Username: 'Ravi' } } });
  });

  it('keeps the media of a reported video after its author deletes it', async () => {
    const upload = await uploadVideo(api.baseUrl, author.accessToken, { title: 'Evidence' });
    expect(upload.status).toBe(201);
    const videoId = (await readJson(upload)).video._id as string;
    const response = await report(api.baseUrl, readers[3]!.accessToken, { targetType: 'video', targetId: videoId });
    expect(response.status).toBe(201);
    const [row] = await storedReports(videoId);
    const [file] = JSON.parse(row!.evidence).mediaFiles as string[];
    expect(file).toMatch(/\.mp4$/);

    const deleted = await fetch(`${api.baseUrl}/api/videos/${videoId}`, { method: 'DELETE', headers: bearer(author.accessToken) });
    expect(deleted.status).toBe(200);
    expect((await getJson(api.baseUrl, `/media/${file}`)).status).toBe(404);
    expect(existsSync(path.join(evidenceDir(api.config.dataDir), file!))).toBe(true);
    expect(JSON.parse((await storedReports(videoId))[0]!.evidence).fields.title).toBe('Evidence');
  });
});

describe('three different established reporters', () => {
  it('hide the item for everyone but its author, tell open pages to drop it, and a fourth cannot find it', async () => {
    const videoId = await seedVideo(api.db, author.id, 'Hidden soon');
    const commentResponse = await postJson(api.baseUrl, '/api/videos/comments', { videoId, text: 'Spam spam' }, bearer(author.accessToken));
    const commentId = (await readJson(commentResponse)).comment._id as string;
    const watcher = await pool.open(author.accessToken);

    for (const reader of readers.slice(0, 2)) {
      expect((await report(api.baseUrl, reader.accessToken, { targetType: 'comment', targetId: commentId })).status).toBe(201);
    }
    expect(await api.db.selectFrom('hidden_content').selectAll().where('target_id', '=', commentId).execute()).toEqual([]);
    // The same person twice still counts once.
    await report(api.baseUrl, readers[0]!.accessToken, { targetType: 'comment', targetId: commentId });
    expect(await api.db.selectFrom('hidden_content').selectAll().where('target_id', '=', commentId).execute()).toEqual([]);

    const removed = nextEvent(watcher, 'contentRemoved');
    expect((await report(api.baseUrl, readers[2]!.accessToken, { targetType: 'comment', targetId: commentId })).status).toBe(201);
    expect(await removed).toEqual({ type: 'comment', id: commentId, parentId: videoId });
    expect(await api.db.selectFrom('hidden_content').select(['target_type', 'reason']).where('target_id', '=', commentId).execute()).toEqual([
      { target_type: 'comment', reason: 'reports' },
    ]);
    const fourth = await report(api.baseUrl, readers[3]!.accessToken, { targetType: 'comment', targetId: commentId });
    expect(fourth.status).toBe(404);
  });
});

describe('bad reports', () => {
  it.each([
    [{ targetType: 'video', targetId: 'x', category: 'rude' }, 'category must be one of spam, scam, harassment, impersonation, sexual, hate, violence, ip, other, fakeJob, asksForMoney', 'category'],
    [{ targetType: 'post', targetId: 'x', category: 'spam' }, 'targetType must be one of user, video, blog, talk, comment, talkComment, message, job', 'targetType'],
    [{ targetType: 'video', category: 'spam' }, 'targetId is required', 'targetId'],
    [{ targetType: 'video', targetId: 'abc', category: 'spam', comment: 'x'.repeat(1001) }, 'comment must be at most 1000 characters long', 'comment'],
  ])('answers 400 naming the field for %j', async (body, message, field) => {
    const response = await postJson(api.baseUrl, '/api/reports', body, bearer(readers[0]!.accessToken));
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ success: false, message, field });
  });

  it('refuses reporting yourself or your own content', async () => {
    const self = await report(api.baseUrl, author.accessToken, { targetType: 'user', targetId: author.id });
    expect(self.status).toBe(400);
    expect((await readJson(self)).message).toBe('You cannot report yourself');
    const own = await report(api.baseUrl, author.accessToken, { targetType: 'video', targetId: await seedVideo(api.db, author.id) });
    expect(own.status).toBe(400);
    expect((await readJson(own)).message).toBe('You cannot report your own content');
  });

  it.each(['user', 'video', 'blog', 'talk', 'comment', 'talkComment', 'message'])('answers 404 Not found for an unknown %s', async (targetType) => {
    for (const targetId of ['0123456789abcdef0123456789', 'not-an-id']) {
      const response = await report(api.baseUrl, readers[0]!.accessToken, { targetType, targetId });
      expect(response.status).toBe(404);
      expect((await readJson(response)).message).toBe('Not found');
    }
  });

  it('needs a signed-in caller', async () => {
    const response = await postJson(api.baseUrl, '/api/reports', { targetType: 'user', targetId: author.id, category: 'spam' });
    expect(response.status).toBe(401);
  });
});

describe('reporting a message', () => {
  it('is for its receiver only, with the ten messages before it as evidence', async () => {
    const [sender, receiver, stranger] = [author, readers[0]!, readers[1]!];
    const sent: string[] = [];
    await letWrite(api.db, sender.id, receiver.id);
    for (let i = 1; i <= 12; i += 1) {
      const from = i % 2 === 0 ? receiver : sender;
      const to = from === sender ? receiver : sender;
      const response = await postJson(api.baseUrl, '/api/messages', { receiverId: to.id, text: `Message ${i}` }, bearer(from.accessToken));
      expect(response.status).toBe(201);
      sent.push((await readJson(response)).message._id);
    }
    const lastFromSender = sent[10]!; // "Message 11"
    expect((await report(api.baseUrl, sender.accessToken, { targetType: 'message', targetId: lastFromSender })).status).toBe(404);
    expect((await report(api.baseUrl, stranger.accessToken, { targetType: 'message', targetId: lastFromSender })).status).toBe(404);
    const response = await report(api.baseUrl, receiver.accessToken, { targetType: 'message', targetId: lastFromSender, category: 'harassment' });
    expect(response.status).toBe(201);
    const evidence = JSON.parse((await storedReports(lastFromSender))[0]!.evidence);
    expect(evidence.fields).toEqual({ text: 'Message 11' });
    expect(evidence.context.map((m: { text: string }) => m.text)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((i) => `Message ${i}`));
  });
});

describe('the account export', () => {
  it("lists the caller's own reports without their evidence", async () => {
    const reporter = await signUp(api.baseUrl);
    await report(api.baseUrl, reporter.accessToken, { targetType: 'user', targetId: author.id, category: 'scam', comment: 'Fake investor' });
    const data = await readJson(await getJson(api.baseUrl, '/api/account/export', reporter.accessToken));
    expect(data.reports).toEqual([
      expect.objectContaining({ targetType: 'user', targetId: author.id, category: 'scam', comment: 'Fake investor', status: 'open' }),
    ]);
    expect(JSON.stringify(data.reports)).not.toContain('evidence');
  });

  it('deleting the account deletes the reports it made, and keeps the reports about it for the moderators', async () => {
    const reporter = await signUp(api.baseUrl);
    const leaver = await signUp(api.baseUrl);
    await report(api.baseUrl, reporter.accessToken, { targetType: 'user', targetId: leaver.id });
    await report(api.baseUrl, leaver.accessToken, { targetType: 'video', targetId: await seedVideo(api.db, readers[3]!.id) });
    const deleted = await fetch(`${api.baseUrl}/api/account`, {
      method: 'DELETE',
      headers: { ...bearer(leaver.accessToken), 'content-type': 'application/json' },
      body: JSON.stringify({ password: leaver.password }),
    });
    expect(deleted.status).toBe(200);
    expect(await api.db.selectFrom('reports').select('id').where('reporter_id', '=', leaver.id).execute()).toEqual([]);
    expect(await storedReports(leaver.id)).toHaveLength(1);
  });
});
