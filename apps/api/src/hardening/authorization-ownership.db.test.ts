import { expectRefused, routeKey, rowCounts, sendSample, type RouteSample } from '@startupsetu/server-core/testing/authorization-matrix';
import { apiRouteSamples } from '../testing/api-route-samples';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isLookingNow } from '@startupsetu/server-core/push/presence';
import { bearer, postJson, readJson, signUp, startApiTestServer, type ApiTestServer } from '../testing/api-test-server';
import { seedCast, type Cast } from '../testing/authorization-cast';
import { getJson, seedVideo } from '../testing/content';
import { sendForm } from '../testing/form-uploads';
import { collect, nextEvent, socketPool } from '../testing/sockets';

// Issue 8 ("authorization matrix"), other people's resources: whatever a request names (a user id
// in the path, a senderId or userId in the body, a room to join, an Idempotency-Key someone else
// used), a caller reads and changes only what is theirs, and a reply holds nothing of others.
// The cast: a Hustler, an Investor, a Cofounder and a Job Seeker; the investor and the cofounder
// have a private conversation, and the investor wrote to the hustler (authorization-cast.ts).

let server: ApiTestServer;
let cast: Cast;
const sockets = socketPool(() => server.baseUrl);

beforeAll(async () => {
  server = await startApiTestServer();
  cast = await seedCast(server);
}, 60_000);

afterEach(() => sockets.closeAll());
afterAll(async () => {
  await server?.close();
});

const people = () => cast.members;
const PRIVATE_TEXTS = ['private between investor and cofounder', 'private reply from cofounder'];

function storedMessages(text: string) {
  return server.db.selectFrom('messages').select(['sender_id', 'receiver_id']).where('text', '=', text).execute();
}

async function unreadCount(token: string): Promise<number> {
  return (await readJson(await getJson(server.baseUrl, '/api/messages/unread-count', token))).count;
}

describe('chat: another pair is invisible', () => {
  it("reading the history with someone gives only the caller's own pair", async () => {
    const { Hustler: hustler, Investor: investor, Cofounder: cofounder } = people();
    const withCofounder = await readJson(await getJson(server.baseUrl, `/api/messages/${cofounder.id}`, hustler.accessToken));
    expect(withCofounder).toEqual([]);
    const withInvestor = await readJson(await getJson(server.baseUrl, `/api/messages/${investor.id}`, hustler.accessToken));
    expect(withInvestor.map((m: any) => m.text)).toEqual(['hello hustler']);
    for (const message of withInvestor) expect([message.senderId, message.receiverId]).toContain(hustler.id);
  });

  it('the chat list holds only the caller’s partners and none of their other conversations', async () => {
    const { Hustler: hustler, Investor: investor } = people();
    const chats = await readJson(await getJson(server.baseUrl, '/api/messages', hustler.accessToken));
    expect(chats.map((chat: any) => chat._id)).toEqual([investor.id]);
    for (const text of PRIVATE_TEXTS) expect(JSON.stringify(chats)).not.toContain(text);
  });

  it("marking a conversation read marks only what was sent to the caller", async () => {
    const { Hustler: hustler, Investor: investor, Cofounder: cofounder } = people();
    const before = await unreadCount(investor.accessToken);
    expect(before).toBeGreaterThan(0);
    for (const partner of [cofounder, investor]) {
      const reply = await fetch(`${server.baseUrl}/api/messages/${partner.id}/read`, { method: 'PUT', headers: bearer(hustler.accessToken) });
      expect(reply.status).toBe(200);
    }
    expect(await unreadCount(investor.accessToken)).toBe(before);
  });

  it('a senderId in POST /api/messages is ignored: the token names the sender', async () => {
    const { Hustler: hustler, Investor: investor, Cofounder: cofounder } = people();
    const reply = await postJson(
      server.baseUrl,
      '/api/messages',
      { senderId: cofounder.id, receiverId: investor.id, text: 'forged over http' },
      bearer(hustler.accessToken),
    );
    expect(reply.status).toBe(201);
    expect((await readJson(reply)).message.senderId).toBe(hustler.id);
    expect(await storedMessages('forged over http')).toEqual([{ sender_id: hustler.id, receiver_id: investor.id }]);
  });

  it('a senderId in the socket sendMessage is ignored, and only the pair hears the message', async () => {
    const { Hustler: hustler, Investor: investor, Cofounder: cofounder } = people();
    const [hustlerTab, investorTab, cofounderTab] = await Promise.all([
      sockets.open(hustler.accessToken),
      sockets.open(investor.accessToken),
      sockets.open(cofounder.accessToken),
    ]);
    const cofounderHeard = collect(cofounderTab, 'receiveMessage');
    const received = nextEvent(investorTab, 'receiveMessage');
    const ack = await hustlerTab.emitWithAck('sendMessage', { senderId: cofounder.id, receiverId: investor.id, text: 'forged over socket' });
    expect(ack).toMatchObject({ ok: true, message: { senderId: hustler.id } });
    expect((await received).senderId).toBe(hustler.id);
    expect(await storedMessages('forged over socket')).toEqual([{ sender_id: hustler.id, receiver_id: investor.id }]);
    await cofounderTab.emitWithAck('join', cofounder.id);
    expect(cofounderHeard).toEqual([]);
  });

  it("join with another user's id is refused, and the socket then hears nothing of theirs", async () => {
    const { Hustler: hustler, Investor: investor, Cofounder: cofounder } = people();
    const hustlerTab = await sockets.open(hustler.accessToken);
    const heard = collect(hustlerTab, 'receiveMessage');
    for (const id of [cofounder.id, investor.id, '*', '']) {
      expect(await hustlerTab.emitWithAck('join', id)).toEqual({ ok: false, message: 'Forbidden' });
    }
    const cofounderTab = await sockets.open(cofounder.accessToken);
    await cofounderTab.emitWithAck('sendMessage', { receiverId: investor.id, text: 'not for the hustler' });
    await hustlerTab.emitWithAck('join', hustler.id);
    expect(heard).toEqual([]);
  });
});

describe('socket events: whatever ids they name, they act for the caller only', () => {
  it("visibility reports the caller's own presence, whoever the payload names", async () => {
    const caller = await signUp(server.baseUrl);
    const named = await signUp(server.baseUrl);
    const tab = await sockets.open(caller.accessToken);
    expect(await tab.emitWithAck('visibility', { visible: true, userId: named.id })).toEqual({ ok: true });
    expect(await isLookingNow(server.db, caller.id)).toBe(true);
    expect(await isLookingNow(server.db, named.id)).toBe(false);
  });

  it("watchVideos naming a video out of the caller's sight (its owner blocked them) joins nothing of it", async () => {
    const { Hustler: hustler } = people();
    const owner = await signUp(server.baseUrl);
    const hidden = await seedVideo(server.db, owner.id);
    expect((await postJson(server.baseUrl, '/api/blocks', { userId: hustler.id }, bearer(owner.accessToken))).status).toBe(201);
    const tab = await sockets.open(hustler.accessToken);
    expect(await tab.emitWithAck('watchVideos', { videoIds: [hidden, cast.videoId] })).toEqual({ ok: true });
    const [serverSide] = await server.app.io.in(tab.id!).fetchSockets();
    expect([...serverSide!.rooms].filter((room) => room.startsWith('video:'))).toEqual([`video:${cast.videoId}`]);
  });

  it("sendComment naming someone else's video writes nothing and tells no watcher", async () => {
    const { Hustler: hustler, Investor: investor } = people();
    const [hustlerTab, investorTab] = [await sockets.open(hustler.accessToken), await sockets.open(investor.accessToken)];
    await investorTab.emitWithAck('watchVideos', { videoIds: [cast.videoId] });
    const heard = collect(investorTab, 'newComment');
    const before = await rowCounts(server.db);
    expect(await hustlerTab.emitWithAck('sendComment', { videoId: cast.videoId, text: 'not stored', userId: investor.id })).toEqual({ ok: true });
    await investorTab.emitWithAck('sendComment', {});
    expect(heard).toEqual([]);
    expect(await rowCounts(server.db)).toEqual(before);
  });
});

describe("profiles: a caller changes only their own", () => {
  const profileOf = async (token: string) =>
    (await readJson(await getJson(server.baseUrl, '/api/userprofile/getUser', token))).user;

  it.each([
    ['userId', 'Update_H_profile'],
    ['_id', 'Update_H_profile'],
    ['email', 'Update_H_profile'],
    ['role', 'Update_H_profile'],
    ['verified', 'Update_H_profile'],
    ['userId', 'Hustler'],
  ])('a form field %s naming another user is refused (%s), and their profile is untouched', async (field, form) => {
    const { Hustler: hustler, Investor: investor } = people();
    const before = await profileOf(investor.accessToken);
    const value = { userId: investor.id, _id: investor.id, email: investor.email, role: 'Investor', verified: 'true' }[field]!;
    const reply = await sendForm(
      server.baseUrl,
      `/api/userprofile/${form}`,
      [[field, value], ['Username', 'Hijacked'], ['project', 'Hijack']],
      { token: hustler.accessToken, method: form === 'Update_H_profile' ? 'PUT' : 'POST' },
    );
    expect(reply.status).toBe(400);
    expect(await readJson(reply)).toMatchObject({ success: false, message: expect.stringContaining(field) });
    expect(await profileOf(investor.accessToken)).toEqual(before);
    expect((await profileOf(hustler.accessToken)).profiledetails.Username).not.toBe('Hijacked');
  });
});

describe('content: the token names the author', () => {
  it('a userId in a like, a comment or a talk comment is ignored', async () => {
    const { Hustler: hustler, Cofounder: cofounder } = people();
    const as = bearer(hustler.accessToken);
    const like = await postJson(server.baseUrl, '/api/videos/like', { videoId: cast.videoId, userId: cofounder.id }, as);
    expect(like.status).toBe(200);
    const likers = await server.db.selectFrom('video_likes').select('user_id').where('video_id', '=', cast.videoId).execute();
    expect(likers).toEqual([{ user_id: hustler.id }]);

    const forged = { userId: cofounder.id, commentedBy: { _id: cofounder.id } };
    const comment = await postJson(server.baseUrl, '/api/videos/comments', { videoId: cast.videoId, text: 'c1', ...forged }, as);
    expect((await readJson(comment)).comment.commentedBy._id).toBe(hustler.id);
    const talkComment = await postJson(server.baseUrl, `/api/talks/${cast.talkId}/comments`, { text: 'c2', ...forged }, as);
    expect(talkComment.status).toBe(201);
    const talkAuthors = await server.db.selectFrom('talk_comments').select('user_id').where('text', '=', 'c2').execute();
    expect(talkAuthors).toEqual([{ user_id: hustler.id }]);
  });

  it("another user's Idempotency-Key replays nothing of theirs", async () => {
    const { Hustler: hustler, Investor: investor, Cofounder: cofounder } = people();
    const key = 'shared-key-42';
    const first = await postJson(server.baseUrl, '/api/messages', { receiverId: investor.id, text: 'first with key' }, { ...bearer(cofounder.accessToken), 'idempotency-key': key });
    expect(first.status).toBe(201);
    const second = await postJson(server.baseUrl, '/api/messages', { receiverId: investor.id, text: 'second with key' }, { ...bearer(hustler.accessToken), 'idempotency-key': key });
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect((await readJson(second)).message).toMatchObject({ senderId: hustler.id, text: 'second with key' });
  });
});

describe("own content: nobody edits or deletes another person's video, blog, talk or comment", () => {
  const samples = apiRouteSamples(() => cast);
  const OWNED = samples.filter((route) => /^(PUT|DELETE) \/api\/(videos|blogs|talks|comments)\//.test(routeKey(route)));
  const ROLES = ['Hustler', 'Investor', 'Cofounder', 'Jobseeker'] as const;

  it('covers every edit and delete route of content', () => {
    expect(OWNED.map(routeKey).sort()).toEqual([
      'DELETE /api/blogs/:id',
      'DELETE /api/comments/:id',
      'DELETE /api/talks/:talkId',
      'DELETE /api/talks/:talkId/comments/:commentId',
      'DELETE /api/videos/:id',
      'PUT /api/blogs/:id',
      'PUT /api/talks/:talkId',
      'PUT /api/videos/:id',
    ]);
  });

  // The cast's hustler owns the video (with the investor's comment on it) and the blog; the investor the talk and the comments.
  // The video's owner (the hustler) may delete comments on it: that is a right, not a refusal.
  const mayAct = (route: RouteSample, role: string) => role === route.caller || (routeKey(route) === 'DELETE /api/comments/:id' && role === 'Hustler');
  it.each(OWNED.flatMap((route) => ROLES.filter((role) => !mayAct(route, role)).map((role) => [routeKey(route), role, route] as const)))(
    '%s by the %s: 403, nothing changed',
    async (key, role, route) => {
      const before = await rowCounts(server.db);
      const reply = await sendSample(server.baseUrl, route, bearer(cast.members[role].accessToken));
      expectRefused(reply, `${key} by ${role}`, [403]);
      expect((reply.json as { message: string }).message).toMatch(/^You can only (change|delete) your own content$/);
      expect(await rowCounts(server.db)).toEqual(before);
    },
  );
});

describe("jobs: only the startup's active admins write them (DESIGN §7.3)", () => {
  const samples = apiRouteSamples(() => cast);
  const WRITES = samples.filter((route) => route.method !== 'GET' && /^\/api\/(jobs\/:id(\/(publish|close|renew))?|startups\/:slug\/jobs)$/.test(route.path));
  const OTHERS = ['Hustler', 'Investor', 'Jobseeker'] as const;

  it('covers every job write but saving', () => {
    expect(WRITES.map(routeKey).sort()).toEqual([
      'POST /api/jobs/:id/close',
      'POST /api/jobs/:id/publish',
      'POST /api/jobs/:id/renew',
      'POST /api/startups/:slug/jobs',
      'PUT /api/jobs/:id',
    ]);
  });

  // The cast's jobs startup is the cofounder's; no one else is one of its people.
  it.each(WRITES.flatMap((route) => OTHERS.map((role) => [routeKey(route), role, route] as const)))(
    '%s by the %s: 404, nothing changed',
    async (key, role, route) => {
      const before = await rowCounts(server.db);
      const jobs = await server.db.selectFrom('jobs').select(['id', 'title', 'status', 'closes_at']).orderBy('id').execute();
      const reply = await sendSample(server.baseUrl, route, bearer(cast.members[role].accessToken));
      expectRefused(reply, `${key} by ${role}`, [404]);
      expect(await rowCounts(server.db)).toEqual(before);
      expect(await server.db.selectFrom('jobs').select(['id', 'title', 'status', 'closes_at']).orderBy('id').execute()).toEqual(jobs);
    },
  );
});

describe("applications: only the applicant and the startup's active members (DESIGN §7.3)", () => {
  const samples = apiRouteSamples(() => cast);
  const NAMED = ['GET /api/applications/:id', 'GET /api/applications/:id/resume', 'PUT /api/applications/:id', 'DELETE /api/applications/:id', 'GET /api/jobs/:id/applications'];
  // The job seeker applied to the cofounder's startup: the hustler and the investor are neither
  // side (404); each side is refused the other's writes (403), and the pipeline is the startup's.
  const REFUSED = [
    ...NAMED.flatMap((key) => (['Hustler', 'Investor'] as const).map((role) => [key, role, 404] as const)),
    ['GET /api/jobs/:id/applications', 'Jobseeker', 404],
    ['PUT /api/applications/:id', 'Jobseeker', 403],
    ['DELETE /api/applications/:id', 'Cofounder', 403],
  ] as const;

  it.each(REFUSED)('%s by the %s: %i, nothing changed', async (key, role, status) => {
    const route = samples.find((sample) => routeKey(sample) === key)!;
    const statuses = () => server.db.selectFrom('job_applications').select(['id', 'status']).orderBy('id').execute();
    const [before, applications] = [await rowCounts(server.db), await statuses()];
    const reply = await sendSample(server.baseUrl, route, bearer(cast.members[role].accessToken));
    expectRefused(reply, `${key} by ${role}`, [status]);
    expect(await rowCounts(server.db)).toEqual(before);
    expect(await statuses()).toEqual(applications);
  });
});

describe('sessions: nobody lists or ends another person\'s session', () => {
  const liveIds = async (token: string): Promise<string[]> =>
    (await readJson(await getJson(server.baseUrl, '/api/auth/sessions', token))).sessions.map((s: { id: string }) => s.id);

  it('the devices list holds only the caller\'s sessions', async () => {
    const { Hustler: hustler, Investor: investor } = people();
    const investorIds = await liveIds(investor.accessToken);
    expect(investorIds).toContain(investor.sessionId);
    const others = await server.db.selectFrom('sessions').select('id').where('user_id', '!=', investor.id).execute();
    expect(others.length).toBeGreaterThan(0);
    for (const { id } of others) expect(investorIds).not.toContain(id);
    expect(investorIds).not.toContain(hustler.sessionId);
  });

  it.each(['Investor', 'Cofounder', 'Jobseeker'] as const)(
    "a %s cannot end the hustler's session by its id (404), nor by signing out everywhere else; it and its socket stay",
    async (role) => {
      const { Hustler: hustler } = people();
      const caller = people()[role];
      const hustlerTab = await sockets.open(hustler.accessToken);
      const ended = await fetch(`${server.baseUrl}/api/auth/sessions/${hustler.sessionId}`, { method: 'DELETE', headers: bearer(caller.accessToken) });
      expectRefused({ status: ended.status, headers: ended.headers, text: '', json: await readJson(ended) }, `${role} ending the hustler's session`, [404]);
      const everywhere = await fetch(`${server.baseUrl}/api/auth/sessions`, { method: 'DELETE', headers: bearer(caller.accessToken) });
      expect(everywhere.status).toBe(200);
      expect(await liveIds(hustler.accessToken)).toContain(hustler.sessionId);
      await expect(hustlerTab.emitWithAck('join', hustler.id)).resolves.toEqual({ ok: true });
    },
  );
});

describe("account: nobody exports or deletes another person's account", () => {
  const exportOf = async (token: string) => readJson(await getJson(server.baseUrl, '/api/account/export', token));
  const deleteAccount = (token: string, body: unknown) =>
    fetch(`${server.baseUrl}/api/account`, { method: 'DELETE', headers: { ...bearer(token), 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it.each(['Hustler', 'Investor', 'Cofounder', 'Jobseeker'] as const)(
    "a %s's export holds their own account only: no one else's email, phone or private conversation",
    async (role) => {
      const caller = people()[role];
      const data = await exportOf(caller.accessToken);
      expect(data.account).toMatchObject({ id: caller.id, email: caller.email, role });
      const text = JSON.stringify(data);
      for (const other of Object.values(people()).filter((m) => m.id !== caller.id)) {
        expect(text).not.toContain(other.email);
        expect(text).not.toContain(other.phone);
      }
      if (role === 'Hustler' || role === 'Jobseeker') for (const privateText of PRIVATE_TEXTS) expect(text).not.toContain(privateText);
    },
  );

  it.each(['Investor', 'Cofounder', 'Jobseeker'] as const)(
    "a %s sending the hustler's password deletes nothing: 400, and the hustler's account and session stay",
    async (role) => {
      const { Hustler: hustler } = people();
      const reply = await deleteAccount(people()[role].accessToken, { password: hustler.password, userId: hustler.id });
      expect(reply.status).toBe(400);
      expect(await readJson(reply)).toMatchObject({ success: false, message: 'Password is incorrect', field: 'password' });
      expect(await server.db.selectFrom('users').select('id').where('id', 'in', [hustler.id, people()[role].id]).execute()).toHaveLength(2);
      expect((await getJson(server.baseUrl, '/api/auth/sessions', hustler.accessToken)).status).toBe(200);
    },
  );
});

describe('reading by id: what does not exist or is not a user is a 404, never a 500', () => {
  const get = (path: string): RouteSample => ({ method: 'GET', path, access: 'user', status: 404, request: () => ({ path }) });

  it.each([
    '/api/messages/0000000000000000000000000a',
    '/api/messages/not-an-id',
    '/api/commentget/0000000000000000000000000a',
    '/api/talks/0000000000000000000000000a/comments',
  ])(
    '%s',
    async (path) => {
      const reply = await sendSample(server.baseUrl, get(path), bearer(people().Hustler.accessToken));
      expectRefused(reply, path, [404]);
    },
  );
});
