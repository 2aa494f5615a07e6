import type { Role } from '@startupsetu/server-core/db/schema';
import { expectRefused, routeKey, sendSample } from '@startupsetu/server-core/testing/authorization-matrix';
import { signSessionToken } from '@startupsetu/server-core/testing/session-tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, readJson, startApiTestServer, type ApiTestServer } from '../testing/api-test-server';
import { apiRouteSamples } from '../testing/api-route-samples';
import { seedCast, type Cast } from '../testing/authorization-cast';
import { getJson, seedVideo } from '../testing/content';
import { sendForm } from '../testing/form-uploads';

// Issue 8 ("authorization matrix"), roles: each onboarding form belongs to one role (spec §2: a
// form per role) and refuses the others with a 403 that changes nothing; the role is the stored
// one, never what a token claims. Publishing videos and blogs is for Hustlers (the only sidebar
// that offers it; DESIGN §6.1), and so is creating a startup (§7.3); talks, likes, comments and
// chat are open to every role. Ignite's rule (only a Hustler ignites, only an Investor is
// ignited) lives in notify: notify/src/hardening.

const ROLES: Role[] = ['Hustler', 'Investor', 'Cofounder', 'Jobseeker'];

let server: ApiTestServer;
let cast: Cast;
const samples = apiRouteSamples(() => cast);

beforeAll(async () => {
  server = await startApiTestServer();
  cast = await seedCast(server);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const ROLE_FORMS = samples.filter((route) => /^\/api\/(userprofile|usrprofile)\/(Hustler|cofounder|Investor|Jobseeker)$/.test(route.path));

async function storedProfile(userId: string) {
  return server.db.selectFrom('users').select(['profile', 'profile_pic', 'role']).where('id', '=', userId).executeTakeFirstOrThrow();
}

describe('onboarding forms: each for its own role', () => {
  it('there is one form per role, and the Jobseeker form under both spellings', () => {
    expect(ROLE_FORMS.map(routeKey).sort()).toEqual([
      'POST /api/userprofile/Hustler',
      'POST /api/userprofile/Investor',
      'POST /api/userprofile/Jobseeker',
      'POST /api/userprofile/cofounder',
      'POST /api/usrprofile/Jobseeker',
    ]);
  });

  const cases = ROLE_FORMS.flatMap((form) => ROLES.map((role) => [routeKey(form), role, form.caller === role] as const));

  it.each(cases)('%s sent by a %s (own role: %s)', async (key, role, own) => {
    const form = ROLE_FORMS.find((route) => routeKey(route) === key)!;
    const member = cast.members[role];
    const before = await storedProfile(member.id);
    const reply = await sendSample(server.baseUrl, form, bearer(member.accessToken));
    if (own) {
      expect(reply.status).toBe(200);
      return;
    }
    expectRefused(reply, `${key} as ${role}`, [403]);
    expect(await storedProfile(member.id)).toEqual(before);
  });

  it("the stored role decides, whatever role a (validly signed) token claims", async () => {
    const jobseeker = cast.members.Jobseeker;
    const claimsHustler = await signSessionToken(server.db, server.config.jwtSecret, jobseeker, { role: 'Hustler' });
    const form = ROLE_FORMS.find((route) => route.path === '/api/userprofile/Hustler')!;
    const before = await storedProfile(jobseeker.id);
    expectRefused(await sendSample(server.baseUrl, form, bearer(claimsHustler)), 'Hustler form, lying token', [403]);
    expect(await storedProfile(jobseeker.id)).toEqual(before);
    const me = await readJson(await getJson(server.baseUrl, '/api/userprofile/getUser', claimsHustler));
    expect(me.user.role).toBe('Jobseeker');
  });
});

describe('publishing videos and blogs: Hustlers only', () => {
  const PUBLISHING = [
    ['POST /api/userprofile/addvideo', 'Only Hustlers can publish videos'],
    ['POST /api/userprofile/addblog', 'Only Hustlers can publish blogs'],
  ] as const;

  it.each(PUBLISHING.flatMap(([key, reason]) => ROLES.map((role) => [key, role, reason] as const)))(
    '%s by a %s',
    async (key, role, reason) => {
      const route = samples.find((sample) => routeKey(sample) === key)!;
      const table = key.endsWith('addvideo') ? 'videos' : 'blogs';
      const count = async () => (await server.db.selectFrom(table).select('id').execute()).length;
      const before = await count();
      const reply = await sendSample(server.baseUrl, route, bearer(cast.members[role].accessToken));
      if (role === 'Hustler') {
        expect(reply.status, reply.text.slice(0, 200)).toBe(201);
        return;
      }
      expect(reply.status).toBe(403);
      expect(reply.json).toMatchObject({ success: false, message: reason });
      expect(await count()).toBe(before);
    },
  );
});

describe('startups: Hustlers create them (DESIGN §7.3)', () => {
  it.each(ROLES)('POST /api/startups by a %s', async (role) => {
    const route = samples.find((sample) => routeKey(sample) === 'POST /api/startups')!;
    const count = async () => (await server.db.selectFrom('startups').select('id').execute()).length;
    const before = await count();
    const reply = await sendSample(server.baseUrl, route, bearer(cast.members[role].accessToken));
    if (role === 'Hustler') {
      expect(reply.status, reply.text.slice(0, 200)).toBe(201);
      return;
    }
    expectRefused(reply, `POST /api/startups as ${role}`, [403]);
    expect(reply.json).toMatchObject({ message: 'Only Hustlers can create startups' });
    expect(await count()).toBe(before);
  });
});

describe("PUT /api/userprofile/me: every role, its own role's fields", () => {
  const OWN_FIELD: Record<Role, [string, string]> = {
    Hustler: ['project', 'Setu 2'],
    Investor: ['excitement', 'Fintech'],
    Cofounder: ['superpower', 'Hiring'],
    Jobseeker: ['desiredRole', 'Designer'],
  };

  it.each(ROLES)('a %s edits its own field and is refused another role’s', async (role) => {
    const member = cast.members[role];
    const [field, value] = OWN_FIELD[role];
    const own = await sendForm(server.baseUrl, '/api/userprofile/me', [[field, value]], { token: member.accessToken, method: 'PUT' });
    expect(own.status).toBe(200);
    expect((await readJson(own)).user.profiledetails[field]).toBe(value);

    const [foreignField] = OWN_FIELD[role === 'Hustler' ? 'Investor' : 'Hustler'];
    const before = await storedProfile(member.id);
    const foreign = await sendForm(server.baseUrl, '/api/userprofile/me', [[foreignField, 'x']], { token: member.accessToken, method: 'PUT' });
    expect(foreign.status).toBe(400);
    expect((await readJson(foreign)).message).toContain(foreignField);
    expect(await storedProfile(member.id)).toEqual(before);
  });
});

describe('talks, likes, comments and chat: open to every role', () => {
  const WRITES = [
    'POST /api/userprofile/addTalks',
    'POST /api/videos/like',
    'POST /api/videos/comments',
    'POST /api/talks/:talkId/comments',
    'POST /api/messages',
    'PUT /api/userprofile/Update_H_profile',
  ];

  it.each(WRITES.flatMap((key) => ROLES.map((role) => [key, role] as const)))('%s by a %s', async (key, role) => {
    const route = samples.find((sample) => routeKey(sample) === key)!;
    // The sample messages the investor; the investor writes to the hustler instead.
    const member = cast.members[role];
    const request = role === 'Investor' && key === 'POST /api/messages'
      ? { ...route, request: () => ({ path: '/api/messages', json: { receiverId: cast.members.Hustler.id, text: 'hi' } }) }
      : route;
    const reply = await sendSample(server.baseUrl, request, bearer(member.accessToken));
    expect(reply.status, reply.text.slice(0, 200)).toBe(route.status);
  });
});

describe('reports: every role; moderation: moderators only', () => {
  const MODERATION = ['GET /api/moderation/reports', 'POST /api/moderation/reports/:id', 'GET /api/moderation/log', 'GET /api/moderation/evidence/:name'];

  it.each(MODERATION.flatMap((key) => ROLES.filter((role) => role !== 'Cofounder').map((role) => [key, role] as const)))(
    "%s by a %s who does not moderate: 403 'Moderators only', nothing changed",
    async (key, role) => {
      const route = samples.find((sample) => routeKey(sample) === key)!;
      const before = await server.db.selectFrom('reports').select(['id', 'status']).orderBy('id').execute();
      const reply = await sendSample(server.baseUrl, route, bearer(cast.members[role].accessToken));
      expectRefused(reply, `${key} as ${role}`, [403]);
      expect(reply.json).toMatchObject({ message: 'Moderators only' });
      expect(await server.db.selectFrom('reports').select(['id', 'status']).orderBy('id').execute()).toEqual(before);
    },
  );

  it('the moderator flag is the stored one: a moderator whose flag is cleared is refused at once', async () => {
    const { moderator } = cast;
    const queue = samples.find((sample) => routeKey(sample) === 'GET /api/moderation/reports')!;
    expect((await sendSample(server.baseUrl, queue, bearer(moderator.accessToken))).status).toBe(200);
    await server.db.updateTable('users').set({ moderator: 0 }).where('id', '=', moderator.id).execute();
    try {
      expectRefused(await sendSample(server.baseUrl, queue, bearer(moderator.accessToken)), 'revoked moderator', [403]);
    } finally {
      await server.db.updateTable('users').set({ moderator: 1 }).where('id', '=', moderator.id).execute();
    }
  });

  // The cast's removals are of the job seeker's videos, reported by the investor and decided by the cofounder.
  it.each(ROLES.filter((role) => role !== 'Jobseeker'))("POST /api/reports/:id/appeal by a %s, not the author: 404 as if unknown, nothing changed", async (role) => {
    const route = samples.find((sample) => routeKey(sample) === 'POST /api/reports/:id/appeal')!;
    const state = () => Promise.all([server.db.selectFrom('reports').select(['id', 'status']).orderBy('id').execute(), server.db.selectFrom('report_appeals').select('id').execute()]);
    const before = await state();
    const reply = await sendSample(server.baseUrl, route, bearer(cast.members[role].accessToken));
    expectRefused(reply, `appeal as ${role}`, [404]);
    expect(reply.json).toMatchObject({ message: 'Report not found' });
    expect(await state()).toEqual(before);
  });

  it.each(ROLES)('POST /api/reports by a %s', async (role) => {
    const route = samples.find((sample) => routeKey(sample) === 'POST /api/reports')!;
    const targetId = await seedVideo(server.db, cast.members[role === 'Hustler' ? 'Investor' : 'Hustler'].id);
    const reply = await sendSample(server.baseUrl, { ...route, request: () => ({ path: '/api/reports', json: { targetType: 'video', targetId, category: 'spam' } }) }, bearer(cast.members[role].accessToken));
    expect(reply.status, reply.text.slice(0, 200)).toBe(201);
  });
});
