import {
  expectEveryRegisteredRoute,
  expectUnauthorized,
  routeKey,
  rowCounts,
  sendSample,
} from '@startupsetu/server-core/testing/authorization-matrix';
import { authorizationOf, BAD_TOKEN_KINDS, forgeEveryKind, type ForgedToken } from '@startupsetu/server-core/testing/forged-tokens';
import { privateDataIn, type PrivateDataRules } from '@startupsetu/server-core/testing/private-data';
import { signSessionToken } from '@startupsetu/server-core/testing/session-tokens';
import { io as connect } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startApiTestServer, type ApiTestServer } from '../testing/api-test-server';
import { apiRouteSamples, type ApiRouteSample } from '../testing/api-route-samples';
import { castRules, seedCast, type Cast } from '../testing/authorization-cast';
import { collect, pollingHandshake, signedIn, socketPool } from '../testing/sockets';

// Issue 8 ("authorization matrix"), credentials: every route of the api and every event of its
// socket, sent with every kind of bad token (forged-tokens.ts), is refused with a 401 JSON
// `{ success:false, message }` that holds nobody's data, and changes no row of any table. The
// public routes of DESIGN §2 answer as usual without a token, and with a bad one.

let server: ApiTestServer;
let cast: Cast;
let forged: ForgedToken[];
let rules: PrivateDataRules;
const sockets = socketPool(() => server.baseUrl);
const IDEMPOTENCY = { 'idempotency-key': 'authorization-matrix-key' };

beforeAll(async () => {
  server = await startApiTestServer();
  cast = await seedCast(server);
  const { Hustler: hustler } = cast.members;
  forged = await forgeEveryKind({ db: server.db, secret: server.config.jwtSecret, user: { id: hustler.id, role: 'Hustler' } });
  // A refusal is nobody's reply: it may hold no email, phone or token at all.
  rules = await castRules(server, cast, hustler, { allowOthersEmails: false, allowOwnPrivateFields: false });
  rules = { ...rules, othersEmails: Object.values(cast.members).map((m) => m.email) };
  // The hustler's own answer stored under this key must never be replayed to a forged token naming them.
  const keyed = await fetch(`${server.baseUrl}/api/messages`, {
    method: 'POST',
    headers: { ...bearer(hustler.accessToken), ...IDEMPOTENCY, 'content-type': 'application/json' },
    body: JSON.stringify({ receiverId: cast.members.Investor.id, text: 'keyed' }),
  });
  expect(keyed.status).toBe(201);
}, 60_000);

afterEach(() => sockets.closeAll());
afterAll(async () => {
  await server?.close();
});

const samples = apiRouteSamples(() => cast);
const ROUTE_KEYS = samples.map((route) => ({ key: routeKey(route), access: route.access }));
const PROTECTED = ROUTE_KEYS.filter((route) => route.access !== 'public');
const PUBLIC = ROUTE_KEYS.filter((route) => route.access === 'public');
const KINDS = BAD_TOKEN_KINDS.map((kind) => kind.name);

function sample(key: string): ApiRouteSample {
  return samples.find((route) => routeKey(route) === key)!;
}

function forgedToken(kind: string): ForgedToken {
  return forged.find((entry) => entry.kind === kind)!;
}

function token(kind: string): string | undefined {
  return forgedToken(kind).token;
}

describe('api: every route has a row', () => {
  it('the matrix covers exactly the routes the api registers', () => {
    expectEveryRegisteredRoute(server.app, samples);
  });

  // Plus the API's own description (OpenAPI), which holds no one's data.
  it('the public routes are exactly those of DESIGN §2', () => {
    expect(PUBLIC.map((route) => route.key).sort()).toEqual([
      // A suspended person's appeal (DESIGN §7.4): they cannot sign in; the mailed link's token says who they are.
      'GET /api/appeals/suspension',
      'GET /api/commentget/:videoId',
      // The job board and a job, shared with link previews (DESIGN §7.3).
      'GET /api/jobs',
      'GET /api/jobs/:id',
      // An item page's link preview, asked for by the gateway as it sends the page.
      'GET /api/link-previews',
      // A startup's page, shared with a link preview (DESIGN §7.3).
      'GET /api/startups/:slug',
      // A startup's open jobs, shown on its public page.
      'GET /api/startups/:slug/jobs',
      'GET /healthz',
      'GET /media/:name',
      'GET /openapi.json',
      'GET /readyz',
      // tus's discovery (DESIGN §7.2): the versions, extensions and largest size a client may send.
      'OPTIONS /api/uploads',
      'OPTIONS /api/uploads/:id',
      'POST /api/appeals/suspension',
      // The mailed link proving an email, opened on any device (DESIGN §7.4).
      'POST /api/auth/email/verify',
      'POST /api/auth/forgot',
      'POST /api/auth/reset',
      'POST /api/auth/signin',
      'POST /api/auth/signup',
      'POST /api/contact',
    ]);
  });
});

describe('api: bad tokens are refused on every protected route', () => {
  const cases = PROTECTED.flatMap((route) => KINDS.map((kind) => [route.key, kind] as const));

  it.each(cases)('%s with %s: 401 JSON, no data, nothing written', async (key, kind) => {
    const route = sample(key);
    const before = await rowCounts(server.db);
    const reply = await sendSample(server.baseUrl, route, { ...authorizationOf(token(kind)), ...IDEMPOTENCY });
    expectUnauthorized(reply, `${key} (${kind})`);
    if (route.access === 'user') expect((reply.json as { message: string }).message).toBe(forgedToken(kind).message);
    expect(privateDataIn(reply.json, rules)).toEqual([]);
    expect(await rowCounts(server.db)).toEqual(before);
  });

  // A user's own valid token is no key to the service-to-service routes, nor to the metrics.
  const internal = PROTECTED.filter((route) => route.access === 'internal' || route.access === 'operator');
  it.each(internal.flatMap((route) => ['Hustler', 'Investor', 'Cofounder', 'Jobseeker'].map((role) => [route.key, role] as const)))(
    '%s with a valid %s token: 401',
    async (key, role) => {
      const member = cast.members[role as keyof Cast['members']];
      const reply = await sendSample(server.baseUrl, sample(key), bearer(member.accessToken));
      expectUnauthorized(reply, `${key} as ${role}`);
    },
  );
});

describe('api: public routes answer without a token and despite a bad one', () => {
  const cases = PUBLIC.flatMap((route) => KINDS.map((kind) => [route.key, kind] as const));

  it.each(cases)('%s with %s: answers as usual', async (key, kind) => {
    const route = sample(key);
    const reply = await sendSample(server.baseUrl, route, authorizationOf(token(kind)));
    expect(reply.status, `${key} (${kind}): ${reply.text.slice(0, 200)}`).toBe(route.status);
  });
});

// ---------------------------------------------------------------------------------------------
// The socket

const SOCKET_EVENTS = ['catchUp', 'join', 'sendComment', 'sendMessage', 'visibility', 'watchVideos'] as const;
const RESERVED_EVENTS = new Set(['error', 'disconnect', 'disconnecting']);

function eventArgs(event: (typeof SOCKET_EVENTS)[number]): unknown[] {
  const { Hustler: hustler, Investor: investor } = cast.members;
  if (event === 'join') return [hustler.id];
  if (event === 'sendComment') return [{ videoId: cast.videoId }];
  if (event === 'watchVideos') return [{ videoIds: [cast.videoId] }];
  if (event === 'visibility') return [{ visible: true }];
  if (event === 'catchUp') return [{ since: { receiveMessage: 0, notification: 0 }, now: Date.now() }];
  return [{ senderId: hustler.id, receiverId: investor.id, text: 'sent with a bad token' }];
}

describe('api: the socket refuses bad tokens', () => {
  it('the matrix covers exactly the events the socket listens to', async () => {
    await sockets.open(cast.members.Hustler.accessToken);
    const [serverSide] = server.app.io.of('/').sockets.values();
    // Reserved names, which no client can send: socket.io's own 'error' no-op, the server's 'disconnect'.
    const events = serverSide!.eventNames().map(String).filter((name) => !RESERVED_EVENTS.has(name));
    expect(events.sort()).toEqual([...SOCKET_EVENTS]);
  });

  const cases = KINDS.flatMap((kind) => SOCKET_EVENTS.map((event) => [kind, event] as const));

  it.each(cases)('handshake with %s is refused; its %s never takes effect', async (kind, event) => {
    const investorTab = await sockets.open(cast.members.Investor.accessToken);
    const heard = collect(investorTab, 'receiveMessage');
    const before = await rowCounts(server.db);

    const socket = connect(server.baseUrl, {
      path: '/socket.io',
      ...(token(kind) === undefined ? {} : signedIn(token(kind)!)),
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    let acked: unknown;
    socket.emit(event, ...eventArgs(event), (reply: unknown) => (acked = reply));
    const outcome = await new Promise<string>((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', (error) => resolve(`refused: ${error.message}`));
    });
    socket.disconnect();

    // Refused at the handshake (its 403 and no session: the describe below), before any CONNECT.
    expect(outcome).toMatch(/^refused: /);
    expect(acked).toBeUndefined();
    // A round trip on the investor's socket: a message that got through would have arrived by now.
    await investorTab.emitWithAck('join', cast.members.Investor.id);
    expect(heard).toEqual([]);
    expect(await rowCounts(server.db)).toEqual(before);
  });
});

describe('api: a bad token carried by the socket handshake itself gets no session at all', () => {
  const carriers = {
    'the Authorization header': (sent: string) => ({ headers: { authorization: `Bearer ${sent}` } }),
    'the query': (sent: string) => ({ query: `&token=${encodeURIComponent(sent)}` }),
  };
  const cases = KINDS.filter((kind) => kind !== 'no token').flatMap((kind) => Object.keys(carriers).map((carrier) => [kind, carrier] as const));

  it.each(cases)('%s in %s: 403 before engine.io opens a session, nothing written', async (kind, carrier) => {
    const before = await rowCounts(server.db);
    let opened = 0;
    const count = () => (opened += 1);
    server.app.io.engine.on('connection', count);
    const refused = await pollingHandshake(server.baseUrl, carriers[carrier as keyof typeof carriers](token(kind)!));
    server.app.io.engine.off('connection', count);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toMatchObject({ message: 'Unauthorized' });
    expect(opened).toBe(0);
    expect(await rowCounts(server.db)).toEqual(before);
  });
});

describe('api: a socket lives no longer than its token', () => {
  it('is closed by the server when its token expires, and cannot sign in again with it', { timeout: 10_000 }, async () => {
    const { Hustler: hustler, Investor: investor } = cast.members;
    const shortLived = await signSessionToken(server.db, server.config.jwtSecret, hustler, { expiresIn: '3s' });
    const socket = await sockets.open(shortLived);
    const reason = await new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect(reason).toBe('io server disconnect');

    const before = await rowCounts(server.db);
    socket.emit('sendMessage', { receiverId: investor.id, text: 'after expiry' });
    // Refused at the handshake that carries it: a 403, no session.
    await expect(sockets.open(shortLived)).rejects.toThrow();
    expect((await pollingHandshake(server.baseUrl, { token: shortLived })).status).toBe(403);
    expect(await rowCounts(server.db)).toEqual(before);
  });
});
