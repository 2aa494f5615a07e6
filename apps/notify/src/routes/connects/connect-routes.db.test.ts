import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bearer,
  createUser,
  postJson,
  readJson,
  recordingEmitter,
  startNotifyTestServer,
  type NotifyTestServer,
  type TestUser,
} from '../../testing/notify-test-server';

const realtime = recordingEmitter();
let server: NotifyTestServer;
let hustler: TestUser;
let namelessHustler: TestUser;
let investor: TestUser;
let cofounder: TestUser;

beforeAll(async () => {
  server = await startNotifyTestServer({ realtime });
  hustler = await createUser(server.db, 'Hustler', 'Asha');
  namelessHustler = await createUser(server.db, 'Hustler', undefined, 'kiran.m@startup.example.in');
  investor = await createUser(server.db, 'Investor', 'Vikram');
  cofounder = await createUser(server.db, 'Cofounder', 'Leela');
});

beforeEach(() => {
  realtime.pushes.length = 0;
});

afterAll(async () => {
  await server.close();
});

const ignite = (token: string | undefined, body: unknown) =>
  postJson(server.baseUrl, '/api/connects/hustlertoinvestor', body, token ? bearer(token) : {});
const connect = (token: string | undefined, body: unknown) =>
  postJson(server.baseUrl, '/api/connects/request', body, token ? bearer(token) : {});

function notificationsOf(userId: string) {
  return server.db
    .selectFrom('notifications')
    .select(['id', 'type', 'message', 'actor_id', 'is_read'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

describe('POST /api/connects/hustlertoinvestor', () => {
  it('lets a Hustler ignite an Investor: an ignite notification, pushed live to the investor', async () => {
    const before = (await notificationsOf(investor.id)).length;
    const response = await ignite(hustler.token, { investorId: investor.id });
    expect(response.status).toBe(201);
    expect(await readJson(response)).toEqual({ success: true, message: 'Investor ignited successfully' });

    const stored = (await notificationsOf(investor.id)).slice(before);
    expect(stored).toEqual([
      {
        id: expect.any(String),
        type: 'ignite',
        message: 'Asha ignited your interest in their startup',
        actor_id: hustler.id,
        is_read: 0,
      },
    ]);
    expect(realtime.pushes).toEqual([
      {
        userId: investor.id,
        event: 'notification',
        payload: {
          _id: stored[0]!.id,
          type: 'ignite',
          message: 'Asha ignited your interest in their startup',
          isRead: false,
          actorId: hustler.id,
          createdAt: expect.any(String),
        },
      },
    ]);
  });

  it('names a Hustler without a Username by the part of the email before @', async () => {
    expect((await ignite(namelessHustler.token, { investorId: investor.id })).status).toBe(201);
    const last = (await notificationsOf(investor.id)).at(-1);
    expect(last?.message).toBe('kiran.m ignited your interest in their startup');
  });

  it.each([
    ['an Investor', () => investor],
    ['a Cofounder', () => cofounder],
  ])('answers 403 when %s tries to ignite', async (_case, caller) => {
    const before = await notificationsOf(investor.id);
    const response = await ignite(caller().token, { investorId: investor.id });
    expect(response.status).toBe(403);
    expect(await readJson(response)).toMatchObject({ success: false, message: 'Only Hustlers can ignite investors' });
    expect(await notificationsOf(investor.id)).toEqual(before);
    expect(realtime.pushes).toEqual([]);
  });

  it('answers 400 when the target is not an Investor', async () => {
    const response = await ignite(hustler.token, { investorId: cofounder.id });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ success: false, message: 'Only investors can be ignited' });
    expect(await notificationsOf(cofounder.id)).toEqual([]);
  });

  it.each([['0190aabbccddeeff0011223344'], ['not an id']])('answers 404 for the unknown investor %j', async (investorId) => {
    const response = await ignite(hustler.token, { investorId });
    expect(response.status).toBe(404);
    expect(await readJson(response)).toMatchObject({ success: false, message: 'Investor not found' });
    expect(realtime.pushes).toEqual([]);
  });

  it('answers 400 without investorId and 401 without a token', async () => {
    const missing = await ignite(hustler.token, {});
    expect(missing.status).toBe(400);
    expect((await readJson(missing)).message).toBe('investorId is required');
    expect((await ignite(undefined, { investorId: investor.id })).status).toBe(401);
  });
});

describe('POST /api/connects/request', () => {
  it('creates a connect notification, and no second one while the first is unread', async () => {
    const first = await connect(cofounder.token, { targetId: hustler.id });
    expect(first.status).toBe(201);
    expect(await readJson(first)).toEqual({ success: true, message: 'Request sent' });
    const repeat = await connect(cofounder.token, { targetId: hustler.id });
    expect(repeat.status).toBe(200);
    expect(await readJson(repeat)).toEqual({ success: true, message: 'Request sent' });

    const stored = await notificationsOf(hustler.id);
    expect(stored).toEqual([
      { id: expect.any(String), type: 'connect', message: 'Leela wants to connect with you', actor_id: cofounder.id, is_read: 0 },
    ]);
    expect(realtime.pushes).toHaveLength(1);
    expect(realtime.pushes[0]).toMatchObject({
      userId: hustler.id,
      event: 'notification',
      payload: { _id: stored[0]!.id, type: 'connect', isRead: false, actorId: cofounder.id },
    });
  });

  it('sends a new request once the earlier one has been read', async () => {
    await server.db.updateTable('notifications').set({ is_read: 1 }).where('user_id', '=', hustler.id).execute();
    expect((await connect(cofounder.token, { targetId: hustler.id })).status).toBe(201);
    const stored = await notificationsOf(hustler.id);
    expect(stored.map((n) => [n.type, n.is_read])).toEqual([
      ['connect', 1],
      ['connect', 0],
    ]);
  });

  it('keeps one pending request when the same request arrives many times at once', async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, () => connect(hustler.token, { targetId: cofounder.id })));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    const pending = (await notificationsOf(cofounder.id)).filter((n) => n.type === 'connect' && n.is_read === 0);
    expect(pending).toHaveLength(1);
    expect(realtime.pushes).toHaveLength(1);
  });

  it('answers 400 for a request to oneself and 404 for an unknown target', async () => {
    const self = await connect(hustler.token, { targetId: hustler.id });
    expect(self.status).toBe(400);
    expect(await readJson(self)).toMatchObject({ success: false, message: 'You cannot connect with yourself' });
    const unknown = await connect(hustler.token, { targetId: '0190aabbccddeeff0011223344' });
    expect(unknown.status).toBe(404);
    expect(await readJson(unknown)).toMatchObject({ success: false, message: 'User not found' });
    expect(realtime.pushes).toEqual([]);
  });

  it('answers 400 without targetId and 401 without a token', async () => {
    expect((await connect(hustler.token, {})).status).toBe(400);
    expect((await connect(undefined, { targetId: investor.id })).status).toBe(401);
  });
});
