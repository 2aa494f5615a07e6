import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectClient, pairState } from '../../testing/connect-client';
import { createUser, recordingEmitter, startNotifyTestServer, type NotifyTestServer, type TestUser } from '../../testing/notify-test-server';

// Asking (DESIGN §6.1): POST /api/connects/request and the spec's POST /api/connects/hustlertoinvestor.

const realtime = recordingEmitter();
let server: NotifyTestServer;
const client = connectClient(() => server.baseUrl);

beforeAll(async () => {
  server = await startNotifyTestServer({ realtime });
});

beforeEach(() => {
  realtime.pushes.length = 0;
});

afterAll(async () => {
  await server.close();
});

const person = (role: 'Hustler' | 'Investor' | 'Cofounder' | 'Jobseeker', name?: string, email?: string) =>
  createUser(server.db, role, name, email);

function notificationsOf(userId: string) {
  return server.db
    .selectFrom('notifications')
    .select(['type', 'message', 'actor_id', 'link', 'request_id'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

const requestShape = (fields: Record<string, unknown>) => ({
  _id: expect.stringMatching(/^[0-9a-f]{26}$/),
  note: null,
  createdAt: expect.any(String),
  updatedAt: expect.any(String),
  ...fields,
});

describe('POST /api/connects/request', () => {
  let asha: TestUser;
  let leela: TestUser;

  beforeAll(async () => {
    asha = await person('Hustler', 'Asha');
    leela = await person('Cofounder', 'Leela');
  });

  it('answers 201 with the new pending request, and tells the target (link to the Network page, live)', async () => {
    const first = await client.request(leela.token, asha.id, '  Loved your pitch  ');
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      success: true,
      message: 'Request sent',
      request: requestShape({ kind: 'connect', status: 'pending', note: 'Loved your pitch', requesterId: leela.id, targetId: asha.id }),
    });
    expect(await notificationsOf(asha.id)).toEqual([
      { type: 'connect', message: 'Leela wants to connect with you', actor_id: leela.id, link: '/networking', request_id: first.body.request._id },
    ]);
    expect(realtime.pushes).toEqual([
      {
        userId: asha.id,
        event: 'notification',
        payload: {
          _id: expect.any(String),
          type: 'connect',
          message: 'Leela wants to connect with you',
          isRead: false,
          actorId: leela.id,
          createdAt: expect.any(String),
          link: '/networking',
          requestId: first.body.request._id,
          requestStatus: 'pending',
          actor: { _id: leela.id, profiledetails: { Username: 'Leela', profilePic: null } },
        },
      },
    ]);
  });

  it('answers 200 with the same pending request when asked again, and tells nobody a second time', async () => {
    const pending = (await pairState(server.db, leela.id, asha.id)).pending;
    const repeat = await client.request(leela.token, asha.id);
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual({ success: true, message: 'Request sent', request: expect.objectContaining({ _id: pending[0]!.id, status: 'pending' }) });
    expect(await notificationsOf(asha.id)).toHaveLength(1);
    expect(realtime.pushes).toEqual([]);
  });

  it('connects both when the target had asked the caller: 200, the request accepted, the requester told', async () => {
    const pending = (await pairState(server.db, leela.id, asha.id)).pending[0]!;
    const mutual = await client.request(asha.token, leela.id);
    expect(mutual.status).toBe(200);
    expect(mutual.body).toEqual({
      success: true,
      message: 'You are now connected',
      request: expect.objectContaining({ _id: pending.id, status: 'accepted', requesterId: leela.id, targetId: asha.id }),
      connection: {
        _id: leela.id,
        role: 'Cofounder',
        verified: false,
        badges: [],
        profiledetails: { Username: 'Leela', profilePic: null },
        connection: 'connected',
        connectedAt: expect.any(String),
      },
    });
    expect(await pairState(server.db, leela.id, asha.id)).toMatchObject({ pending: [], connectionRows: 2 });
    expect(await notificationsOf(leela.id)).toEqual([
      { type: 'connect_accepted', message: 'Asha accepted your request to connect', actor_id: asha.id, link: `/messages?with=${asha.id}`, request_id: pending.id },
    ]);
    expect(realtime.pushes.map((push) => [push.userId, push.payload.type])).toEqual([[leela.id, 'connect_accepted']]);
  });

  it('answers 409 once connected, either way, and creates nothing', async () => {
    for (const [from, to] of [[asha, leela], [leela, asha]] as const) {
      const again = await client.request(from.token, to.id);
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ success: false, message: 'You are already connected with this user' });
    }
    expect((await pairState(server.db, leela.id, asha.id)).requests).toHaveLength(1);
    expect(realtime.pushes).toEqual([]);
  });

  it('answers 400 for oneself, 404 for an unknown user, 400 for a note over 300 characters, 401 without a token', async () => {
    expect(await client.request(asha.token, asha.id)).toMatchObject({ status: 400, body: { success: false, message: 'You cannot connect with yourself' } });
    expect(await client.request(asha.token, '0190aabbccddeeff0011223344')).toMatchObject({ status: 404, body: { message: 'User not found' } });
    expect(await client.request(asha.token, 'not an id')).toMatchObject({ status: 404, body: { message: 'User not found' } });
    const other = await person('Investor');
    expect(await client.request(asha.token, other.id, 'x'.repeat(301))).toMatchObject({
      status: 400,
      body: { message: 'note must be at most 300 characters long' },
    });
    expect(await client.request(undefined, other.id)).toMatchObject({ status: 401 });
    expect(realtime.pushes).toEqual([]);
  });
});

describe('POST /api/connects/hustlertoinvestor', () => {
  let hustler: TestUser;
  let investor: TestUser;

  beforeAll(async () => {
    hustler = await person('Hustler', 'Ravi');
    investor = await person('Investor', 'Vikram');
  });

  it('answers 201 with an ignite request and tells the investor, once however often it is repeated', async () => {
    const first = await client.ignite(hustler.token, investor.id);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      success: true,
      message: 'Investor ignited successfully',
      request: requestShape({ kind: 'ignite', status: 'pending', requesterId: hustler.id, targetId: investor.id }),
    });
    for (let i = 0; i < 2; i += 1) {
      const repeat = await client.ignite(hustler.token, investor.id);
      expect(repeat.status).toBe(200);
      expect(repeat.body.request._id).toBe(first.body.request._id);
    }
    expect(await notificationsOf(investor.id)).toEqual([
      { type: 'ignite', message: 'Ravi ignited your interest in their startup', actor_id: hustler.id, link: '/networking', request_id: first.body.request._id },
    ]);
    expect(realtime.pushes.map((push) => [push.userId, push.payload.type, push.payload.requestStatus])).toEqual([[investor.id, 'ignite', 'pending']]);
  });

  it('names a Hustler without a Username by the part of the email before @', async () => {
    const nameless = await person('Hustler', undefined, 'kiran.m@startup.example.in');
    expect((await client.ignite(nameless.token, investor.id)).status).toBe(201);
    expect((await notificationsOf(investor.id)).at(-1)?.message).toBe('kiran.m ignited your interest in their startup');
  });

  it('a connect request from the investor to the hustler accepts the pending ignite', async () => {
    const mutual = await client.request(investor.token, hustler.id);
    expect(mutual).toMatchObject({ status: 200, body: { message: 'You are now connected', request: { kind: 'ignite', status: 'accepted' } } });
    expect(await client.ignite(hustler.token, investor.id)).toMatchObject({
      status: 409,
      body: { message: 'You are already connected with this user' },
    });
  });

  it('an ignite accepts a pending connect request from the investor', async () => {
    const founder = await person('Hustler', 'Dev');
    expect((await client.request(investor.token, founder.id)).status).toBe(201);
    const mutual = await client.ignite(founder.token, investor.id);
    expect(mutual).toMatchObject({ status: 200, body: { message: 'You are now connected', request: { kind: 'connect', status: 'accepted' } } });
    expect((await notificationsOf(investor.id)).at(-1)).toMatchObject({ type: 'connect_accepted', message: 'Dev accepted your request to connect' });
  });

  it.each(['Investor', 'Cofounder', 'Jobseeker'] as const)('answers 403 when a %s ignites', async (role) => {
    const caller = await person(role);
    expect(await client.ignite(caller.token, investor.id)).toMatchObject({
      status: 403,
      body: { success: false, message: 'Only Hustlers can ignite investors' },
    });
    expect(realtime.pushes).toEqual([]);
  });

  it.each(['Hustler', 'Cofounder', 'Jobseeker'] as const)('answers 403 when the one ignited is a %s', async (role) => {
    const target = await person(role);
    expect(await client.ignite(hustler.token, target.id)).toMatchObject({
      status: 403,
      body: { success: false, message: 'Only investors can be ignited' },
    });
    expect(await notificationsOf(target.id)).toEqual([]);
  });

  it('answers 404 for an unknown investor, 400 without investorId, 401 without a token', async () => {
    expect(await client.ignite(hustler.token, '0190aabbccddeeff0011223344')).toMatchObject({ status: 404, body: { message: 'Investor not found' } });
    const missing = await client.ignite(hustler.token, undefined as unknown as string);
    expect(missing).toMatchObject({ status: 400, body: { message: 'investorId is required' } });
    expect((await client.ignite(undefined, investor.id)).status).toBe(401);
  });
});
