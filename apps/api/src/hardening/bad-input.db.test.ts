import {
  BAD_INPUT_KINDS,
  type RouteContext,
  type RouteSpec,
} from '@startupsetu/server-core/testing/bad-input-arbitraries';
import { registeredRoutes, sendEveryKind } from '@startupsetu/server-core/testing/bad-input-client';
import { rowCounts } from '@startupsetu/server-core/testing/authorization-matrix';
import { weirdString, wrongJsonValue } from '@startupsetu/server-core/testing/bad-input-values';
import fc from 'fast-check';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startApiTestServer, signUp, type ApiTestServer } from '../testing/api-test-server';
import { STARTUP_FORM } from '../routes/startups/startup-form';
import { INVESTOR_DETAIL_RULES } from '../routes/profiles/investor-profile-fields';
import { insertStartup } from '../routes/startups/startups-repository';
import { insertTalkComment } from '../routes/talks/talks-repository';
import { seedBlog, seedVideo } from '../testing/content';
import { socketPool } from '../testing/sockets';

// Issue 8 ("bad input"): every route of the api, sent malformed input of every kind, answers
// no 5xx and, for an error, JSON { success:false, message, error }; the process keeps serving.

const PROFILE_FIELDS = ['Username', 'phoneno', 'bio', 'skills', 'dreamProject', 'superpower', 'profilePic'];
const STARTUP_FIELDS = Object.keys(STARTUP_FORM);
/** What founders look for, on the Investor form and PUT /me (DESIGN §7.4). */
const INVESTOR_FIELDS = Object.keys(INVESTOR_DETAIL_RULES);
const JOB_FIELDS = ['title', 'kind', 'workplace', 'city', 'ctcMin', 'ctcMax', 'stipend', 'esopMin', 'esopMax', 'experienceMin', 'experienceMax', 'skills', 'description'];

const ROUTES: RouteSpec[] = [
  { method: 'GET', path: '/healthz', auth: 'public' },
  { method: 'GET', path: '/readyz', auth: 'public' },
  // Sent without the METRICS_TOKEN the test server sets: refused, whatever the input.
  { method: 'GET', path: '/metrics', auth: 'public' },
  { method: 'GET', path: '/openapi.json', auth: 'public' },
  { method: 'GET', path: '/media/:name', auth: 'public' },
  { method: 'POST', path: '/api/auth/signup', auth: 'public', body: 'json', fields: ['email', 'password', 'role', 'consent'] },
  { method: 'POST', path: '/api/auth/signin', auth: 'public', body: 'json', fields: ['email', 'password'] },
  { method: 'PUT', path: '/api/user/verify', auth: 'user' },
  { method: 'POST', path: '/api/auth/refresh', auth: 'user' },
  { method: 'POST', path: '/api/auth/signout', auth: 'user' },
  { method: 'GET', path: '/api/auth/sessions', auth: 'user' },
  { method: 'DELETE', path: '/api/auth/sessions/:id', auth: 'user' },
  { method: 'DELETE', path: '/api/auth/sessions', auth: 'user' },
  { method: 'PUT', path: '/api/auth/password', auth: 'user', body: 'json', fields: ['currentPassword', 'newPassword'] },
  { method: 'POST', path: '/api/auth/forgot', auth: 'public', body: 'json', fields: ['email'] },
  { method: 'POST', path: '/api/auth/reset', auth: 'public', body: 'json', fields: ['token', 'password'] },
  { method: 'POST', path: '/api/auth/email/verify', auth: 'public', body: 'json', fields: ['token'] },
  { method: 'GET', path: '/api/appeals/suspension', auth: 'public' },
  { method: 'POST', path: '/api/appeals/suspension', auth: 'public', body: 'json', fields: ['token', 'reason'] },
  { method: 'POST', path: '/api/auth/email/resend', auth: 'user' },
  { method: 'PUT', path: '/api/auth/email', auth: 'user', body: 'json', fields: ['newEmail', 'password'] },
  { method: 'GET', path: '/api/account/export', auth: 'user' },
  { method: 'DELETE', path: '/api/account', auth: 'user', body: 'json', fields: ['password'] },
  { method: 'POST', path: '/api/blocks', auth: 'user', body: 'json', fields: ['userId'] },
  { method: 'DELETE', path: '/api/blocks/:userId', auth: 'user' },
  { method: 'GET', path: '/api/blocks', auth: 'user' },
  { method: 'GET', path: '/api/settings/privacy', auth: 'user' },
  { method: 'PUT', path: '/api/settings/privacy', auth: 'user', body: 'json', fields: ['emailVisibility', 'phoneVisibility', 'messagesFrom'] },
  { method: 'POST', path: '/api/verifications', auth: 'user', body: 'json', fields: ['kind', 'basis', 'registrationNumber', 'network', 'url', 'portfolio', 'workEmail', 'startup', 'dpiitNumber', 'domainEmail'] },
  { method: 'POST', path: '/api/verifications/:id/code', auth: 'user', body: 'json', fields: ['code'] },
  { method: 'GET', path: '/api/verifications/mine', auth: 'user' },
  { method: 'GET', path: '/api/verifications', auth: 'user' },
  { method: 'PUT', path: '/api/verifications/:id', auth: 'user', body: 'json', fields: ['action', 'reason'] },
  { method: 'PUT', path: '/api/verifications/:id/document', auth: 'user', body: 'multipart', fields: [], fileField: 'document' },
  { method: 'GET', path: '/api/verifications/:id/document', auth: 'user' },
  { method: 'GET', path: '/api/userprofile/getUser', auth: 'user' },
  { method: 'GET', path: '/api/userprofile/getvideos', auth: 'user' },
  { method: 'GET', path: '/api/userprofile/getblogs', auth: 'user' },
  ...['Hustler', 'cofounder', 'Investor', 'Jobseeker'].map(
    (form): RouteSpec => ({
      method: 'POST',
      path: `/api/userprofile/${form}`,
      auth: 'user',
      body: 'multipart',
      fields: form === 'Investor' ? [...PROFILE_FIELDS, ...INVESTOR_FIELDS] : PROFILE_FIELDS,
      fileField: 'profilePic',
    }),
  ),
  ...['cofounder', 'Hustler', 'Investor', 'Jobseeker'].map(
    (role): RouteSpec => ({ method: 'GET', path: `/api/userprofile/${role}profile`, auth: 'user' }),
  ),
  { method: 'PUT', path: '/api/userprofile/me', auth: 'user', body: 'multipart', fields: [...PROFILE_FIELDS, 'project', 'desiredRole', ...INVESTOR_FIELDS], fileField: 'profilePic' },
  { method: 'PUT', path: '/api/userprofile/Update_H_profile', auth: 'user', body: 'multipart', fields: PROFILE_FIELDS, fileField: 'profilePic' },
  { method: 'POST', path: '/api/usrprofile/Jobseeker', auth: 'user', body: 'multipart', fields: PROFILE_FIELDS, fileField: 'profilePic' },
  { method: 'POST', path: '/api/userprofile/addvideo', auth: 'user', body: 'multipart', fields: ['title', 'description'], fileField: 'video' },
  { method: 'POST', path: '/api/uploads', auth: 'user' },
  { method: 'PATCH', path: '/api/uploads/:id', auth: 'user' },
  { method: 'DELETE', path: '/api/uploads/:id', auth: 'user' },
  { method: 'POST', path: '/api/uploads/:id', auth: 'user' },
  { method: 'OPTIONS', path: '/api/uploads', auth: 'public' },
  { method: 'OPTIONS', path: '/api/uploads/:id', auth: 'public' },
  { method: 'POST', path: '/api/videos', auth: 'user', body: 'json', fields: ['title', 'description', 'uploadId'] },
  { method: 'POST', path: '/api/userprofile/addblog', auth: 'user', body: 'multipart', fields: ['title', 'summary', 'content'], fileField: 'image' },
  { method: 'POST', path: '/api/userprofile/addTalks', auth: 'user', body: 'json', fields: ['title'] },
  { method: 'GET', path: '/api/userprofile/Dashcontent', auth: 'user' },
  { method: 'GET', path: '/api/users', auth: 'user' },
  { method: 'GET', path: '/api/users/suggestions', auth: 'user' },
  { method: 'GET', path: '/api/search', auth: 'user' },
  { method: 'GET', path: '/api/users/:userId', auth: 'user' },
  { method: 'POST', path: '/api/contact', auth: 'public', body: 'json', fields: ['name', 'email', 'message'] },
  { method: 'GET', path: '/api/commentget/:videoId', auth: 'public' },
  { method: 'POST', path: '/api/videos/like', auth: 'user', body: 'json', fields: ['videoId', 'liked'] },
  { method: 'POST', path: '/api/videos/comments', auth: 'user', body: 'json', fields: ['videoId', 'text'] },
  { method: 'GET', path: '/api/talks/:talkId/comments', auth: 'user' },
  { method: 'POST', path: '/api/talks/:talkId/comments', auth: 'user', body: 'json', fields: ['text'] },
  { method: 'PUT', path: '/api/videos/:id', auth: 'user', body: 'json', fields: ['title', 'description'] },
  { method: 'DELETE', path: '/api/videos/:id', auth: 'user' },
  { method: 'GET', path: '/api/blogs/:id', auth: 'user' },
  { method: 'PUT', path: '/api/blogs/:id', auth: 'user', body: 'json', fields: ['title', 'content'] },
  { method: 'DELETE', path: '/api/blogs/:id', auth: 'user' },
  { method: 'PUT', path: '/api/talks/:talkId', auth: 'user', body: 'json', fields: ['title'] },
  { method: 'DELETE', path: '/api/talks/:talkId', auth: 'user' },
  { method: 'DELETE', path: '/api/comments/:id', auth: 'user' },
  { method: 'DELETE', path: '/api/talks/:talkId/comments/:commentId', auth: 'user' },
  { method: 'GET', path: '/api/messages', auth: 'user' },
  { method: 'POST', path: '/api/messages', auth: 'user', body: 'json', fields: ['receiverId', 'text'] },
  { method: 'GET', path: '/api/messages/unread-count', auth: 'user' },
  { method: 'GET', path: '/api/messages/:userId', auth: 'user' },
  { method: 'PUT', path: '/api/messages/:userId/read', auth: 'user' },
  { method: 'GET', path: '/api/messages/requests', auth: 'user' },
  { method: 'PUT', path: '/api/messages/requests/:userId', auth: 'user', body: 'json', fields: ['action'] },
  { method: 'POST', path: '/api/reports', auth: 'user', body: 'json', fields: ['targetType', 'targetId', 'category', 'comment'] },
  { method: 'POST', path: '/api/reports/:id/appeal', auth: 'user', body: 'json', fields: ['reason'] },
  { method: 'GET', path: '/api/moderation/reports', auth: 'user' },
  { method: 'POST', path: '/api/moderation/reports/:id', auth: 'user', body: 'json', fields: ['action', 'note'] },
  { method: 'GET', path: '/api/moderation/log', auth: 'user' },
  { method: 'GET', path: '/api/moderation/evidence/:name', auth: 'user' },
  { method: 'POST', path: '/api/startups', auth: 'user', body: 'multipart', fields: STARTUP_FIELDS, fileField: 'logo' },
  { method: 'GET', path: '/api/startups', auth: 'user' },
  { method: 'GET', path: '/api/startups/:slug', auth: 'public' },
  { method: 'PUT', path: '/api/startups/:slug', auth: 'user', body: 'multipart', fields: STARTUP_FIELDS, fileField: 'logo' },
  { method: 'POST', path: '/api/startups/:slug/members', auth: 'user', body: 'json', fields: ['userId', 'title', 'role'] },
  { method: 'PUT', path: '/api/startups/:slug/members/me', auth: 'user', body: 'json', fields: ['action'] },
  { method: 'DELETE', path: '/api/startups/:slug/members/:userId', auth: 'user' },
  { method: 'POST', path: '/api/startups/:slug/jobs', auth: 'user', body: 'json', fields: JOB_FIELDS },
  { method: 'GET', path: '/api/startups/:slug/jobs', auth: 'public' },
  { method: 'GET', path: '/api/jobs', auth: 'public' },
  { method: 'GET', path: '/api/jobs/saved', auth: 'user' },
  { method: 'GET', path: '/api/jobs/for-you', auth: 'user' },
  { method: 'GET', path: '/api/jobs/:id', auth: 'public' },
  { method: 'PUT', path: '/api/jobs/:id', auth: 'user', body: 'json', fields: JOB_FIELDS },
  { method: 'POST', path: '/api/jobs/:id/publish', auth: 'user' },
  { method: 'POST', path: '/api/jobs/:id/close', auth: 'user' },
  { method: 'POST', path: '/api/jobs/:id/renew', auth: 'user' },
  { method: 'PUT', path: '/api/jobs/:id/save', auth: 'user' },
  { method: 'DELETE', path: '/api/jobs/:id/save', auth: 'user' },
  { method: 'POST', path: '/api/jobs/:id/applications', auth: 'user', body: 'multipart', fields: ['note'], fileField: 'resume' },
  { method: 'GET', path: '/api/jobs/:id/applications', auth: 'user' },
  { method: 'GET', path: '/api/applications/mine', auth: 'user' },
  { method: 'GET', path: '/api/applications/:id', auth: 'user' },
  { method: 'PUT', path: '/api/applications/:id', auth: 'user', body: 'json', fields: ['status', 'reason', 'note'] },
  { method: 'DELETE', path: '/api/applications/:id', auth: 'user' },
  { method: 'GET', path: '/api/applications/:id/resume', auth: 'user' },
  { method: 'POST', path: '/api/job-alerts', auth: 'user', body: 'json', fields: ['q', 'skills', 'city', 'workplace', 'kind', 'minCtc'] },
  { method: 'GET', path: '/api/job-alerts', auth: 'user' },
  { method: 'DELETE', path: '/api/job-alerts/:id', auth: 'user' },
  { method: 'GET', path: '/api/link-previews', auth: 'public' },
];

const NUM_RUNS = 25;

let server: ApiTestServer;
let context: RouteContext;
let token: string;
let userId: string;
const sockets = socketPool(() => server.baseUrl);

beforeAll(async () => {
  server = await startApiTestServer();
  const me = await signUp(server.baseUrl);
  const other = await signUp(server.baseUrl, { role: 'Investor' });
  token = me.accessToken;
  userId = me.id;
  // A moderator, so that the moderation routes read what they are sent rather than refuse at once.
  await server.db.updateTable('users').set({ moderator: 1 }).where('id', '=', me.id).execute();
  const videoId = await seedVideo(server.db, other.id);
  const talkId = await seedBlog(server.db, other.id, 'talk');
  const talkCommentId = (await insertTalkComment(server.db, { talkId, userId: other.id, text: 'Theirs' }))!._id;
  // The other user's startup: a well-formed edit or member change by this user is refused (404).
  const fields = { name: 'Theirs', oneLiner: 'x', description: '', sector: 'SaaS', stage: 'seed', city: 'Pune', foundedYear: null, teamSize: null, website: null, dpiitNumber: null } as const;
  const { slug } = await insertStartup(server.db, { creatorId: other.id, fields, logo: null });
  context = {
    token,
    internalSecret: server.config.internalSecret,
    // `id` and `commentId` name the other user's content: a well-formed edit or delete is refused (403).
    params: { videoId, talkId, userId: other.id, name: 'missing.mp4', id: videoId, commentId: talkCommentId, slug },
  };
});

afterEach(() => sockets.closeAll());
afterAll(async () => {
  await server?.close();
});

// These end sessions: they are sent by a user of their own (with a second session for :id to
// name), so the other routes keep a live token.
const ENDS_SESSIONS = new Set(['POST /api/auth/signout', 'DELETE /api/auth/sessions/:id', 'DELETE /api/auth/sessions']);

async function leaverContext(): Promise<RouteContext> {
  const leaver = await signUp(server.baseUrl);
  const other = await signIn(server.baseUrl, leaver);
  return { ...context, token: leaver.accessToken, params: { ...context.params, id: other.sessionId } };
}

async function expectHealthy() {
  const response = await fetch(`${server.baseUrl}/healthz`);
  expect(response.status).toBe(200);
}

describe('api: bad input over HTTP', () => {
  it('covers every route the api registers', () => {
    const covered = ROUTES.map((route) => `${route.method} ${route.path}`).sort();
    expect(covered).toEqual(registeredRoutes(server.app.printRoutes({ commonPrefix: false })));
    expect(Object.keys(BAD_INPUT_KINDS).length).toBeGreaterThanOrEqual(20);
  });

  it.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: no 5xx, JSON errors, still serving',
    async (_, route) => {
      await sendEveryKind(server.baseUrl, route, ENDS_SESSIONS.has(`${route.method} ${route.path}`) ? await leaverContext() : context, NUM_RUNS);
      await expectHealthy();
    },
    60_000,
  );
});

// ---------------------------------------------------------------------------------------------

/** The event's ack, or a failure when the server drops the socket instead of answering. */
function ackOf(socket: Socket, event: string, args: unknown[]): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const onDisconnect = (reason: string) => reject(new Error(`socket dropped on ${event}: ${reason}`));
    socket.once('disconnect', onDisconnect);
    socket.emit(event, ...args, (reply: unknown) => {
      socket.off('disconnect', onDisconnect);
      resolve(reply);
    });
  });
}

function expectAckShape(reply: unknown) {
  expect(reply).toBeTypeOf('object');
  expect(reply).not.toBeNull();
  expect(typeof (reply as { ok?: unknown }).ok).toBe('boolean');
}

const RESERVED = new Set(['connect', 'connect_error', 'disconnect', 'disconnecting', 'newListener', 'removeListener']);

const socketPayload: fc.Arbitrary<unknown> = fc.oneof(
  wrongJsonValue,
  fc.record({ receiverId: wrongJsonValue, text: wrongJsonValue }, { requiredKeys: [] }),
  fc.record({ videoId: wrongJsonValue }, { requiredKeys: [] }),
  fc.record({ videoIds: fc.oneof(wrongJsonValue, fc.array(wrongJsonValue, { maxLength: 60 })) }, { requiredKeys: [] }),
  fc.constant(undefined),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  fc.constant({ __proto__: null, toString: 'x' }),
);

const socketArgs = fc.array(socketPayload, { minLength: 0, maxLength: 3 });

// Every event the socket listens to (authorization-tokens.db.test.ts checks that the list is whole).
const SOCKET_EVENTS = ['join', 'sendMessage', 'sendComment', 'watchVideos', 'visibility', 'catchUp'];

describe('api: bad input over the socket', () => {
  it.each(SOCKET_EVENTS)('%s with arbitrary payloads acks { ok:boolean }, writes nothing but a message, and keeps serving', async (event) => {
    // A user of its own: the HTTP cases above spent the write budget of the other one.
    const sender = await signUp(server.baseUrl);
    const socket = await sockets.open(sender.accessToken);
    const otherUserId = context.params.userId!;
    const args = fc.oneof(socketArgs, fc.constantFrom<unknown[]>([sender.id], [otherUserId], [{ receiverId: otherUserId, text: '\uD800' }]));
    const before = await rowCounts(server.db);
    await fc.assert(
      fc.asyncProperty(args, fc.boolean(), async (payloads, withAck) => {
        if (withAck) expectAckShape(await ackOf(socket, event, payloads));
        else socket.emit(event, ...payloads);
        // The socket still answers, in order, after whatever came before.
        expect(await ackOf(socket, 'join', [sender.id])).toEqual({ ok: true });
      }),
      { numRuns: 30 },
    );
    expect(socket.connected).toBe(true);
    // Only sendMessage may store something: a message to the other user, when one came out well-formed.
    if (event !== 'sendMessage') expect(await rowCounts(server.db)).toEqual(before);
    await expectHealthy();
  });

  it.each(SOCKET_EVENTS)('%s with a malformed payload answers ok:false with a message', async (event) => {
    const socket = await sockets.open((await signUp(server.baseUrl)).accessToken);
    for (const payloads of [[], [null], ['text'], [42], [[]], [{ __proto__: null }]]) {
      const reply = (await ackOf(socket, event, payloads)) as { ok: boolean; message?: unknown };
      // sendComment is only acknowledged, whatever it names; join with no id is refused.
      if (event === 'sendComment') expect(reply).toEqual({ ok: true });
      else expect(reply, `${event} ${JSON.stringify(payloads)}`).toMatchObject({ ok: false, message: expect.stringMatching(/\w/) });
    }
  });

  it('unknown events with arbitrary payloads are ignored, the socket keeps working', async () => {
    const socket = await sockets.open(token);
    const eventName = fc.oneof(weirdString.filter((name) => name.length < 500), fc.constantFrom('receiveMessage', 'notification', 'newComment', '__proto__', 'toString', 'message'));
    await fc.assert(
      fc.asyncProperty(eventName.filter((name) => !RESERVED.has(name)), socketArgs, async (event, payloads) => {
        socket.emit(event, ...payloads);
        expect(await ackOf(socket, 'join', [userId])).toEqual({ ok: true });
      }),
      { numRuns: 30 },
    );
    expect(socket.connected).toBe(true);
    await expectHealthy();
  });

  it('sockets with bad handshake tokens are refused without harm', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(wrongJsonValue, fc.constant(`${token}x`)), async (bad) => {
        await expect(sockets.open(bad as string)).rejects.toThrow();
      }),
      { numRuns: 20 },
    );
    const socket = await sockets.open(token);
    expect(await ackOf(socket, 'join', [userId])).toEqual({ ok: true });
    await expectHealthy();
  });
});
