import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  postJson,
  proveEmail,
  readJson,
  signUp,
  startApiTestServer,
  type ApiTestServer,
  type TestAccount,
} from '../../testing/api-test-server';
import { collect, nextEvent, socketPool } from '../../testing/sockets';
import { connectPeople } from '@startupsetu/server-core/testing/connections';

let server: ApiTestServer;
let asha: TestAccount;
let bala: TestAccount;
let chitra: TestAccount;
const pool = socketPool(() => server.baseUrl);

beforeAll(async () => {
  server = await startApiTestServer();
  [asha, bala, chitra] = await Promise.all([signUp(server.baseUrl), signUp(server.baseUrl), signUp(server.baseUrl)]);
  // Connected people message freely; strangers' requests are message-requests.db.test.ts's.
  await connectPeople(server.db, asha.id, bala.id);
  await connectPeople(server.db, asha.id, chitra.id);
});

afterEach(() => {
  pool.closeAll();
});

afterAll(async () => {
  await server.close();
});

const storedByText = (text: string) =>
  server.db.selectFrom('messages').select(['sender_id', 'receiver_id', 'text']).where('text', '=', text).execute();

describe('socket sendMessage', () => {
  it('stores the message and pushes receiveMessage live to the receiver and to every tab of the sender', async () => {
    const [ashaTab1, ashaTab2, balaTab] = await Promise.all([
      pool.open(asha.accessToken),
      pool.open(asha.accessToken),
      pool.open(bala.accessToken),
    ]);
    const chitraTab = await pool.open(chitra.accessToken);
    const chitraHeard = collect(chitraTab, 'receiveMessage');
    const heard = Promise.all([ashaTab1, ashaTab2, balaTab].map((socket) => nextEvent(socket, 'receiveMessage')));

    const ack = await ashaTab1.emitWithAck('sendMessage', { receiverId: bala.id, text: '  Namaste  ' });
    expect(ack).toEqual({
      ok: true,
      message: {
        _id: expect.stringMatching(/^[0-9a-f]{26}$/),
        senderId: asha.id,
        receiverId: bala.id,
        text: 'Namaste',
        createdAt: expect.any(String),
        readAt: null,
      },
    });
    expect(await heard).toEqual([ack.message, ack.message, ack.message]);
    expect(await storedByText('Namaste')).toEqual([{ sender_id: asha.id, receiver_id: bala.id, text: 'Namaste' }]);

    // A round trip on Chitra's socket after the pushes: a stray push to her would be here by now.
    await chitraTab.emitWithAck('join', chitra.id);
    expect(chitraHeard).toEqual([]);
  });

  it('refuses a sender without a proven email, and takes them once they prove it on the open socket', async () => {
    const newcomer = await signUp(server.baseUrl, { proven: false });
    const tab = await pool.open(newcomer.accessToken);
    expect(await tab.emitWithAck('sendMessage', { receiverId: bala.id, text: 'before proof' })).toEqual({ ok: false, message: 'Confirm your email first.' });
    expect(await storedByText('before proof')).toEqual([]);

    await proveEmail(server.baseUrl, newcomer.email);
    expect(await tab.emitWithAck('sendMessage', { receiverId: bala.id, text: 'after proof' })).toMatchObject({ ok: true });
  });

  it("stores the token's user as the sender whatever senderId the payload names", async () => {
    const ashaTab = await pool.open(asha.accessToken);
    const balaTab = await pool.open(bala.accessToken);
    const received = nextEvent(balaTab, 'receiveMessage');
    const ack = await ashaTab.emitWithAck('sendMessage', { senderId: chitra.id, receiverId: bala.id, text: 'forged over socket' });
    expect(ack.ok).toBe(true);
    expect(ack.message.senderId).toBe(asha.id);
    expect((await received).senderId).toBe(asha.id);
    expect(await storedByText('forged over socket')).toEqual([
      { sender_id: asha.id, receiver_id: bala.id, text: 'forged over socket' },
    ]);
  });

  it('acks ok:false for a receiver that does not exist, and for oneself', async () => {
    const socket = await pool.open(asha.accessToken);
    const heard = collect(socket, 'receiveMessage');
    for (const receiverId of ['0190aabbccddeeff0011223344', 'nobody']) {
      expect(await socket.emitWithAck('sendMessage', { receiverId, text: 'to nobody' })).toEqual({
        ok: false,
        message: 'User not found',
      });
    }
    expect(await socket.emitWithAck('sendMessage', { receiverId: asha.id, text: 'to me' })).toEqual({
      ok: false,
      message: 'You cannot message yourself',
    });
    expect(await storedByText('to nobody')).toEqual([]);
    expect(await storedByText('to me')).toEqual([]);
    expect(heard).toEqual([]);
  });

  it.each([
    ['null', null, 'A message needs receiverId and text'],
    ['a string', 'hello', 'A message needs receiverId and text'],
    ['a number', 42, 'A message needs receiverId and text'],
    ['an array', [1, 2], 'A message needs receiverId and text'],
    ['an empty object', {}, 'receiverId is required'],
    ['no text', { receiverId: 'RECEIVER' }, 'Message text is required'],
    ['a blank text', { receiverId: 'RECEIVER', text: '   ' }, 'Message text is required'],
    ['a text of the wrong type', { receiverId: 'RECEIVER', text: { nested: true } }, 'Message text must be a string'],
    ['a receiverId of the wrong type', { receiverId: 7, text: 'hi' }, 'receiverId is required'],
    ['a huge text', { receiverId: 'RECEIVER', text: 'x'.repeat(200_000) }, 'Message text must be at most 2000 characters long'],
  ])('acks ok:false for %s and stays connected', async (_case, payload, message) => {
    const socket = await pool.open(asha.accessToken);
    const withReceiver =
      payload && typeof payload === 'object' && 'receiverId' in payload && payload.receiverId === 'RECEIVER'
        ? { ...payload, receiverId: bala.id }
        : payload;
    expect(await socket.emitWithAck('sendMessage', withReceiver)).toEqual({ ok: false, message });
    expect(socket.connected).toBe(true);
    expect((await socket.emitWithAck('sendMessage', { receiverId: bala.id, text: 'still works' })).ok).toBe(true);
  });

  it('survives payloads without an ack, an ack in place of the payload, and no payload at all', async () => {
    const socket = await pool.open(asha.accessToken);
    socket.emit('sendMessage');
    socket.emit('sendMessage', null);
    socket.emit('sendMessage', { receiverId: bala.id, text: 'fire and forget' });
    expect(await socket.emitWithAck('sendMessage')).toEqual({ ok: false, message: 'A message needs receiverId and text' });
    // The ack is whatever function comes last, after any number of other arguments.
    expect(await socket.emitWithAck('sendMessage', { receiverId: bala.id, text: 'extra args' }, 'extra')).toMatchObject({
      ok: true,
    });
    expect(socket.connected).toBe(true);
    // 'fire and forget' has no ack to wait for: its write may land after the later, acknowledged one.
    await vi.waitFor(async () => expect(await storedByText('fire and forget')).toHaveLength(1));
    expect(await storedByText('extra args')).toHaveLength(1);
  });

  it('drops only the offending socket for a payload beyond the transport limit', async () => {
    const offender = await pool.open(asha.accessToken);
    const bystander = await pool.open(bala.accessToken);
    const dropped = new Promise<string>((resolve) => offender.once('disconnect', (reason) => resolve(reason)));
    offender.emit('sendMessage', { receiverId: bala.id, text: 'x'.repeat(2_000_000) });
    expect(await dropped).toBe('transport close');
    expect(bystander.connected).toBe(true);
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    const again = await pool.open(asha.accessToken);
    expect((await again.emitWithAck('sendMessage', { receiverId: bala.id, text: 'after the drop' })).ok).toBe(true);
  });

  it('acknowledges sendComment without doing anything with it', async () => {
    const socket = await pool.open(asha.accessToken);
    expect(await socket.emitWithAck('sendComment', { videoId: 'whatever' })).toEqual({ ok: true });
    expect(await socket.emitWithAck('sendComment', null)).toEqual({ ok: true });
    socket.emit('sendComment', 'no ack');
    expect(socket.connected).toBe(true);
  });
});

describe('POST /api/messages pushes like the socket does', () => {
  it('emits receiveMessage to the receiver and to the sender', async () => {
    const [ashaTab, balaTab] = await Promise.all([pool.open(asha.accessToken), pool.open(bala.accessToken)]);
    const heard = Promise.all([nextEvent(ashaTab, 'receiveMessage'), nextEvent(balaTab, 'receiveMessage')]);
    const response = await postJson(server.baseUrl, '/api/messages', { receiverId: bala.id, text: 'replayed offline' }, bearer(asha.accessToken));
    expect(response.status).toBe(201);
    const { message } = await readJson(response);
    expect(await heard).toEqual([message, message]);
  });
});
