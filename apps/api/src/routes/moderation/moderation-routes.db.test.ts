import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, readJson, signIn, signUp, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { getJson, seedBlog, seedVideo, uploadVideo, videoFile } from '../../testing/content';
import { mp4Bytes } from '../../testing/form-uploads';
import { decide, makeModerator, membersOfDays, moderationQueue, report, startApiWithNotify, waitForNotifications } from '../../testing/safety';
import { nextEvent, socketPool } from '../../testing/sockets';

let env: Awaited<ReturnType<typeof startApiWithNotify>>;
let api: ApiTestServer;
let moderator: TestAccount;
let member: TestAccount;
const pool = socketPool(() => api.baseUrl);

beforeAll(async () => {
  env = await startApiWithNotify();
  api = env.api;
  moderator = await signUp(api.baseUrl, { role: 'Investor' });
  await makeModerator(api, moderator.id);
  member = await signUp(api.baseUrl, { role: 'Hustler' });
});

afterEach(() => pool.closeAll());
afterAll(async () => {
  await env?.close();
});

const people = (count: number) => membersOfDays(api, count);

/** Reports the target by each reporter; answers the reports' ids. */
async function reportBy(reporters: TestAccount[], body: Record<string, unknown>): Promise<string[]> {
  const ids: string[] = [];
  for (const reporter of reporters) {
    const response = await report(api.baseUrl, reporter.accessToken, body);
    expect(response.status).toBe(201);
    ids.push((await readJson(response)).report._id);
  }
  return ids;
}

const statuses = (targetId: string) =>
  api.db.selectFrom('reports').select('status').where('target_id', '=', targetId).execute().then((rows) => rows.map((r) => r.status));
const hiddenRows = (targetId: string) => api.db.selectFrom('hidden_content').select('reason').where('target_id', '=', targetId).execute();

describe('who may moderate', () => {
  it("tells the signed-in user whether they moderate, in getUser and verify", async () => {
    for (const [account, expected] of [[moderator, true], [member, false]] as const) {
      const user = await readJson(await getJson(api.baseUrl, '/api/userprofile/getUser', account.accessToken));
      expect(user.user.moderator).toBe(expected);
      const verify = await fetch(`${api.baseUrl}/api/user/verify`, { method: 'PUT', headers: bearer(account.accessToken) });
      expect((await readJson(verify)).moderator).toBe(expected);
    }
  });

  it("answers 403 'Moderators only' to everyone else, and 401 signed out", async () => {
    const calls = [
      (token?: string) => getJson(api.baseUrl, '/api/moderation/reports', token),
      (token?: string) => getJson(api.baseUrl, '/api/moderation/log', token),
      (token?: string) => postJson(api.baseUrl, '/api/moderation/reports/0123456789abcdef0123456789', { action: 'dismiss' }, token ? bearer(token) : {}),
    ];
    for (const call of calls) {
      const refused = await call(member.accessToken);
      expect(refused.status).toBe(403);
      expect((await readJson(refused)).message).toBe('Moderators only');
      expect((await call()).status).toBe(401);
    }
  });

  it('refuses a report about the moderator themselves', async () => {
    const [reporter] = await people(1);
    const [id] = await reportBy([reporter!], { targetType: 'video', targetId: await seedVideo(api.db, moderator.id) });
    const response = await decide(api.baseUrl, moderator.accessToken, id!, 'dismiss');
    expect(response.status).toBe(403);
    expect((await readJson(response)).message).toBe('You cannot moderate a report about yourself');
  });
});

describe('GET /api/moderation/reports', () => {
  it('lists open reports by deadline with the count of reporters, the people and the evidence, a page at a time', async () => {
    const author = await signUp(api.baseUrl);
    const reporters = await people(2);
    const blogId = await seedBlog(api.db, author.id, 'blog', 'Later');
    const talkId = await seedBlog(api.db, author.id, 'talk', 'Sooner');
    await reportBy(reporters, { targetType: 'blog', targetId: blogId, category: 'spam', comment: 'Ads' });
    await reportBy(reporters.slice(0, 1), { targetType: 'talk', targetId: talkId, category: 'sexual' });

    const mine = (items: { targetId: string }[]) => items.filter((item) => item.targetId === blogId || item.targetId === talkId);
    const body = await readJson(await moderationQueue(api.baseUrl, moderator.accessToken, '?limit=100'));
    const items = mine(body.items);
    expect(items.map((item: { targetId: string }) => item.targetId)).toEqual([talkId, blogId, blogId]);
    expect(items[1]).toEqual({
      _id: expect.any(String),
      targetType: 'blog',
      targetId: blogId,
      category: 'spam',
      comment: 'Ads',
      status: 'open',
      createdAt: expect.any(String),
      deadlineAt: expect.any(String),
      reporterCount: 2,
      hidden: false,
      reporter: { _id: reporters[0]!.id, name: expect.any(String) },
      targetUser: { _id: author.id, name: expect.any(String) },
      evidence: expect.objectContaining({ targetType: 'blog', fields: expect.objectContaining({ title: 'Later' }) }),
      appeal: null,
    });
    const deadlines = body.items.map((item: { deadlineAt: string }) => item.deadlineAt);
    expect(deadlines).toEqual([...deadlines].sort());

    const filtered = await readJson(await moderationQueue(api.baseUrl, moderator.accessToken, '?category=sexual&limit=100'));
    expect(filtered.items.every((item: { category: string }) => item.category === 'sexual')).toBe(true);
    expect(mine(filtered.items)).toHaveLength(1);

    const seen: string[] = [];
    let cursor = '';
    for (;;) {
      const page = await readJson(await moderationQueue(api.baseUrl, moderator.accessToken, `?limit=1${cursor}`));
      seen.push(...page.items.map((item: { _id: string }) => item._id));
      if (!page.nextCursor) break;
      cursor = `&cursor=${page.nextCursor}`;
    }
    expect(seen).toEqual(body.items.map((item: { _id: string }) => item._id));
  });

  it('answers 400 for an unknown category or status', async () => {
    for (const query of ['?category=rude', '?status=closed', '?limit=0']) {
      const response = await moderationQueue(api.baseUrl, moderator.accessToken, query);
      expect(response.status).toBe(400);
      expect((await readJson(response)).field).toBeDefined();
    }
  });
});

describe('POST /api/moderation/reports/:id', () => {
  it('dismiss: every open report on the target is dismissed, the hide by reports lifted, each reporter told', async () => {
    const author = await signUp(api.baseUrl);
    const reporters = await people(3);
    const videoId = await seedVideo(api.db, author.id);
    const [first] = await reportBy(reporters, { targetType: 'video', targetId: videoId });
    expect(await hiddenRows(videoId)).toEqual([{ reason: 'reports' }]);

    const response = await decide(api.baseUrl, moderator.accessToken, first!, 'dismiss', 'Satire');
    expect(response.status).toBe(200);
    expect((await readJson(response)).report).toMatchObject({ _id: first, status: 'dismissed' });
    expect(await statuses(videoId)).toEqual(['dismissed', 'dismissed', 'dismissed']);
    expect(await hiddenRows(videoId)).toEqual([]);
    for (const reporter of reporters) {
      expect(await waitForNotifications(api, reporter.id, 2)).toContain('We reviewed the video you reported and found it does not break our rules.');
    }
    const again = await decide(api.baseUrl, moderator.accessToken, first!, 'remove');
    expect(again.status).toBe(409);
    expect((await readJson(again)).message).toBe('This report has already been decided');
  });

  it('remove hides the content for good and drops it from open pages; restore brings it back', async () => {
    const author = await signUp(api.baseUrl);
    const [reporter] = await people(1);
    const blogId = await seedBlog(api.db, author.id);
    const [id] = await reportBy([reporter!], { targetType: 'blog', targetId: blogId, category: 'hate' });
    const watcher = await pool.open(member.accessToken);
    const removed = nextEvent(watcher, 'contentRemoved');

    expect((await decide(api.baseUrl, moderator.accessToken, id!, 'remove')).status).toBe(200);
    expect(await removed).toEqual({ type: 'blog', id: blogId });
    expect(await hiddenRows(blogId)).toEqual([{ reason: 'removed' }]);
    expect(await statuses(blogId)).toEqual(['removed']);
    expect(await waitForNotifications(api, reporter!.id, 2)).toContain('We reviewed the blog you reported and removed it.');

    const restored = await decide(api.baseUrl, moderator.accessToken, id!, 'restore');
    expect((await readJson(restored)).report.status).toBe('restored');
    expect(await hiddenRows(blogId)).toEqual([]);
    expect((await decide(api.baseUrl, moderator.accessToken, id!, 'restore')).status).toBe(409);
  });

  it('suspend ends every session at once and refuses sign-in until restored', async () => {
    const author = await signUp(api.baseUrl);
    const [reporter] = await people(1);
    const other = await signIn(api.baseUrl, author, 'phone');
    const socket = await pool.open(author.accessToken);
    const disconnected = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
    const [id] = await reportBy([reporter!], { targetType: 'user', targetId: author.id, category: 'scam' });

    const response = await decide(api.baseUrl, moderator.accessToken, id!, 'suspend');
    expect((await readJson(response)).report.status).toBe('suspended');
    await disconnected;
    for (const token of [author.accessToken, other.accessToken]) {
      // Every session ended: its tokens take the session-ended path; sign-in says why.
      const refresh = await postJson(api.baseUrl, '/api/auth/refresh', {}, bearer(token));
      expect(refresh.status).toBe(401);
    }
    const signin = await postJson(api.baseUrl, '/api/auth/signin', { email: author.email, password: author.password });
    expect(signin.status).toBe(403);
    expect((await readJson(signin)).message).toBe('This account is suspended');
    const wrongPassword = await postJson(api.baseUrl, '/api/auth/signin', { email: author.email, password: 'not the password' });
    expect(wrongPassword.status).toBe(401);
    expect(await waitForNotifications(api, reporter!.id, 2)).toContain('We reviewed the account you reported and suspended it.');

    expect((await decide(api.baseUrl, moderator.accessToken, id!, 'restore')).status).toBe(200);
    expect((await postJson(api.baseUrl, '/api/auth/signin', { email: author.email, password: author.password })).status).toBe(200);
  });

  it("suspends the author of reported content, and refuses to 'remove' a person", async () => {
    const author = await signUp(api.baseUrl);
    const [reporter] = await people(1);
    const [personReport] = await reportBy([reporter!], { targetType: 'user', targetId: author.id });
    const removePerson = await decide(api.baseUrl, moderator.accessToken, personReport!, 'remove');
    expect(removePerson.status).toBe(400);
    expect((await readJson(removePerson)).message).toBe('A person cannot be removed; suspend the account instead');

    const [other] = await people(1);
    const [videoReport] = await reportBy([other!], { targetType: 'video', targetId: await seedVideo(api.db, author.id) });
    expect((await decide(api.baseUrl, moderator.accessToken, videoReport!, 'suspend')).status).toBe(200);
    const user = await api.db.selectFrom('users').select('suspended_at').where('id', '=', author.id).executeTakeFirstOrThrow();
    expect(user.suspended_at).not.toBeNull();
    expect(await waitForNotifications(api, other!.id, 2)).toContain("We reviewed the video you reported and suspended its author's account.");
  });

  it('of two moderators deciding at once, one decides and the other is told it is decided; an open report cannot be restored', async () => {
    const second = await signUp(api.baseUrl);
    await makeModerator(api, second.id);
    const author = await signUp(api.baseUrl);
    const [reporter] = await people(1);
    const [id] = await reportBy([reporter!], { targetType: 'video', targetId: await seedVideo(api.db, author.id) });
    const restoreOpen = await decide(api.baseUrl, moderator.accessToken, id!, 'restore');
    expect(restoreOpen.status).toBe(409);
    expect((await readJson(restoreOpen)).message).toBe('Only a removed or suspended decision can be restored');

    const replies = await Promise.all([decide(api.baseUrl, moderator.accessToken, id!, 'remove'), decide(api.baseUrl, second.accessToken, id!, 'dismiss')]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const actions = await api.db.selectFrom('moderation_actions').select('action').where('report_id', '=', id!).execute();
    expect(actions).toHaveLength(1);
  });

  it('answers 404 for an unknown report and 400 naming a bad action', async () => {
    const unknown = await decide(api.baseUrl, moderator.accessToken, '0123456789abcdef0123456789', 'dismiss');
    expect(unknown.status).toBe(404);
    expect((await decide(api.baseUrl, moderator.accessToken, 'nope', 'dismiss')).status).toBe(404);
    const bad = await decide(api.baseUrl, moderator.accessToken, '0123456789abcdef0123456789', 'ban');
    expect(bad.status).toBe(400);
    expect(await readJson(bad)).toMatchObject({ field: 'action', message: 'action must be one of dismiss, remove, suspend, restore, uphold, reverse' });
  });
});

describe('the audit log', () => {
  it('lists every decision newest first, and the database refuses to change or delete a row', async () => {
    const author = await signUp(api.baseUrl);
    const [reporter] = await people(1);
    const [id] = await reportBy([reporter!], { targetType: 'talk', targetId: await seedBlog(api.db, author.id, 'talk') });
    await decide(api.baseUrl, moderator.accessToken, id!, 'remove', 'Spam link');
    await decide(api.baseUrl, moderator.accessToken, id!, 'restore');

    const log = await readJson(await getJson(api.baseUrl, '/api/moderation/log?limit=2', moderator.accessToken));
    expect(log.items.map((item: { action: string }) => item.action)).toEqual(['restore', 'remove']);
    expect(log.items[1]).toMatchObject({
      moderator: { _id: moderator.id, email: moderator.email },
      reportId: id,
      targetType: 'talk',
      targetUserId: author.id,
      note: 'Spam link',
    });
    await expect(api.db.updateTable('moderation_actions').set({ note: 'edited' }).execute()).rejects.toThrow(/append-only/);
    await expect(api.db.deleteFrom('moderation_actions').execute()).rejects.toThrow(/append-only/);
  });
});

describe('GET /api/moderation/evidence/:name', () => {
  it("serves a reported video's file to moderators after its author deleted it", async () => {
    const author = await signUp(api.baseUrl, { role: 'Hustler' });
    const [reporter] = await people(1);
    const bytes = mp4Bytes();
    const videoId = (await readJson(await uploadVideo(api.baseUrl, author.accessToken, { video: videoFile(bytes) }))).video._id;
    await reportBy([reporter!], { targetType: 'video', targetId: videoId, category: 'sexual' });
    const deleted = await fetch(`${api.baseUrl}/api/videos/${videoId}`, { method: 'DELETE', headers: bearer(author.accessToken) });
    expect(deleted.status).toBe(200);

    const queue = await readJson(await moderationQueue(api.baseUrl, moderator.accessToken, '?category=sexual&limit=100'));
    const [name] = queue.items.find((item: { targetId: string }) => item.targetId === videoId).evidence.mediaFiles;
    const served = await getJson(api.baseUrl, `/api/moderation/evidence/${name}`, moderator.accessToken);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    expect(served.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

    const refused = await getJson(api.baseUrl, `/api/moderation/evidence/${name}`, member.accessToken);
    expect(refused.status).toBe(403);
    expect((await getJson(api.baseUrl, `/api/moderation/evidence/${name}`)).status).toBe(401);
    for (const other of ['0123456789abcdef.mp4', '..%2Fstartupsetu.sqlite', 'evidence']) {
      expect((await getJson(api.baseUrl, `/api/moderation/evidence/${other}`, moderator.accessToken)).status).toBe(404);
    }
  });
});
