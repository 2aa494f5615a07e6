import type { Role } from '@startupsetu/server-core/db/schema';
import { routeKey, sendSample, type SampleReply } from '@startupsetu/server-core/testing/authorization-matrix';
import { privateDataIn, privateDataInHeaders, type PrivateDataRules } from '@startupsetu/server-core/testing/private-data';
import { verifyAccessToken } from '@startupsetu/server-core/tokens';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startApiTestServer, type ApiTestServer } from '../testing/api-test-server';
import { apiRouteSamples, type ApiRouteSample } from '../testing/api-route-samples';
import { castRules, seedCast, type Cast, type CastMember } from '../testing/authorization-cast';
import { socketPool } from '../testing/sockets';

// Issue 8 ("authorization matrix"), reply shapes: every route of the api, called as it should be,
// answers with nothing private, walked key by key and string by string (headers too): no password
// or password hash, no secret, no token but the caller's own sign-in/sign-up accessToken, no one's
// phone or contact email but the caller's own where the spec shows them (getUser), and other
// people's emails only where the spec shows them (api-route-samples.ts: showsOthersEmail).

let server: ApiTestServer;
let cast: Cast;
const samples = apiRouteSamples(() => cast);
const sockets = socketPool(() => server.baseUrl);

beforeAll(async () => {
  server = await startApiTestServer();
  cast = await seedCast(server);
}, 60_000);

afterEach(() => sockets.closeAll());
afterAll(async () => {
  await server?.close();
});

function callerOf(route: ApiRouteSample): CastMember {
  return cast.members[route.caller ?? 'Hustler'];
}

function credentials(route: ApiRouteSample): Record<string, string> {
  if (route.access === 'internal') return bearer(server.config.internalSecret);
  if (route.access === 'operator') return bearer(server.config.metricsToken!);
  return bearer(route.sentWith?.() ?? callerOf(route).accessToken);
}

/** Sign-in, sign-up and refresh answer with a token: it must be the account's own, naming that account. */
async function ownTokensOf(route: ApiRouteSample, reply: SampleReply): Promise<string[]> {
  const body = reply.json as { accessToken?: unknown; id?: unknown } | undefined;
  if (typeof body?.accessToken !== 'string') return [];
  const claims = await verifyAccessToken(body.accessToken, server.config.jwtSecret);
  // Sign-in and sign-up name the account; a refresh renews the caller's own token.
  expect(claims.userId).toBe(typeof body.id === 'string' ? body.id : callerOf(route).id);
  if (routeKey(route) === 'POST /api/auth/signin') expect(body.id).toBe(cast.members.Hustler.id);
  return [body.accessToken];
}

async function rulesFor(route: ApiRouteSample, reply: SampleReply): Promise<PrivateDataRules> {
  const rules = await castRules(server, cast, callerOf(route), {
    allowOthersEmails: route.showsOthersEmail === true,
    allowOwnPrivateFields: route.showsOwnPrivateFields === true,
    ownTokens: await ownTokensOf(route, reply),
  });
  return { ...rules, checkKeyNames: route.documentsSchemas !== true };
}

describe('api: no reply holds private data', () => {
  it.each(samples.map((route) => [routeKey(route), route] as const))('%s', async (key, route) => {
    // Public routes are read as a visitor and as a signed-in user (a token is still read there).
    const headerSets = route.access === 'public' ? [{}, credentials(route)] : [credentials(route)];
    for (const headers of headerSets) {
      const reply = await sendSample(server.baseUrl, route, headers);
      expect(reply.status, `${key}: ${reply.text.slice(0, 300)}`).toBe(route.status);
      const rules = await rulesFor(route, reply);
      expect(privateDataIn(reply.json, rules)).toEqual([]);
      expect(privateDataInHeaders(reply.headers, rules)).toEqual([]);
    }
  });

  it("getUser shows the caller's own email, phone and contact email, and no one else's", async () => {
    const investor = cast.members.Investor;
    const reply = await sendSample(server.baseUrl, samples.find((r) => r.path === '/api/userprofile/getUser')!, bearer(investor.accessToken));
    expect(reply.json).toMatchObject({
      user: { _id: investor.id, email: investor.email, profiledetails: { phoneno: investor.phone, contactEmail: investor.contactEmail } },
    });
  });

  it.each(['Hustler', 'Investor', 'Cofounder', 'Jobseeker'] as Role[])(
    "the discovery and people lists never show a %s's phone or contact email",
    async (role) => {
      const member = cast.members[role];
      const lists = samples.filter((r) => /profile$|^\/api\/users$/.test(r.path) && r.method === 'GET' && r.path !== '/api/userprofile/getUser');
      expect(lists.length).toBe(5);
      for (const list of lists) {
        const viewer = role === 'Hustler' ? cast.members.Investor : cast.members.Hustler;
        const reply = await sendSample(server.baseUrl, list, bearer(viewer.accessToken));
        const text = JSON.stringify(reply.json);
        // The member is in the list (so the check below means something), without the private fields.
        if (list.path === '/api/users' || list.path.toLowerCase().startsWith(`/api/userprofile/${role.toLowerCase()}`)) {
          expect(text, list.path).toContain(member.id);
        }
        expect(text).not.toContain(member.phone);
        if (member.contactEmail) expect(text).not.toContain(member.contactEmail);
      }
    },
  );
});

describe('api: no socket reply or push holds private data', () => {
  it('join, sendMessage, sendComment, watchVideos and visibility acks, and the receiveMessage push', async () => {
    const { Hustler: hustler, Investor: investor } = cast.members;
    const hustlerTab = await sockets.open(hustler.accessToken);
    const investorTab = await sockets.open(investor.accessToken);
    const pushed = new Promise((resolve) => investorTab.once('receiveMessage', resolve));
    const replies = [
      await hustlerTab.emitWithAck('join', hustler.id),
      await hustlerTab.emitWithAck('join', investor.id),
      await hustlerTab.emitWithAck('sendMessage', { receiverId: investor.id, text: 'audit over the socket' }),
      await hustlerTab.emitWithAck('sendComment', { videoId: cast.videoId }),
      await hustlerTab.emitWithAck('watchVideos', { videoIds: [cast.videoId] }),
      await hustlerTab.emitWithAck('visibility', { visible: true }),
      await pushed,
    ];
    const rules = await castRules(server, cast, hustler, { allowOthersEmails: false, allowOwnPrivateFields: false });
    expect(replies[2]).toMatchObject({ ok: true });
    expect(privateDataIn(replies, rules)).toEqual([]);
  });
});
