import {
  expectEveryRegisteredRoute,
  expectUnauthorized,
  routeKey,
  rowCounts,
  sendSample,
} from '@startupsetu/server-core/testing/authorization-matrix';
import { authorizationOf, BAD_TOKEN_KINDS, forgeEveryKind, type ForgedToken } from '@startupsetu/server-core/testing/forged-tokens';
import { privateDataIn, privateDataInHeaders } from '@startupsetu/server-core/testing/private-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notifyRouteSamples,
  notifyRules,
  seedNotifyCast,
  type NotifyCast,
  type NotifyRouteSample,
} from '../testing/notify-authorization-cast';
import { bearer, recordingEmitter, startNotifyTestServer, type NotifyTestServer } from '../testing/notify-test-server';

// Issue 8 ("authorization matrix") for notify, credentials and reply shapes: every route, sent with
// every kind of bad token (forged-tokens.ts), is refused with a 401 JSON `{ success:false, message }`
// holding nobody's data and changing no row; the metrics refuse users' own tokens; the
// public routes answer despite a bad token; and every valid reply holds nothing private.

let server: NotifyTestServer;
let cast: NotifyCast;
let forged: ForgedToken[];
const samples = notifyRouteSamples(() => cast);
const KINDS = BAD_TOKEN_KINDS.map((kind) => kind.name);
const PROTECTED = samples.filter((route) => route.access !== 'public').map(routeKey);
const PUBLIC = samples.filter((route) => route.access === 'public').map(routeKey);

beforeAll(async () => {
  server = await startNotifyTestServer({ realtime: recordingEmitter() });
  cast = await seedNotifyCast(server);
  forged = await forgeEveryKind({ db: server.db, secret: server.config.jwtSecret, user: { id: cast.Hustler.id, role: 'Hustler' } });
});

afterAll(async () => {
  await server?.close();
});

function sample(key: string): NotifyRouteSample {
  return samples.find((route) => routeKey(route) === key)!;
}

function forgedToken(kind: string): ForgedToken {
  return forged.find((entry) => entry.kind === kind)!;
}

function token(kind: string): string | undefined {
  return forgedToken(kind).token;
}

describe('notify: every route has a row', () => {
  it('the matrix covers exactly the routes notify registers', () => {
    expectEveryRegisteredRoute(server.app, samples);
  });

  it('only health, readiness and the API description are public', () => {
    expect(PUBLIC.sort()).toEqual(['GET /healthz', 'GET /openapi.json', 'GET /readyz']);
  });
});

describe('notify: bad tokens are refused on every protected route', () => {
  it.each(PROTECTED.flatMap((key) => KINDS.map((kind) => [key, kind] as const)))(
    '%s with %s: 401 JSON, no data, nothing written',
    async (key, kind) => {
      const before = await rowCounts(server.db);
      const reply = await sendSample(server.baseUrl, sample(key), authorizationOf(token(kind)));
      expectUnauthorized(reply, `${key} (${kind})`);
      if (sample(key).access === 'user') expect((reply.json as { message: string }).message).toBe(forgedToken(kind).message);
      expect(privateDataIn(reply.json, notifyRules(server, cast, undefined))).toEqual([]);
      expect(await rowCounts(server.db)).toEqual(before);
    },
  );

  // A user's own valid token is no key to the metrics.
  const internal = samples.filter((route) => route.access === 'internal' || route.access === 'operator').map(routeKey);
  it.each(internal.flatMap((key) => Object.keys({ Hustler: 1, Investor: 1, Cofounder: 1, Jobseeker: 1 }).map((role) => [key, role] as const)))(
    '%s with a valid %s token: 401, nothing written',
    async (key, role) => {
      const before = await rowCounts(server.db);
      const reply = await sendSample(server.baseUrl, sample(key), bearer(cast[role as keyof NotifyCast].token));
      expectUnauthorized(reply, `${key} as ${role}`);
      expect(await rowCounts(server.db)).toEqual(before);
    },
  );

  it.each(PUBLIC.flatMap((key) => KINDS.map((kind) => [key, kind] as const)))('%s with %s: answers as usual', async (key, kind) => {
    const reply = await sendSample(server.baseUrl, sample(key), authorizationOf(token(kind)));
    expect(reply.status).toBe(sample(key).status);
  });
});

describe('notify: no reply holds private data', () => {
  it.each(samples.map((route) => [routeKey(route), route] as const))('%s', async (key, route) => {
    const caller = route.access === 'public' ? undefined : cast[route.caller ?? 'Hustler'];
    const headers =
      route.access === 'internal' ? bearer(server.config.internalSecret)
      : route.access === 'operator' ? bearer(server.config.metricsToken!)
      : caller ? bearer(caller.token) : {};
    const reply = await sendSample(server.baseUrl, route, headers);
    expect(reply.status, `${key}: ${reply.text.slice(0, 300)}`).toBe(route.status);
    const rules = { ...notifyRules(server, cast, caller), checkKeyNames: route.documentsSchemas !== true };
    expect(privateDataIn(reply.json, rules)).toEqual([]);
    expect(privateDataInHeaders(reply.headers, rules)).toEqual([]);
  });
});
