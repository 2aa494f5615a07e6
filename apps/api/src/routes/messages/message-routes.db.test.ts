import { NEXT_CURSOR_HEADER } from '@startupsetu/server-core/http/pagination';
import { updateUserProfile } from '@startupsetu/server-core/repositories/users-repository';
import { connectPeople } from '@startupsetu/server-core/testing/connections';
import { hiddenRow, reportRow } from '@startupsetu/server-core/testing/safety-rows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  postJson,
  readJson,
  signUp,
  startApiTestServer,
  type ApiTestServer,
  type TestAccount,
} from '../../testing/api-test-server';
import { getJson } from '../../testing/content';

let server: ApiTestServer;
let asha: TestAccount;
let bala: TestAccount;
let chitra: TestAccount;

beforeAll(async () => {
  server = await startApiTestServer();
  asha = await signUp(server.baseUrl, { role: 'Hustler', email: 'asha@chat.example.com' });
  bala = await signUp(server.baseUrl, { role: 'Investor', email: 'bala@chat.example.com' });
  chitra = await signUp(server.baseUrl, { role: 'Cofounder', email: 'chitra@chat.example.com' });
  await updateUserProfile(server.db, bala.id, () => ({ Username: 'Bala' }), 'bala-pic.png');
  // Connected people message freely; strangers' requests are message-requests.db.test.ts's.
  await connectPeople(server.db, asha.id, bala.id);
  await connectPeople(server.db, chitra.id, asha.id);
});

afterAll(async () => {
  await server.close();
});

const send = (token: string | undefined, body: unknown) =>
  postJson(server.baseUrl, '/api/messages', body, token ? bearer(token) : {});

async function sent(from: TestAccount, to: TestAccount, text: string) {
  const response = await send(from.accessToken, { receiverId: to.id, text });
  expect(response.status).toBe(201);
  return (await readJson(response)).message;
}

const markRead = (token: string, userId: string) =>
  fetch(`${server.baseUrl}/api/messages/${userId}/read`, { method: 'PUT', headers: bearer(token) });

const textsOf = (messages: { text: string }[]) => messages.map((m) => m.text);

async function storedMessages(text: string) {
  return server.db.selectFrom('messages').select(['sender_id', 'receiver_id']).where('text', '=', text).execute();
}

describe('POST /api/messages', () => {
  it('stores the message (trimmed) and answers it', async () => {
    const response = await send(asha.accessToken, { receiverId: bala.id, text: '  Hello Bala  ' });
    expect(response.status).toBe(201);
    expect(await readJson(response)).toEqual({
      success: true,
      message: {
        _id: expect.stringMatching(/^[0-9a-f]{26}$/),
        senderId: asha.id,
        receiverId: bala.id,
        text: 'Hello Bala',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        readAt: null,
      },
    });
  });

  it("always stores the token's user as the sender, whatever senderId the body names", async () => {
    const response = await send(chitra.accessToken, { senderId: bala.id, receiverId: asha.id, text: 'forged sender' });
    expect(response.status).toBe(201);
    expect((await readJson(response)).message.senderId).toBe(chitra.id);
    expect(await storedMessages('forged sender')).toEqual([{ sender_id: chitra.id, receiver_id: asha.id }]);
  });

  it.each([['0190aabbccddeeff0011223344'], ['not-an-id']])('answers 404 for the unknown receiver %j', async (receiverId) => {
    const response = await send(asha.accessToken, { receiverId, text: 'to nobody' });
    expect(response.status).toBe(404);
    expect(await readJson(response)).toEqual({ success: false, message: 'User not found', error: 'Not Found' });
    expect(await storedMessages('to nobody')).toEqual([]);
  });

  it('answers 400 for a message to oneself', async () => {
    const response = await send(asha.accessToken, { receiverId: asha.id, text: 'note to self' });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ success: false, message: 'You cannot message yourself', error: 'Bad Request' });
    expect(await storedMessages('note to self')).toEqual([]);
  });

  it.each([
    ['a blank text', { text: ' \n\t ' }, 'Message text is required'],
    ['no text', {}, 'Message text is required'],
    ['a text that is not a string', { text: 42 }, 'text must be a string'],
    ['a text over 2000 characters', { text: 'x'.repeat(2001) }, 'Message text must be at most 2000 characters long'],
    ['a NUL character', { text: 'a\u0000b' }, 'Message text must not contain NUL characters'],
    ['no receiverId', { receiverId: undefined, text: 'Hi' }, 'receiverId is required'],
    ['an empty receiverId', { receiverId: '  ', text: 'Hi' }, 'receiverId is required'],
  ])('answers 400 for %s', async (_case, fields, message) => {
    const response = await send(asha.accessToken, { receiverId: bala.id, ...fields });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ success: false, message });
  });

  it.each([['[]'], ['"hello"'], ['null'], ['{"receiverId":']])('answers 400 (never 500) for the body %s', async (body) => {
    const response = await fetch(`${server.baseUrl}/api/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(asha.accessToken) },
      body,
    });
    expect(response.status).toBe(400);
  });

  it('accepts 2000 characters, counting characters rather than UTF-16 units', async () => {
    expect((await send(asha.accessToken, { receiverId: bala.id, text: 'y'.repeat(2000) })).status).toBe(201);
    expect((await send(asha.accessToken, { receiverId: bala.id, text: '🚀'.repeat(2000) })).status).toBe(201);
  });

  it('needs a token', async () => {
    const response = await send(undefined, { receiverId: bala.id, text: 'anonymous' });
    expect(response.status).toBe(401);
    expect(await storedMessages('anonymous')).toEqual([]);
  });
});

describe('GET /api/messages/:userId', () => {
  let dev: TestAccount;
  let esha: TestAccount;
  let farid: TestAccount;

  beforeAll(async () => {
    [dev, esha, farid] = await Promise.all([signUp(server.baseUrl), signUp(server.baseUrl), signUp(server.baseUrl)]);
    for (const [a, b] of [[dev, esha], [dev, farid], [farid, esha]] as const) await connectPeople(server.db, a.id, b.id);
    await sent(dev, esha, 'd1');
    await sent(esha, dev, 'e1');
    await sent(dev, farid, 'to farid');
    await sent(dev, esha, 'd2');
    await sent(farid, esha, 'farid to esha');
    await sent(esha, dev, 'e2');
  });

  it("answers the pair's messages in chronological order, the same for both sides", async () => {
    for (const [me, other] of [
      [dev, esha],
      [esha, dev],
    ] as const) {
      const response = await getJson(server.baseUrl, `/api/messages/${other.id}`, me.accessToken);
      expect(response.status).toBe(200);
      expect(response.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
      const messages = await readJson(response);
      expect(textsOf(messages)).toEqual(['d1', 'e1', 'd2', 'e2']);
      expect(messages[0]).toEqual({
        _id: expect.any(String),
        senderId: dev.id,
        receiverId: esha.id,
        text: 'd1',
        createdAt: expect.any(String),
        readAt: null,
      });
    }
  });

  it('leaves out a message the reader reported (only for them) and one a moderator removed (for both)', async () => {
    const [asha, ravi] = await Promise.all([signUp(server.baseUrl), signUp(server.baseUrl)]);
    await connectPeople(server.db, asha.id, ravi.id);
    await sent(asha, ravi, 'hello');
    const scam = await sent(asha, ravi, 'send me your OTP');
    const removed = await sent(ravi, asha, 'something a moderator removed');
    await sent(ravi, asha, 'bye');
    await reportRow(server.db, ravi.id, 'message', scam._id);
    await hiddenRow(server.db, 'message', removed._id);

    const history = async (me: TestAccount, other: TestAccount) =>
      textsOf(await readJson(await getJson(server.baseUrl, `/api/messages/${other.id}`, me.accessToken)));
    expect(await history(ravi, asha)).toEqual(['hello', 'bye']);
    expect(await history(asha, ravi)).toEqual(['hello', 'send me your OTP', 'bye']);
  });

  it("never answers another pair's chat: Farid asking for Dev gets only Farid–Dev", async () => {
    const fromFarid = await readJson(await getJson(server.baseUrl, `/api/messages/${dev.id}`, farid.accessToken));
    expect(textsOf(fromFarid)).toEqual(['to farid']);
    const outsider = await signUp(server.baseUrl);
    for (const other of [dev, esha]) {
      const response = await getJson(server.baseUrl, `/api/messages/${other.id}`, outsider.accessToken);
      expect(response.status).toBe(200);
      expect(await readJson(response)).toEqual([]);
    }
  });

  it('pages from the newest: each page chronological, x-next-cursor leading to older pages', async () => {
    const first = await getJson(server.baseUrl, `/api/messages/${esha.id}?limit=3`, dev.accessToken);
    expect(textsOf(await readJson(first))).toEqual(['e1', 'd2', 'e2']);
    const cursor = first.headers.get(NEXT_CURSOR_HEADER);
    expect(cursor).toBeTruthy();
    await sent(dev, esha, 'newer than the first page');
    const second = await getJson(server.baseUrl, `/api/messages/${esha.id}?limit=3&cursor=${cursor}`, dev.accessToken);
    expect(textsOf(await readJson(second))).toEqual(['d1']);
    expect(second.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
  });

  it.each([['0190aabbccddeeff0011223344'], ['not-an-id']])('answers 404 for the unknown user %s', async (userId) => {
    const response = await getJson(server.baseUrl, `/api/messages/${userId}`, dev.accessToken);
    expect(response.status).toBe(404);
    expect(await readJson(response)).toMatchObject({ success: false, message: 'User not found' });
  });

  it('answers 400 for a malformed cursor and 401 without a token', async () => {
    expect((await getJson(server.baseUrl, `/api/messages/${esha.id}?cursor=zz`, dev.accessToken)).status).toBe(400);
    expect((await getJson(server.baseUrl, `/api/messages/${esha.id}`)).status).toBe(401);
  });
});

describe('GET /api/messages (chat list), unread counts and PUT /api/messages/:userId/read', () => {
  let gita: TestAccount;
  let hari: TestAccount;
  let indu: TestAccount;

  beforeAll(async () => {
    [gita, hari, indu] = await Promise.all([
      signUp(server.baseUrl, { role: 'Hustler' }),
      signUp(server.baseUrl, { role: 'Investor' }),
      signUp(server.baseUrl, { role: 'Jobseeker' }),
    ]);
    await updateUserProfile(server.db, hari.id, () => ({ Username: 'Hari' }), 'hari.png');
    await connectPeople(server.db, hari.id, gita.id);
    await connectPeople(server.db, indu.id, gita.id);
    await sent(hari, gita, 'h1');
    await sent(hari, gita, 'h2');
    await sent(indu, gita, 'i1');
    await sent(gita, indu, 'g to indu');
    await sent(hari, gita, 'h3 latest');
  });

  const chats = async (account: TestAccount, query = '') => {
    const response = await getJson(server.baseUrl, `/api/messages${query}`, account.accessToken);
    expect(response.status).toBe(200);
    return { body: await readJson(response), cursor: response.headers.get(NEXT_CURSOR_HEADER) };
  };

  const unreadCount = async (account: TestAccount) =>
    (await readJson(await getJson(server.baseUrl, '/api/messages/unread-count', account.accessToken))).count;

  it('lists the chats most recent first, with the last text and the unread count', async () => {
    const { body, cursor } = await chats(gita);
    expect(cursor).toBeNull();
    expect(body).toEqual([
      {
        _id: hari.id,
        email: hari.email,
        Username: 'Hari',
        role: 'Investor',
        profilePic: '/media/hari.png',
        text: 'h3 latest',
        lastAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        unread: 3,
        deleted: false,
      },
      {
        _id: indu.id,
        email: indu.email,
        Username: null,
        role: 'Jobseeker',
        profilePic: null,
        text: 'g to indu',
        lastAt: expect.any(String),
        unread: 1,
        deleted: false,
      },
    ]);
    const fromHari = (await chats(hari)).body;
    expect(fromHari.map((c: { _id: string; text: string; unread: number }) => [c._id, c.text, c.unread])).toEqual([[gita.id, 'h3 latest', 0]]);
    expect(JSON.stringify(fromHari)).not.toMatch(/password|phoneno/);
  });

  it('counts every unread message to the caller', async () => {
    expect(await unreadCount(gita)).toBe(4);
    expect(await unreadCount(indu)).toBe(1);
    expect(await unreadCount(hari)).toBe(0);
  });

  it("clears one chat's unread count with PUT read, and only that chat's, only for the reader", async () => {
    const response = await markRead(gita.accessToken, hari.id);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true, updated: 3 });
    expect((await chats(gita)).body.map((c: { unread: number }) => c.unread)).toEqual([0, 1]);
    expect(await unreadCount(gita)).toBe(1);
    expect(await unreadCount(indu)).toBe(1);

    const conversation = await readJson(await getJson(server.baseUrl, `/api/messages/${hari.id}`, gita.accessToken));
    expect(conversation.every((m: { readAt: string | null }) => m.readAt !== null)).toBe(true);
    expect(await readJson(await markRead(gita.accessToken, hari.id))).toEqual({ success: true, updated: 0 });

    // Hari marking Gita's chat read does not touch what Hari sent to her.
    await sent(hari, gita, 'h4 unread');
    expect(await readJson(await markRead(hari.accessToken, gita.id))).toEqual({ success: true, updated: 0 });
    expect(await unreadCount(gita)).toBe(2);
  });

  it('moves a chat to the top when a new message arrives', async () => {
    await sent(indu, gita, 'i2 newest');
    const { body } = await chats(gita);
    expect(body.map((c: { _id: string; text: string; unread: number }) => [c._id, c.text, c.unread])).toEqual([
      [indu.id, 'i2 newest', 2],
      [hari.id, 'h4 unread', 1],
    ]);
  });

  it('pages the chat list with ?limit= and the x-next-cursor header', async () => {
    const first = await chats(gita, '?limit=1');
    expect(first.body.map((c: { _id: string }) => c._id)).toEqual([indu.id]);
    expect(first.cursor).toBeTruthy();
    const second = await chats(gita, `?limit=1&cursor=${first.cursor}`);
    expect(second.body.map((c: { _id: string }) => c._id)).toEqual([hari.id]);
    expect(second.cursor).toBeNull();
  });

  it('answers an empty list and a zero count to someone who never chatted', async () => {
    const loner = await signUp(server.baseUrl);
    expect((await chats(loner)).body).toEqual([]);
    expect(await unreadCount(loner)).toBe(0);
    expect(await readJson(await markRead(loner.accessToken, 'not-an-id'))).toEqual({ success: true, updated: 0 });
  });

  it('needs a token', async () => {
    expect((await getJson(server.baseUrl, '/api/messages')).status).toBe(401);
    expect((await getJson(server.baseUrl, '/api/messages/unread-count')).status).toBe(401);
    expect((await fetch(`${server.baseUrl}/api/messages/${hari.id}/read`, { method: 'PUT' })).status).toBe(401);
  });
});
