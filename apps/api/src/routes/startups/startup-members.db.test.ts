import { createInProcessBus } from '@startupsetu/server-core/bus/in-process-bus';
import { loadConfig } from '@startupsetu/server-core/config';
import { MAX_STARTUP_MEMBERS } from '@startupsetu/server-core/contract/startup-fields';
import { insertUser } from '@startupsetu/server-core/repositories/users-repository';
import { blockRow } from '@startupsetu/server-core/testing/safety-rows';
import { buildNotifyApp } from '@startupsetu/notify/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, readJson, signUp, startApiTestServer, TEST_JWT_SECRET, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { getJson } from '../../testing/content';
import { sendForm } from '../../testing/form-uploads';
import { createStartup } from '../../testing/startups';
import { insertInvitation } from './startup-members-repository';

// A startup's people (DESIGN §7.3): admins invite by account and the invitee is notified in-app by
// notify over the bus, as comment notifications are; they accept or decline; admins remove anyone
// but the last admin; anyone may leave.

let api: ApiTestServer;
let notify: FastifyInstance;
const bus = createInProcessBus();
let founder: TestAccount;
let engineer: TestAccount;
let designer: TestAccount;
let outsider: TestAccount;

beforeAll(async () => {
  api = await startApiTestServer({ bus });
  notify = await buildNotifyApp({ db: api.db, config: loadConfig({ DATA_DIR: api.config.dataDir, JWT_SECRET: TEST_JWT_SECRET }), bus });
  await notify.ready();
  founder = await signUp(api.baseUrl, { role: 'Hustler' });
  engineer = await signUp(api.baseUrl, { role: 'Jobseeker' });
  designer = await signUp(api.baseUrl, { role: 'Cofounder' });
  outsider = await signUp(api.baseUrl, { role: 'Investor' });
  await sendForm(api.baseUrl, '/api/userprofile/Hustler', [['Username', 'Asha']], { token: founder.accessToken });
});

afterAll(async () => {
  await notify?.close();
  await api?.close();
  await bus.close();
});

let counter = 0;
async function newStartup(): Promise<string> {
  counter += 1;
  const response = await createStartup(api.baseUrl, founder.accessToken, { name: `Team ${counter}` });
  return (await readJson(response)).startup.slug;
}

function send(method: string, path: string, token: string, body?: unknown) {
  return fetch(api.baseUrl + path, {
    method,
    headers: { ...bearer(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const invite = (slug: string, userId: string, token = founder.accessToken, extra: object = {}) =>
  send('POST', `/api/startups/${slug}/members`, token, { userId, title: 'Engineer', ...extra });
const answer = (slug: string, token: string, action: string) => send('PUT', `/api/startups/${slug}/members/me`, token, { action });
const remove = (slug: string, userId: string, token = founder.accessToken) => send('DELETE', `/api/startups/${slug}/members/${userId}`, token);
const membersSeenBy = async (slug: string, token?: string) =>
  (await readJson(await getJson(api.baseUrl, `/api/startups/${slug}`, token))).startup.members.map((m: any) => `${m.user._id}:${m.role}:${m.status}`);

describe('inviting', () => {
  it('an admin invites by account; the invitee gets an in-app notification that opens the startup', async () => {
    const slug = await newStartup();
    const response = await invite(slug, engineer.id);
    expect(response.status).toBe(201);
    const { startup } = await readJson(response);
    expect(startup.members[1]).toEqual({
      user: { _id: engineer.id, verified: false, profiledetails: { profilePic: null } },
      title: 'Engineer',
      role: 'member',
      status: 'invited',
    });
    await expect.poll(() => api.db.selectFrom('notifications').select(['type', 'message', 'link', 'actor_id']).where('user_id', '=', engineer.id).execute()).toEqual([
      { type: 'startup_invite', message: `Asha invited you to join Team ${counter} as Engineer`, link: `/startups/${slug}`, actor_id: founder.id },
    ]);
  });

  it('409 when already invited or a member; 404 for unknown, blocked or malformed people', async () => {
    const slug = await newStartup();
    expect((await invite(slug, designer.id)).status).toBe(201);
    const again = await invite(slug, designer.id);
    expect(again.status).toBe(409);
    expect(await readJson(again)).toMatchObject({ success: false, field: 'userId' });
    expect((await invite(slug, founder.id)).status).toBe(409);
    expect((await invite(slug, '0190aabbccddeeff0011223344')).status).toBe(404);
    const blocker = await signUp(api.baseUrl, { role: 'Investor' });
    await blockRow(api.db, blocker.id, founder.id);
    expect((await invite(slug, blocker.id)).status).toBe(404);
    const malformed = await invite(slug, 'not-an-id');
    expect(malformed.status).toBe(400);
    expect((await readJson(malformed)).message).toContain('userId');
    expect((await send('POST', `/api/startups/${slug}/members`, founder.accessToken, { userId: engineer.id })).status).toBe(400);
  });

  it('only admins invite: 404 to outsiders, 403 to members', async () => {
    const slug = await newStartup();
    expect((await invite(slug, designer.id, outsider.accessToken)).status).toBe(404);
    await invite(slug, engineer.id);
    await answer(slug, engineer.accessToken, 'accept');
    const byMember = await invite(slug, designer.id, engineer.accessToken);
    expect(byMember.status).toBe(403);
    expect(await membersSeenBy(slug, founder.accessToken)).toEqual([`${founder.id}:admin:active`, `${engineer.id}:member:active`]);
  });
});

describe('answering', () => {
  it('accepting makes the invitee active (again: no change); invitations show only to the startup’s people', async () => {
    const slug = await newStartup();
    await invite(slug, engineer.id);
    expect(await membersSeenBy(slug)).toEqual([`${founder.id}:admin:active`]);
    expect(await membersSeenBy(slug, outsider.accessToken)).toEqual([`${founder.id}:admin:active`]);
    expect(await membersSeenBy(slug, engineer.accessToken)).toEqual([`${founder.id}:admin:active`, `${engineer.id}:member:invited`]);
    for (let i = 0; i < 2; i += 1) {
      const accepted = await answer(slug, engineer.accessToken, 'accept');
      expect(accepted.status).toBe(200);
    }
    expect(await membersSeenBy(slug)).toEqual([`${founder.id}:admin:active`, `${engineer.id}:member:active`]);
    expect((await answer(slug, engineer.accessToken, 'decline')).status).toBe(409);
  });

  it('declining removes the invitation; without one it is 404; a bad action is 400', async () => {
    const slug = await newStartup();
    await invite(slug, designer.id);
    expect((await answer(slug, designer.accessToken, 'decline')).status).toBe(200);
    expect(await membersSeenBy(slug, founder.accessToken)).toEqual([`${founder.id}:admin:active`]);
    expect((await answer(slug, designer.accessToken, 'accept')).status).toBe(404);
    expect((await answer('no-such-startup', designer.accessToken, 'accept')).status).toBe(404);
    expect((await answer(slug, designer.accessToken, 'maybe')).status).toBe(400);
  });
});

describe('removing', () => {
  it('an admin removes a member or an invitation; a member leaves; a member cannot remove others', async () => {
    const slug = await newStartup();
    await invite(slug, engineer.id);
    await answer(slug, engineer.accessToken, 'accept');
    await invite(slug, designer.id);
    expect((await remove(slug, designer.id, engineer.accessToken)).status).toBe(403);
    expect((await remove(slug, designer.id)).status).toBe(200);
    expect((await remove(slug, designer.id)).status).toBe(404);
    expect((await remove(slug, engineer.id, engineer.accessToken)).status).toBe(200);
    expect(await membersSeenBy(slug, founder.accessToken)).toEqual([`${founder.id}:admin:active`]);
    expect((await remove(slug, founder.id, outsider.accessToken)).status).toBe(404);
  });

  it('never the last admin (409), but an admin may leave once another admin has joined', async () => {
    const slug = await newStartup();
    const last = await remove(slug, founder.id);
    expect(last.status).toBe(409);
    expect((await readJson(last)).message).toMatch(/admin/);
    await invite(slug, designer.id, founder.accessToken, { role: 'admin' });
    // An invited admin is no admin yet.
    expect((await remove(slug, founder.id)).status).toBe(409);
    await answer(slug, designer.accessToken, 'accept');
    expect((await remove(slug, founder.id)).status).toBe(200);
    expect(await membersSeenBy(slug)).toEqual([`${designer.id}:admin:active`]);
    expect((await remove(slug, designer.id, designer.accessToken)).status).toBe(409);
  });
});

describe('the cap on a team', () => {
  let strangers = 0;
  const stranger = async () => (await insertUser(api.db, { email: `team-cap-${(strangers += 1)}-${Date.now()}@example.com`, passwordHash: 'none', role: 'Investor' })).id;
  const memberCount = async (startupId: string) => (await api.db.selectFrom('startup_members').select('user_id').where('startup_id', '=', startupId).execute()).length;

  it(`holds at most ${MAX_STARTUP_MEMBERS} people, active and invited: one more is 409 naming the limit, until someone goes`, async () => {
    const slug = await newStartup();
    const { id } = await api.db.selectFrom('startups').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
    // The founder, and invitations up to one place left.
    for (let i = 2; i < MAX_STARTUP_MEMBERS; i += 1) {
      expect(await insertInvitation(api.db, { startupId: id, userId: await stranger(), title: 'Advisor', invitedBy: founder.id })).toBe('invited');
    }
    await invite(slug, engineer.id);
    await answer(slug, engineer.accessToken, 'accept');
    expect(await memberCount(id)).toBe(MAX_STARTUP_MEMBERS);

    const refused = await invite(slug, designer.id);
    expect(refused.status).toBe(409);
    expect((await readJson(refused)).message).toContain(`at most ${MAX_STARTUP_MEMBERS}`);
    expect(await memberCount(id)).toBe(MAX_STARTUP_MEMBERS);
    // Already on the team is still said as such.
    expect((await readJson(await invite(slug, engineer.id))).field).toBe('userId');

    expect((await remove(slug, engineer.id)).status).toBe(200);
    expect((await invite(slug, designer.id)).status).toBe(201);
    expect(await memberCount(id)).toBe(MAX_STARTUP_MEMBERS);
  });

  it('gives the last place to one of two invitations sent at once', async () => {
    const slug = await newStartup();
    const { id } = await api.db.selectFrom('startups').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
    for (let i = 2; i < MAX_STARTUP_MEMBERS; i += 1) {
      await insertInvitation(api.db, { startupId: id, userId: await stranger(), title: 'Advisor', invitedBy: founder.id });
    }
    const outcomes = await Promise.all([stranger(), stranger(), stranger()].map(async (userId) =>
      insertInvitation(api.db, { startupId: id, userId: await userId, title: 'Advisor', invitedBy: founder.id }),
    ));
    expect(outcomes.sort()).toEqual(['full', 'full', 'invited']);
    expect(await memberCount(id)).toBe(MAX_STARTUP_MEMBERS);
  });
});
