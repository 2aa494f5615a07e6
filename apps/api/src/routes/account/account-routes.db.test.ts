import { letWrite } from '../../testing/message-request-route-samples';
import { newId } from '@startupsetu/server-core/ids';
import { connectPeople } from '@startupsetu/server-core/testing/connections';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, readJson, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { getJson, uploadVideo } from '../../testing/content';
import { jpegBytes, listMediaDir, pngBytes, sendForm } from '../../testing/form-uploads';
import { socketPool } from '../../testing/sockets';
import { apply, moveTo, pdfBytes, resumeEntry } from '../../testing/applications';
import { publishedJob, sendJson } from '../../testing/jobs';
import { createStartup } from '../../testing/startups';
import { queryPlans } from '@startupsetu/server-core/testing/query-plans';
import { exportAccount, RESUMES_NOT_INCLUDED } from './account-repository';

// GET /api/account/export and DELETE /api/account (DESIGN §6.3).

let server: ApiTestServer;
const sockets = socketPool(() => server.baseUrl);

beforeAll(async () => {
  server = await startApiTestServer();
});

afterEach(() => sockets.closeAll());
afterAll(async () => {
  await server?.close();
});

const send = (token: string, path: string, body: unknown) => postJson(server.baseUrl, path, body, bearer(token));
const deleteAccount = (token: string, body: unknown) =>
  fetch(`${server.baseUrl}/api/account`, { method: 'DELETE', headers: { ...bearer(token), 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function ok(response: Response): Promise<any> {
  if (response.status >= 300) throw new Error(`${response.status} ${await response.text()}`);
  return readJson(response);
}

/** A Hustler with a picture, a video, a blog with a cover, a talk, comments, a like and messages. */
async function busyPerson(other: TestAccount, name = 'Asha Builder') {
  const me = await signUp(server.baseUrl, { role: 'Hustler' });
  const picture = { bytes: pngBytes(), filename: 'me.png', type: 'image/png' };
  await ok(await sendForm(server.baseUrl, '/api/userprofile/me', [['Username', name], ['phoneno', '9876543210'], ['profilePic', picture]], { token: me.accessToken, method: 'PUT' }));
  const video = (await ok(await uploadVideo(server.baseUrl, me.accessToken, { title: 'Our pitch' }))).video;
  const cover = { bytes: jpegBytes(2000), filename: 'cover.jpg', type: 'image/jpeg' };
  const blog = (await ok(await sendForm(server.baseUrl, '/api/userprofile/addblog', [['title', 'How we started'], ['summary', 's'], ['content', 'c'], ['image', cover]], { token: me.accessToken }))).blog;
  const talk = (await ok(await send(me.accessToken, '/api/userprofile/addTalks', { title: 'Ask me anything' }))).blog;
  await ok(await send(me.accessToken, '/api/videos/comments', { videoId: video._id, text: 'My own comment' }));
  await ok(await send(other.accessToken, '/api/videos/comments', { videoId: video._id, text: 'A comment from the other' }));
  await ok(await send(me.accessToken, `/api/talks/${talk._id}/comments`, { text: 'Talk comment' }));
  await ok(await send(other.accessToken, '/api/videos/like', { videoId: video._id }));
  await ok(await send(me.accessToken, '/api/videos/like', { videoId: video._id }));
  // Strangers: the other hears from everyone and has accepted the request (DESIGN §7.4).
  await letWrite(server.db, me.id, other.id);
  await ok(await send(me.accessToken, '/api/messages', { receiverId: other.id, text: `Hello from ${name}` }));
  await ok(await send(other.accessToken, '/api/messages', { receiverId: me.id, text: `Reply to ${name}` }));
  // Sent from the Contact page with the account's email, typed in another case.
  await ok(await postJson(server.baseUrl, '/api/contact', { name, email: me.email.toUpperCase(), message: `Support question from ${name}` }));
  // Connections, requests and notifications are made by notify, which these tests do not run.
  const now = new Date().toISOString();
  const requestId = newId();
  await server.db
    .insertInto('connect_requests')
    .values({ id: requestId, kind: 'connect', requester_id: other.id, target_id: me.id, pair_key: [me.id, other.id].sort().join(':'), status: 'accepted', note: null, created_at: now, updated_at: now })
    .execute();
  await connectPeople(server.db, me.id, other.id, requestId);
  await server.db
    .insertInto('notifications')
    .values([
      { id: newId(), user_id: me.id, type: 'connect', message: 'Someone wants to connect', is_read: 0, actor_id: other.id, created_at: now, link: '/networking', request_id: requestId },
      { id: newId(), user_id: other.id, type: 'connect_accepted', message: `${name} accepted`, is_read: 0, actor_id: me.id, created_at: now, link: null, request_id: requestId },
    ])
    .execute();
  const row = await server.db.selectFrom('users').select('profile_pic').where('id', '=', me.id).executeTakeFirstOrThrow();
  const files = [row.profile_pic!, String(video.videoUrl).replace('/media/', ''), String(blog.coverImageUrl).replace('/media/', '')];
  return { me, video, blog, talk, files };
}

describe('GET /api/account/export', () => {
  it("downloads everything of the caller as one JSON file, and nothing of anyone else's private", async () => {
    const other = await signUp(server.baseUrl, { role: 'Investor' });
    await ok(await sendForm(server.baseUrl, '/api/userprofile/me', [['Username', 'Ravi Invests'], ['phoneno', '9123456780']], { token: other.accessToken, method: 'PUT' }));
    const { me, video, blog, talk } = await busyPerson(other);

    const response = await getJson(server.baseUrl, '/api/account/export', me.accessToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="startupsetu-data-${new Date().toISOString().slice(0, 10)}.json"`);
    const data = await readJson(response);
    expect(data.account).toEqual({ id: me.id, email: me.email, role: 'Hustler', createdAt: expect.any(String), verified: false, badges: [] });
    expect(data.profile).toMatchObject({ Username: 'Asha Builder', phoneno: '9876543210', profilePic: expect.stringMatching(/^\/media\//) });
    expect(data.videos).toEqual([expect.objectContaining({ id: video._id, title: 'Our pitch', videoUrl: video.videoUrl })]);
    expect(data.blogs).toEqual([expect.objectContaining({ id: blog._id, title: 'How we started', coverImage: blog.coverImageUrl })]);
    expect(data.talks).toEqual([expect.objectContaining({ id: talk._id, title: 'Ask me anything' })]);
    expect(data.comments.map((c: any) => [c.on, c.text])).toEqual([['video', 'My own comment'], ['talk', 'Talk comment']]);
    expect(data.likes).toEqual([{ videoId: video._id, createdAt: expect.any(String) }]);
    const ravi = { id: other.id, name: 'Ravi Invests' };
    expect(data.messages.map((m: any) => [m.direction, m.with, m.text])).toEqual([
      ['sent', ravi, 'Hello from Asha Builder'],
      ['received', ravi, 'Reply to Asha Builder'],
    ]);
    expect(data.connections).toEqual([{ with: ravi, since: expect.any(String) }]);
    expect(data.requests).toEqual([expect.objectContaining({ kind: 'connect', direction: 'received', with: ravi, status: 'accepted' })]);
    expect(data.notifications).toEqual([expect.objectContaining({ type: 'connect', message: 'Someone wants to connect', read: false })]);
    expect(data.sessions).toEqual([{ device: expect.any(String), createdAt: expect.any(String), lastSeenAt: expect.any(String), endedAt: null }]);
    expect(data.contactMessages).toEqual([{ name: 'Asha Builder', email: me.email.toUpperCase(), message: 'Support question from Asha Builder', createdAt: expect.any(String) }]);

    const text = JSON.stringify(data);
    const hash = await server.db.selectFrom('users').select('password_hash').where('id', '=', me.id).executeTakeFirstOrThrow();
    for (const secret of [hash.password_hash, me.password, other.email, '9123456780', 'A comment from the other', me.accessToken]) {
      expect(text).not.toContain(secret);
    }
  });

  it('needs a token', async () => {
    expect((await getJson(server.baseUrl, '/api/account/export')).status).toBe(401);
  });

  it("holds the person's job applications with their history, their saved jobs and job alerts; no résumé file, nobody else's", async () => {
    const founder = await signUp(server.baseUrl, { role: 'Hustler' });
    const slug = (await ok(await createStartup(server.baseUrl, founder.accessToken, { name: 'Krishi Setu' }))).startup.slug;
    const engineer = await publishedJob(server.baseUrl, founder.accessToken, slug, { title: 'Backend Engineer' });
    const designer = await publishedJob(server.baseUrl, founder.accessToken, slug, { title: 'Product Designer' });
    const me = await signUp(server.baseUrl, { role: 'Jobseeker' });
    const other = await signUp(server.baseUrl, { role: 'Jobseeker' });
    const resume = pdfBytes(3000);
    const first = (await ok(await apply(server.baseUrl, me.accessToken, engineer._id, { note: 'Two years of Node.', resume: resumeEntry(resume, 'Asha CV.pdf') }))).application;
    const second = (await ok(await apply(server.baseUrl, me.accessToken, designer._id, { note: 'I draw.' }))).application;
    await ok(await apply(server.baseUrl, other.accessToken, engineer._id, { note: 'Someone else’s note' }));
    await ok(await moveTo(server.baseUrl, founder.accessToken, first._id, { status: 'shortlisted' }));
    await ok(await moveTo(server.baseUrl, founder.accessToken, first._id, { status: 'rejected', reason: 'filled', note: 'We hired internally' }));
    await ok(await sendJson(server.baseUrl, 'PUT', `/api/jobs/${designer._id}/save`, { token: me.accessToken }));
    await ok(await sendJson(server.baseUrl, 'PUT', `/api/jobs/${engineer._id}/save`, { token: other.accessToken }));
    await ok(await sendJson(server.baseUrl, 'POST', '/api/job-alerts', { token: me.accessToken, body: { skills: ['React'], city: 'Pune' } }));
    await ok(await sendJson(server.baseUrl, 'POST', '/api/job-alerts', { token: other.accessToken, body: { q: 'someone else' } }));

    const data = await readJson(await getJson(server.baseUrl, '/api/account/export', me.accessToken));
    const startup = { slug, name: 'Krishi Setu' };
    expect(data.jobApplications).toEqual([
      {
        id: first._id,
        job: { id: engineer._id, title: 'Backend Engineer', status: 'published' },
        startup,
        status: 'rejected',
        note: 'Two years of Node.',
        resume: { fileName: 'Asha CV.pdf', sizeBytes: 3000, fileIncluded: false },
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        history: [
          { status: 'applied', at: expect.any(String), reason: null, note: null },
          { status: 'shortlisted', at: expect.any(String), reason: null, note: null },
          { status: 'rejected', at: expect.any(String), reason: 'filled', note: 'We hired internally' },
        ],
      },
      expect.objectContaining({ id: second._id, job: { id: designer._id, title: 'Product Designer', status: 'published' }, status: 'applied', note: 'I draw.' }),
    ]);
    expect(data.resumes).toBe(RESUMES_NOT_INCLUDED);
    expect(data.resumes).toMatch(/^Résumé files are not included/);
    expect(data.savedJobs).toEqual([{ job: { id: designer._id, title: 'Product Designer', status: 'published' }, startup, savedAt: expect.any(String) }]);
    expect(data.jobAlerts).toEqual([
      {
        id: expect.any(String),
        label: 'React · Pune',
        search: { q: null, skills: ['React'], city: 'Pune', workplace: null, kind: null, minCtc: null },
        createdAt: expect.any(String),
        lastCheckedAt: expect.any(String),
      },
    ]);
    const text = JSON.stringify(data);
    for (const elsewhere of ['Someone else’s note', 'someone else', other.id, resume.toString('base64').slice(0, 40), resume.toString('latin1').slice(0, 40)]) {
      expect(text).not.toContain(elsewhere);
    }

    // Each read starts from the person's own index; jobs, startups and histories are looked up by key.
    const plans = await queryPlans(server.db, (db) => exportAccount(db, me.id));
    const jobPlans = plans.filter((plan) => /job_applications|saved_jobs|job_alerts|application_events/.test(plan));
    expect(jobPlans.length).toBeGreaterThanOrEqual(4);
    for (const plan of jobPlans) {
      expect(plan, plan).not.toMatch(/^SCAN\b/m);
      expect(plan, plan).not.toMatch(/Seq Scan/);
    }
  });
});

describe('GET /api/account/export: badge requests', () => {
  it("lists the caller's badge requests with what was given and decided, a document by name and size only", async () => {
    const me = await signUp(server.baseUrl, { role: 'Investor' });
    const other = await signUp(server.baseUrl, { role: 'Investor' });
    const evidence = { kind: 'investor', basis: 'angel-network', network: 'Pune Angels', url: 'https://puneangels.example.in/members' };
    const asked = await readJson(await postJson(server.baseUrl, '/api/verifications', evidence, bearer(me.accessToken)));
    const letter = pdfBytes(2500);
    const sent = await sendForm(server.baseUrl, `/api/verifications/${asked.verification._id}/document`, [['document', { bytes: letter, filename: 'letter.pdf', type: 'application/pdf' }]], {
      token: me.accessToken,
      method: 'PUT',
    });
    expect(sent.status).toBe(200);
    await postJson(server.baseUrl, '/api/verifications', { ...evidence, network: 'Someone else’s network' }, bearer(other.accessToken));

    const badge = { kind: 'person', label: 'Work email · acme.in' };
    await server.db.updateTable('users').set({ badges: JSON.stringify([badge]) }).where('id', '=', me.id).execute();
    const data = await readJson(await getJson(server.baseUrl, '/api/account/export', me.accessToken));
    // What was proven, as others see it: verified while a badge stands.
    expect(data.account).toMatchObject({ verified: true, badges: [badge] });
    expect(data.verifications).toEqual([
      {
        id: asked.verification._id,
        kind: 'investor',
        status: 'pending',
        evidence: { basis: 'angel-network', network: 'Pune Angels', url: 'https://puneangels.example.in/members', portfolio: [] },
        reason: null,
        document: { name: 'letter.pdf', size: 2500 },
        createdAt: expect.any(String),
        decidedAt: null,
      },
    ]);
    const text = JSON.stringify(data);
    for (const elsewhere of ['Someone else’s network', letter.toString('latin1').slice(0, 40)]) expect(text).not.toContain(elsewhere);
  });
});

describe('GET /api/account/export: appeals', () => {
  it("lists the caller's appeals of moderation decisions, and nobody else's", async () => {
    const [me, other] = await Promise.all([signUp(server.baseUrl), signUp(server.baseUrl)]);
    const appealOf = (appellantId: string, reason: string) => ({
      id: newId(),
      report_id: newId(),
      target_type: 'video' as const,
      target_id: newId(),
      decision: 'removed' as const,
      decided_at: '2026-12-01T10:00:00.000Z',
      decided_by: null,
      appellant_id: appellantId,
      reason,
      status: 'open' as const,
      created_at: '2026-12-02T10:00:00.000Z',
      deadline_at: '2026-12-17T10:00:00.000Z',
      resolved_at: null,
      resolved_by: null,
    });
    const mine = appealOf(me.id, 'It is my own pitch, not a copy.');
    await server.db.insertInto('report_appeals').values([mine, appealOf(other.id, 'Someone else’s appeal')]).execute();

    const data = await readJson(await getJson(server.baseUrl, '/api/account/export', me.accessToken));
    expect(data.appeals).toEqual([
      {
        id: mine.id,
        reportId: mine.report_id,
        decision: 'removed',
        reason: 'It is my own pitch, not a copy.',
        status: 'open',
        createdAt: mine.created_at,
        deadlineAt: mine.deadline_at,
        resolvedAt: null,
      },
    ]);
    expect(JSON.stringify(data)).not.toContain('Someone else’s appeal');
  });
});

describe('DELETE /api/account', () => {
  it('refuses a wrong or missing password with 400 naming the field, and deletes nothing', async () => {
    const me = await signUp(server.baseUrl);
    const wrong = await deleteAccount(me.accessToken, { password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(await readJson(wrong)).toEqual({ success: false, message: 'Password is incorrect', error: 'Bad Request', field: 'password' });
    const missing = await deleteAccount(me.accessToken, {});
    expect(missing.status).toBe(400);
    expect(await readJson(missing)).toMatchObject({ success: false });
    expect((await getJson(server.baseUrl, '/api/account/export', me.accessToken)).status).toBe(200);
  });

  it('ends every session, deletes everything of the person and their media; messages stay with the other party as from Deleted user', async () => {
    const other = await signUp(server.baseUrl, { role: 'Investor' });
    const { me, video, blog, talk, files } = await busyPerson(other, 'Leaving Soon');
    const otherDevice = await postJson(server.baseUrl, '/api/auth/signin', { email: me.email, password: me.password });
    const otherToken = (await readJson(otherDevice)).accessToken as string;
    const tab = await sockets.open(otherToken);
    const closed = new Promise((resolve) => tab.once('disconnect', resolve));
    for (const name of files) expect((await fetch(`${server.baseUrl}/media/${name}`)).status).toBe(200);

    const response = await deleteAccount(me.accessToken, { password: me.password });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true, message: 'Your account has been deleted' });
    await closed;
    for (const token of [me.accessToken, otherToken]) expect((await getJson(server.baseUrl, '/api/auth/sessions', token)).status).toBe(401);

    const count = async (table: 'users' | 'videos' | 'blogs' | 'video_comments' | 'talk_comments' | 'video_likes' | 'sessions', column: string, value: string) =>
      (await server.db.selectFrom(table).select(server.db.fn.countAll<number | string>().as('n')).where(column as any, '=', value).executeTakeFirstOrThrow()).n;
    expect(Number(await count('users', 'id', me.id))).toBe(0);
    for (const table of ['videos', 'blogs', 'video_comments', 'talk_comments', 'video_likes', 'sessions'] as const) {
      expect(Number(await count(table, 'user_id', me.id)), table).toBe(0);
    }
    // The other's comment and like went with the video; nothing of the person is left about them.
    expect(await server.db.selectFrom('video_comments').select('id').where('video_id', '=', video._id).execute()).toEqual([]);
    expect(await server.db.selectFrom('talk_comments').select('id').where('talk_id', '=', talk._id).execute()).toEqual([]);
    expect(await server.db.selectFrom('blogs').select('id').where('id', '=', blog._id).execute()).toEqual([]);
    expect(await server.db.selectFrom('connections').select('id').where('peer_id', '=', me.id).execute()).toEqual([]);
    expect(await server.db.selectFrom('connect_requests').select('id').where('requester_id', '=', other.id).execute()).toEqual([]);
    expect(await server.db.selectFrom('notifications').select('id').where((eb) => eb.or([eb('user_id', '=', me.id), eb('actor_id', '=', me.id)])).execute()).toEqual([]);
    expect(await server.db.selectFrom('contact_messages').select('id').where('message', '=', 'Support question from Leaving Soon').execute()).toEqual([]);
    for (const name of files) expect((await fetch(`${server.baseUrl}/media/${name}`)).status).toBe(404);
    const left = await listMediaDir(server.config.mediaDir);
    for (const name of files) expect(left).not.toContain(name);

    // The other party keeps the conversation, both ways, with the person shown as 'Deleted user'.
    const chats = await readJson(await getJson(server.baseUrl, '/api/messages', other.accessToken));
    expect(chats.find((c: any) => c._id === me.id)).toMatchObject({ Username: 'Deleted user', email: '', profilePic: null, deleted: true, text: 'Reply to Leaving Soon' });
    expect(chats.filter((c: any) => c._id !== me.id).every((c: any) => c.deleted === false)).toBe(true);
    expect(JSON.stringify(chats)).not.toContain(me.email);
    const history = await readJson(await getJson(server.baseUrl, `/api/messages/${me.id}`, other.accessToken));
    expect(history.map((m: any) => m.text)).toEqual(['Hello from Leaving Soon', 'Reply to Leaving Soon']);
    // Nobody can write to a deleted account.
    const toDeleted = await send(other.accessToken, '/api/messages', { receiverId: me.id, text: 'Are you there?' });
    expect(toDeleted.status).toBe(404);
  });

  it('lets the email sign up again, as a new account that sees nothing of the old one', async () => {
    const other = await signUp(server.baseUrl, { role: 'Investor' });
    const me = await signUp(server.baseUrl, { role: 'Cofounder' });
    await letWrite(server.db, me.id, other.id);
    await ok(await send(me.accessToken, '/api/messages', { receiverId: other.id, text: 'before leaving' }));
    await ok(await deleteAccount(me.accessToken, { password: me.password }));
    expect((await postJson(server.baseUrl, '/api/auth/signin', { email: me.email, password: me.password })).status).toBe(401);
    const again = await signUp(server.baseUrl, { email: me.email, role: 'Jobseeker' });
    expect(again.id).not.toBe(me.id);
    expect(await readJson(await getJson(server.baseUrl, '/api/messages', again.accessToken))).toEqual([]);
    expect((await readJson(await getJson(server.baseUrl, '/api/account/export', again.accessToken))).messages).toEqual([]);
  });

  it('answers a delete sent with an Idempotency-Key (an outbox replay) the same way', async () => {
    const me = await signUp(server.baseUrl);
    const response = await fetch(`${server.baseUrl}/api/account`, {
      method: 'DELETE',
      headers: { ...bearer(me.accessToken), 'content-type': 'application/json', 'idempotency-key': 'delete-me-once' },
      body: JSON.stringify({ password: me.password }),
    });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true, message: 'Your account has been deleted' });
    expect(await server.db.selectFrom('users').select('id').where('id', '=', me.id).execute()).toEqual([]);
  });

  it('removes messages once both people of a conversation have deleted their accounts', async () => {
    const first = await signUp(server.baseUrl);
    const second = await signUp(server.baseUrl);
    await ok(await send(first.accessToken, '/api/messages', { receiverId: second.id, text: 'between two leavers' }));
    await ok(await deleteAccount(first.accessToken, { password: first.password }));
    expect(await server.db.selectFrom('messages').select('id').where('text', '=', 'between two leavers').execute()).toHaveLength(1);
    await ok(await deleteAccount(second.accessToken, { password: second.password }));
    expect(await server.db.selectFrom('messages').select('id').where('text', '=', 'between two leavers').execute()).toEqual([]);
  });
});
