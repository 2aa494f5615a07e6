import { letWrite } from '../../testing/message-request-route-samples';
import { newId } from '@startupsetu/server-core/ids';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { socketPool } from '../../testing/sockets';
import { CATCH_UP_MARGIN_MS } from './catch-up-socket';

let server: ApiTestServer;
let asha: TestAccount;
let bala: TestAccount;
let chandra: TestAccount;
const sockets = socketPool(() => server.baseUrl);

beforeAll(async () => {
  server = await startApiTestServer();
  [asha, bala, chandra] = await Promise.all([signUp(server.baseUrl, { role: 'Hustler' }), signUp(server.baseUrl, { role: 'Investor' }), signUp(server.baseUrl)]);
  await letWrite(server.db, asha.id, bala.id);
});

afterEach(() => sockets.closeAll());

afterAll(async () => {
  await server.close();
});

const both = (since: number) => ({ receiveMessage: since, notification: since });

async function message(from: TestAccount, to: TestAccount) {
  expect((await postJson(server.baseUrl, '/api/messages', { receiverId: to.id, text: 'Hello' }, bearer(from.accessToken))).status).toBe(201);
}

/** A notification for `user`, made `ago` milliseconds back (ids begin with their time). */
async function notify(user: TestAccount, ago = 0) {
  const at = Date.now() - ago;
  const id = ago === 0 ? newId() : at.toString(16).padStart(12, '0') + '0'.repeat(14);
  await server.db
    .insertInto('notifications')
    .values({ id, user_id: user.id, type: 'connect', message: 'Someone wants to connect', is_read: 0, actor_id: null, created_at: new Date(at).toISOString(), link: '/networking', request_id: null })
    .execute();
}

describe('catchUp: what a socket that has just connected missed', () => {
  it("names the events its user had since the reads were made, and only those, on the client's clock", async () => {
    const readAt = Date.now();
    await message(asha, bala);
    const socket = await sockets.open(bala.accessToken);
    expect(await socket.emitWithAck('catchUp', { since: both(readAt), now: Date.now() })).toEqual({ ok: true, missed: ['receiveMessage'] });
    await notify(bala);
    expect(await socket.emitWithAck('catchUp', { since: both(readAt), now: Date.now() })).toEqual({ ok: true, missed: ['receiveMessage', 'notification'] });
    // Only what was asked about is answered.
    expect(await socket.emitWithAck('catchUp', { since: { notification: readAt }, now: Date.now() })).toEqual({ ok: true, missed: ['notification'] });
  });

  it('counts the sender’s own messages (another tab of theirs) and nobody else’s', async () => {
    const readAt = Date.now();
    await message(asha, bala);
    const [ashaTab, chandraTab] = await Promise.all([sockets.open(asha.accessToken), sockets.open(chandra.accessToken)]);
    expect(await ashaTab.emitWithAck('catchUp', { since: both(readAt), now: Date.now() })).toEqual({ ok: true, missed: ['receiveMessage'] });
    expect(await chandraTab.emitWithAck('catchUp', { since: both(readAt), now: Date.now() })).toEqual({ ok: true, missed: [] });
  });

  it("misses nothing older than the reads (beyond the margin for the clocks), on any client's clock", async () => {
    await notify(chandra, CATCH_UP_MARGIN_MS + 10_000);
    const socket = await sockets.open(chandra.accessToken);
    for (const clock of [0, -3_600_000, 3_600_000]) {
      const now = Date.now() + clock;
      expect(await socket.emitWithAck('catchUp', { since: { notification: now }, now })).toEqual({ ok: true, missed: [] });
      expect(await socket.emitWithAck('catchUp', { since: { notification: now - CATCH_UP_MARGIN_MS - 20_000 }, now })).toEqual({ ok: true, missed: ['notification'] });
    }
  });

  it('one whose clock is an hour slow still hears of a message sent after its reads', async () => {
    const slow = (time: number) => time - 3_600_000;
    const readAt = slow(Date.now());
    await message(asha, bala);
    const socket = await sockets.open(bala.accessToken);
    expect(await socket.emitWithAck('catchUp', { since: { receiveMessage: readAt }, now: slow(Date.now()) })).toEqual({ ok: true, missed: ['receiveMessage'] });
  });

  it.each([
    ['no payload', undefined, 'now must be'],
    ['now missing', { since: {} }, 'now must be'],
    ['since not an object', { since: 5, now: 10 }, 'since must map'],
    ['an event it does not answer', { since: { newComment: 1 }, now: 10 }, "since names no event 'newComment'"],
    ['a time after now', { since: { notification: 11 }, now: 10 }, 'since.notification must be a time no later than now'],
    ['a negative time', { since: { receiveMessage: -1 }, now: 10 }, 'since.receiveMessage must be'],
  ])('refuses %s with a 400 naming the problem', async (_case, payload, message) => {
    const socket = await sockets.open(chandra.accessToken);
    const reply = await socket.emitWithAck('catchUp', payload);
    expect(reply).toMatchObject({ ok: false, status: 400 });
    expect(reply.message).toContain(message);
  });
});
