import { letWrite } from '../../testing/message-request-route-samples';
import { newId } from '@startupsetu/server-core/ids';
import { isLookingNow } from '@startupsetu/server-core/push/presence';
import { userRoom } from '@startupsetu/server-core/realtime-emitter';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, postJson, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { socketPool } from '../../testing/sockets';

let server: ApiTestServer;
let asha: TestAccount;
let bala: TestAccount;
const sockets = socketPool(() => server.baseUrl);

beforeAll(async () => {
  server = await startApiTestServer();
  asha = await signUp(server.baseUrl, { role: 'Hustler' });
  bala = await signUp(server.baseUrl, { role: 'Investor' });
  await letWrite(server.db, asha.id, bala.id);
  await server.db
    .insertInto('push_subscriptions')
    .values({ id: newId(), user_id: bala.id, session_id: bala.sessionId, endpoint: 'https://fcm.googleapis.com/fcm/send/bala-phone', p256dh: 'k', auth: 'a', created_at: new Date().toISOString() })
    .execute();
});

afterEach(() => sockets.closeAll());

afterAll(async () => {
  await server.close();
});

/** How many pushes a message from Asha to Bala queues (and the queue emptied after). */
async function pushesOfAMessage(): Promise<number> {
  expect((await postJson(server.baseUrl, '/api/messages', { receiverId: bala.id, text: 'Hi' }, bearer(asha.accessToken))).status).toBe(201);
  const queued = await server.db.selectFrom('push_deliveries').select('id').execute();
  await server.db.deleteFrom('push_deliveries').execute();
  return queued.length;
}

describe('visibility: no push while the app is on screen', () => {
  it('a visible app stops pushes to its user; hidden, they come again', async () => {
    const phone = await sockets.open(bala.accessToken);
    expect(await phone.emitWithAck('visibility', { visible: true })).toEqual({ ok: true });
    expect(await pushesOfAMessage()).toBe(0);
    expect(await phone.emitWithAck('visibility', { visible: false })).toEqual({ ok: true });
    expect(await pushesOfAMessage()).toBe(1);
  });

  it('an app closed while visible counts as hidden, unless another of its user’s apps is still on screen', async () => {
    const [laptop, phone] = await Promise.all([sockets.open(bala.accessToken), sockets.open(bala.accessToken)]);
    await laptop.emitWithAck('visibility', { visible: true });
    await phone.emitWithAck('visibility', { visible: true });
    phone.disconnect();
    // The server has closed the phone's socket (and run its disconnect handler, in the same turn).
    await vi.waitFor(async () => expect(await server.app.io.in(userRoom(bala.id)).local.fetchSockets()).toHaveLength(1));
    expect(await pushesOfAMessage()).toBe(0);
    laptop.disconnect();
    await vi.waitFor(async () => expect(await isLookingNow(server.db, bala.id)).toBe(false));
    expect(await pushesOfAMessage()).toBe(1);
  });

  it('counts only for a minute after the last report', async () => {
    const phone = await sockets.open(bala.accessToken);
    await phone.emitWithAck('visibility', { visible: true });
    expect(await isLookingNow(server.db, bala.id)).toBe(true);
    expect(await isLookingNow(server.db, bala.id, Date.now() + 61_000)).toBe(false);
  });

  it.each([[undefined], [{}], [{ visible: 'yes' }], ['visible']])('answers %j with ok: false and what is wrong', async (payload) => {
    const phone = await sockets.open(asha.accessToken);
    expect(await phone.emitWithAck('visibility', payload)).toEqual({ ok: false, message: 'visible must be true or false' });
  });
});
