import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectClient, pairState } from '../../testing/connect-client';
import { createUser, recordingEmitter, startNotifyTestServer, type NotifyTestServer, type TestUser } from '../../testing/notify-test-server';

// Answering (DESIGN §6.1): the Network page's lists, accept / decline / withdraw, connections.

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

const person = (role: 'Hustler' | 'Investor' | 'Cofounder' | 'Jobseeker', name?: string) => createUser(server.db, role, name);
const UNKNOWN_ID = '0190aabbccddeeff0011223344';

describe('GET /api/connects/requests', () => {
  let me: TestUser;
  let askers: TestUser[];
  let asked: TestUser;

  beforeAll(async () => {
    me = await person('Investor', 'Meera');
    askers = [await person('Hustler', 'A1'), await person('Cofounder', 'A2'), await person('Jobseeker', 'A3')];
    for (const asker of askers) expect((await client.request(asker.token, me.id)).status).toBe(201);
    asked = await person('Hustler', 'Target');
    expect((await client.request(me.token, asked.id, 'Hello')).status).toBe(201);
  });

  it("lists the pending requests received, newest first, each with the asker's card (no email)", async () => {
    const { status, body } = await client.requests(me.token, '?box=received');
    expect(status).toBe(200);
    expect(body.data.map((r: any) => r.person.profiledetails.Username)).toEqual(['A3', 'A2', 'A1']);
    expect(body.data[0]).toEqual({
      _id: expect.any(String),
      kind: 'connect',
      status: 'pending',
      note: null,
      requesterId: askers[2]!.id,
      targetId: me.id,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      person: {
        _id: askers[2]!.id,
        role: 'Jobseeker',
        verified: false,
        badges: [],
        profiledetails: { Username: 'A3', profilePic: null },
        connection: 'received',
        requestId: body.data[0]._id,
      },
    });
    expect(JSON.stringify(body)).not.toContain('@example.com');
    expect(body.nextCursor).toBeNull();
  });

  it('lists the pending requests sent with box=sent', async () => {
    const { body } = await client.requests(me.token, '?box=sent');
    expect(body.data).toEqual([
      expect.objectContaining({ requesterId: me.id, targetId: asked.id, note: 'Hello', person: expect.objectContaining({ _id: asked.id, connection: 'sent' }) }),
    ]);
  });

  it('pages by ?limit= and ?cursor=', async () => {
    const first = await client.requests(me.token, '?box=received&limit=2');
    expect(first.body.data).toHaveLength(2);
    expect(first.body.nextCursor).toBe(first.body.data[1]._id);
    const second = await client.requests(me.token, `?box=received&limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.data.map((r: any) => r.person._id)).toEqual([askers[0]!.id]);
    expect(second.body.nextCursor).toBeNull();
  });

  it('leaves out requests that are no longer pending', async () => {
    const { body } = await client.requests(me.token);
    const first = body.data.find((r: any) => r.requesterId === askers[0]!.id);
    expect((await client.answer(me.token, first._id, 'decline')).status).toBe(200);
    const after = await client.requests(me.token, '?box=received');
    expect(after.body.data.map((r: any) => r.requesterId)).toEqual([askers[2]!.id, askers[1]!.id]);
  });

  it.each([
    ['?box=all', 'box must be one of received, sent'],
    ['?limit=0', 'limit must be at least 1'],
    ['?cursor=zz', 'cursor is not in the expected format'],
  ])('answers 400 for %s', async (query, message) => {
    expect(await client.requests(me.token, query)).toMatchObject({ status: 400, body: { success: false, message } });
  });

  it('answers 401 without a token', async () => {
    expect((await client.requests(undefined)).status).toBe(401);
  });
});

describe('PUT /api/connects/requests/:id', () => {
  it('accept: 200 with the accepted request and the connection; the requester is told, live; both list the connection', async () => {
    const [asker, target] = [await person('Hustler', 'Kabir'), await person('Investor', 'Ira')];
    const sent = await client.request(asker.token, target.id);
    realtime.pushes.length = 0;
    const accepted = await client.answer(target.token, sent.body.request._id, 'accept');
    expect(accepted).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'Request accepted',
        request: expect.objectContaining({ _id: sent.body.request._id, status: 'accepted' }),
        connection: expect.objectContaining({ _id: asker.id, connection: 'connected', connectedAt: expect.any(String) }),
      },
    });
    expect(realtime.pushes).toEqual([
      {
        userId: asker.id,
        event: 'notification',
        payload: expect.objectContaining({
          type: 'connect_accepted',
          message: 'Ira accepted your request to connect',
          link: `/messages?with=${target.id}`,
          requestId: sent.body.request._id,
          requestStatus: 'accepted',
          actor: { _id: target.id, profiledetails: { Username: 'Ira', profilePic: null } },
        }),
      },
    ]);
    expect((await client.connections(asker.token)).body.data.map((c: any) => c._id)).toEqual([target.id]);
    expect((await client.connections(target.token)).body.data.map((c: any) => c._id)).toEqual([asker.id]);
    // The target's own notification now shows the request as accepted (no Accept / Decline).
    const targetNotes = await client.notifications(target.token);
    expect(targetNotes[0]).toMatchObject({ type: 'connect', requestId: sent.body.request._id, requestStatus: 'accepted' });
  });

  it('decline: 200, nobody is told, no connection; the requester may ask again later', async () => {
    const [asker, target] = [await person('Cofounder'), await person('Jobseeker')];
    const sent = await client.request(asker.token, target.id);
    realtime.pushes.length = 0;
    const declined = await client.answer(target.token, sent.body.request._id, 'decline');
    expect(declined).toEqual({
      status: 200,
      body: { success: true, message: 'Request declined', request: expect.objectContaining({ status: 'declined' }) },
    });
    expect(realtime.pushes).toEqual([]);
    expect(await client.notifications(asker.token)).toEqual([]);
    expect(await pairState(server.db, asker.id, target.id)).toMatchObject({ pending: [], connectionRows: 0 });
    expect((await client.request(asker.token, target.id)).status).toBe(201);
  });

  it('answers 403 to anyone but the person asked (the requester too), 404 unknown, 400 malformed, 409 no longer pending', async () => {
    const [asker, target, stranger] = [await person('Hustler'), await person('Investor'), await person('Cofounder')];
    const id = (await client.request(asker.token, target.id)).body.request._id;
    for (const caller of [asker, stranger]) {
      expect(await client.answer(caller.token, id, 'accept')).toMatchObject({
        status: 403,
        body: { success: false, message: 'Only the person asked can answer this request' },
      });
    }
    expect(await client.answer(target.token, UNKNOWN_ID, 'accept')).toMatchObject({ status: 404, body: { message: 'Request not found' } });
    expect(await client.answer(target.token, 'not-an-id', 'accept')).toMatchObject({ status: 400, body: { message: 'id is not in the expected format' } });
    expect(await client.answer(target.token, id, 'maybe')).toMatchObject({ status: 400, body: { message: 'action must be one of accept, decline' } });
    expect((await client.answer(target.token, id, 'decline')).status).toBe(200);
    for (const action of ['accept', 'decline']) {
      expect(await client.answer(target.token, id, action)).toMatchObject({ status: 409, body: { message: 'This request is no longer pending' } });
    }
    expect(await pairState(server.db, asker.id, target.id)).toMatchObject({ connectionRows: 0 });
  });
});

describe('DELETE /api/connects/requests/:id', () => {
  it('the requester withdraws: 200, it leaves both lists, nobody is told; a second withdrawal is 409', async () => {
    const [asker, target] = [await person('Hustler'), await person('Investor')];
    const id = (await client.request(asker.token, target.id)).body.request._id;
    realtime.pushes.length = 0;
    expect(await client.withdraw(target.token, id)).toMatchObject({
      status: 403,
      body: { message: 'Only the person who sent this request can withdraw it' },
    });
    const withdrawn = await client.withdraw(asker.token, id);
    expect(withdrawn).toEqual({
      status: 200,
      body: { success: true, message: 'Request withdrawn', request: expect.objectContaining({ _id: id, status: 'withdrawn' }) },
    });
    expect(realtime.pushes).toEqual([]);
    expect((await client.requests(asker.token, '?box=sent')).body.data).toEqual([]);
    expect((await client.requests(target.token, '?box=received')).body.data).toEqual([]);
    expect((await client.notifications(target.token))[0]).toMatchObject({ requestId: id, requestStatus: 'withdrawn' });
    expect(await client.withdraw(asker.token, id)).toMatchObject({ status: 409, body: { message: 'This request is no longer pending' } });
    expect(await client.answer(target.token, id, 'accept')).toMatchObject({ status: 409 });
  });

  it('answers 404 unknown, 400 malformed, 401 without a token', async () => {
    const caller = await person('Hustler');
    expect(await client.withdraw(caller.token, UNKNOWN_ID)).toMatchObject({ status: 404, body: { message: 'Request not found' } });
    expect(await client.withdraw(caller.token, 'NOPE')).toMatchObject({ status: 400, body: { message: 'id is not in the expected format' } });
    expect((await client.withdraw(undefined, UNKNOWN_ID)).status).toBe(401);
  });
});

describe('connections', () => {
  let hub: TestUser;
  let peers: TestUser[];

  beforeAll(async () => {
    hub = await person('Investor', 'Hub');
    peers = [];
    for (const name of ['P1', 'P2', 'P3']) {
      const peer = await person('Hustler', name);
      const id = (await client.request(peer.token, hub.id)).body.request._id;
      expect((await client.answer(hub.token, id, 'accept')).status).toBe(200);
      peers.push(peer);
    }
  });

  it('GET lists them newest first as cards with connectedAt, paged by ?limit= and ?cursor=', async () => {
    const first = await client.connections(hub.token, '?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual([
      {
        _id: peers[2]!.id,
        role: 'Hustler',
        verified: false,
        badges: [],
        profiledetails: { Username: 'P3', profilePic: null },
        connection: 'connected',
        connectedAt: expect.any(String),
      },
      expect.objectContaining({ _id: peers[1]!.id }),
    ]);
    expect(first.body.nextCursor).toMatch(/^[0-9a-f]+$/);
    const second = await client.connections(hub.token, `?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body).toEqual({ success: true, data: [expect.objectContaining({ _id: peers[0]!.id })], nextCursor: null });
  });

  it('DELETE ends it for both; a second time is 404; they may ask each other again', async () => {
    const peer = peers[0]!;
    expect(await client.remove(peer.token, hub.id)).toEqual({ status: 200, body: { success: true, message: 'Connection removed' } });
    expect((await client.connections(hub.token)).body.data.map((c: any) => c._id)).toEqual([peers[2]!.id, peers[1]!.id]);
    expect((await client.connections(peer.token)).body.data).toEqual([]);
    expect(await client.remove(hub.token, peer.id)).toMatchObject({
      status: 404,
      body: { success: false, message: 'You are not connected with this user' },
    });
    expect((await client.request(hub.token, peer.id)).status).toBe(201);
  });

  it('DELETE answers 404 for a stranger or unknown user, 400 for a malformed id', async () => {
    const stranger = await person('Jobseeker');
    expect(await client.remove(hub.token, stranger.id)).toMatchObject({ status: 404, body: { message: 'You are not connected with this user' } });
    expect(await client.remove(hub.token, UNKNOWN_ID)).toMatchObject({ status: 404 });
    expect(await client.remove(hub.token, 'x y')).toMatchObject({ status: 400, body: { message: 'userId is not in the expected format' } });
    expect((await client.connections(undefined)).status).toBe(401);
  });
});
