import { NEXT_CURSOR_HEADER } from '@startupsetu/server-core/http/pagination';
import { insertUser, updateUserProfile } from '@startupsetu/server-core/repositories/users-repository';
import { connectPeople } from '@startupsetu/server-core/testing/connections';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, readJson, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { getJson } from '../../testing/content';
import { collect, nextEvent, socketPool } from '../../testing/sockets';
import { seedMessageRequestCast } from '../../testing/message-request-route-samples';
import { NO_SUCH_REQUEST } from './message-request-routes';
import { insertMessage } from './messages-repository';
import { CONNECTIONS_ONLY, DAILY_LIMIT_REACHED, NOT_ACCEPTED_YET, VERIFIED_ONLY } from './message-requests-repository';

// Who may reach whom and scam-aware chat (DESIGN §7.4), over HTTP and the socket alike.

let server: ApiTestServer;
const pool = socketPool(() => server.baseUrl);

beforeAll(async () => {
  server = await startApiTestServer();
});
afterEach(() => pool.closeAll());
afterAll(async () => {
  await server.close();
});

const SCAM = 'Congratulations! To release the 2 Cr, pay the due diligence fee of ₹25,000 via UPI today.';

const send = (from: TestAccount, to: { id: string }, text: string) => postJson(server.baseUrl, '/api/messages', { receiverId: to.id, text }, bearer(from.accessToken));
const chats = async (account: TestAccount) => readJson(await getJson(server.baseUrl, '/api/messages', account.accessToken));
const requests = async (account: TestAccount, query = '') => {
  const response = await getJson(server.baseUrl, `/api/messages/requests${query}`, account.accessToken);
  expect(response.status).toBe(200);
  return readJson(response);
};
const history = async (account: TestAccount, other: { id: string }) => readJson(await getJson(server.baseUrl, `/api/messages/${other.id}`, account.accessToken));
const unread = async (account: TestAccount) => (await readJson(await getJson(server.baseUrl, '/api/messages/unread-count', account.accessToken))).count;
const decide = (account: TestAccount, senderId: string, body: unknown) =>
  fetch(`${server.baseUrl}/api/messages/requests/${senderId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...bearer(account.accessToken) },
    body: JSON.stringify(body),
  });
const storedTexts = async (text: string) => (await server.db.selectFrom('messages').select('id').where('text', '=', text).execute()).length;
const requestRow = (recipientId: string, senderId: string) =>
  server.db.selectFrom('message_requests').select('status').where('recipient_id', '=', recipientId).where('sender_id', '=', senderId).executeTakeFirst();

async function pair(roles: ['Hustler' | 'Investor' | 'Cofounder' | 'Jobseeker', 'Hustler' | 'Investor' | 'Cofounder' | 'Jobseeker'] = ['Hustler', 'Cofounder']) {
  return Promise.all([signUp(server.baseUrl, { role: roles[0] }), signUp(server.baseUrl, { role: roles[1] })]);
}

describe('a message to someone not connected is a request', () => {
  it('lands in their Requests, not their chats or badge; the sender sees it in their own chat', async () => {
    const [sender, recipient] = await pair();
    await updateUserProfile(server.db, sender.id, () => ({ Username: 'Sanjay' }), 'sanjay.png');
    const reply = await send(sender, recipient, 'Hello, I liked your startup');
    expect(reply.status).toBe(201);
    expect((await readJson(reply)).message).toMatchObject({ senderId: sender.id, text: 'Hello, I liked your startup' });
    expect(await requestRow(recipient.id, sender.id)).toEqual({ status: 'pending' });

    expect(await chats(recipient)).toEqual([]);
    expect(await unread(recipient)).toBe(0);
    expect((await chats(sender)).map((chat: { _id: string }) => chat._id)).toEqual([recipient.id]);
    expect(await requests(recipient)).toEqual({
      success: true,
      data: [
        {
          _id: sender.id,
          Username: 'Sanjay',
          role: 'Hustler',
          profilePic: '/media/sanjay.png',
          verified: false,
          badges: [],
          messageId: expect.stringMatching(/^[0-9a-f]{26}$/),
          text: 'Hello, I liked your startup',
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ],
      nextCursor: null,
    });
    expect((await requests(sender)).data).toEqual([]);
    // The recipient may read it in full before deciding.
    expect((await history(recipient, sender)).map((m: { text: string }) => m.text)).toEqual(['Hello, I liked your startup']);
  });

  it('allows one message until accepted: a second is 409 naming why, over HTTP and the socket, and nothing is stored', async () => {
    const [sender, recipient] = await pair();
    expect((await send(sender, recipient, 'first')).status).toBe(201);
    const second = await send(sender, recipient, 'second over http');
    expect(second.status).toBe(409);
    expect(await readJson(second)).toEqual({ success: false, message: NOT_ACCEPTED_YET, error: 'Conflict' });
    const tab = await pool.open(sender.accessToken);
    expect(await tab.emitWithAck('sendMessage', { receiverId: recipient.id, text: 'second over socket' })).toEqual({ ok: false, message: NOT_ACCEPTED_YET });
    expect(await storedTexts('second over http')).toBe(0);
    expect(await storedTexts('second over socket')).toBe(0);
  });

  it('accepting makes it a chat for both, who then write freely', async () => {
    const [sender, recipient] = await pair();
    await send(sender, recipient, 'may I?');
    const accepted = await decide(recipient, sender.id, { action: 'accept' });
    expect(accepted.status).toBe(200);
    expect(await readJson(accepted)).toEqual({ success: true, status: 'accepted' });
    expect((await requests(recipient)).data).toEqual([]);
    expect((await chats(recipient)).map((chat: { _id: string; text: string; unread: number }) => [chat._id, chat.text, chat.unread])).toEqual([[sender.id, 'may I?', 1]]);
    expect(await unread(recipient)).toBe(1);
    expect((await send(sender, recipient, 'thanks!')).status).toBe(201);
    expect((await send(recipient, sender, 'welcome')).status).toBe(201);
    expect((await send(sender, recipient, 'and more')).status).toBe(201);
  });

  it('ignoring tells the sender nothing: their next message is refused as unaccepted, and it leaves the Requests', async () => {
    const [sender, recipient] = await pair();
    await send(sender, recipient, 'buy my course');
    expect(await readJson(await decide(recipient, sender.id, { action: 'ignore' }))).toEqual({ success: true, status: 'ignored' });
    expect((await requests(recipient)).data).toEqual([]);
    expect(await chats(recipient)).toEqual([]);
    const again = await send(sender, recipient, 'hello??');
    expect(again.status).toBe(409);
    expect((await readJson(again)).message).toBe(NOT_ACCEPTED_YET);
    // The recipient may change their mind.
    expect(await readJson(await decide(recipient, sender.id, { action: 'accept' }))).toEqual({ success: true, status: 'accepted' });
    expect((await send(sender, recipient, 'hello again')).status).toBe(201);
  });

  it('a reply from the recipient accepts the request', async () => {
    const [sender, recipient] = await pair();
    await send(sender, recipient, 'hi there');
    expect((await send(recipient, sender, 'hi back')).status).toBe(201);
    expect(await requestRow(recipient.id, sender.id)).toEqual({ status: 'accepted' });
    expect((await send(sender, recipient, 'great')).status).toBe(201);
    expect((await chats(recipient)).map((chat: { _id: string }) => chat._id)).toEqual([sender.id]);
  });

  it('a conversation from before message requests goes on as it was', async () => {
    const [a, b] = await pair(['Hustler', 'Investor']);
    await insertMessage(server.db, { senderId: a.id, receiverId: b.id, text: 'An old hello' });
    for (const text of ['one', 'two']) expect((await send(a, b, text)).status).toBe(201);
    expect((await send(b, a, 'and back')).status).toBe(201);
    expect(await requestRow(b.id, a.id)).toBeUndefined();
  });

  it('connected people write freely and open no request', async () => {
    const [a, b] = await pair(['Hustler', 'Investor']);
    await connectPeople(server.db, a.id, b.id);
    for (const text of ['one', 'two', 'three']) expect((await send(a, b, text)).status).toBe(201);
    expect(await requestRow(b.id, a.id)).toBeUndefined();
    expect((await chats(b)).map((chat: { _id: string; email: string }) => [chat._id, chat.email])).toEqual([[a.id, a.email]]);
  });
});

describe("the recipient's choice of who may message them", () => {
  it("'connections': strangers get 403 naming why", async () => {
    const [sender, recipient] = await pair();
    await server.db.updateTable('users').set({ messages_from: 'connections' }).where('id', '=', recipient.id).execute();
    const refused = await send(sender, recipient, 'hello');
    expect(refused.status).toBe(403);
    expect(await readJson(refused)).toEqual({ success: false, message: CONNECTIONS_ONLY, error: 'Forbidden' });
    const tab = await pool.open(sender.accessToken);
    expect(await tab.emitWithAck('sendMessage', { receiverId: recipient.id, text: 'hello' })).toEqual({ ok: false, message: CONNECTIONS_ONLY });
    expect(await requestRow(recipient.id, sender.id)).toBeUndefined();
    await connectPeople(server.db, sender.id, recipient.id);
    expect((await send(sender, recipient, 'now connected')).status).toBe(201);
  });

  it("'verified', an investor's default: only verified people (and connections) may write", async () => {
    const [founder, investor] = await pair(['Hustler', 'Investor']);
    const refused = await send(founder, investor, 'pitch');
    expect(refused.status).toBe(403);
    expect((await readJson(refused)).message).toBe(VERIFIED_ONLY);
    await server.db.updateTable('users').set({ verified: 1 }).where('id', '=', founder.id).execute();
    expect((await send(founder, investor, 'pitch, verified')).status).toBe(201);
    expect(await requestRow(investor.id, founder.id)).toEqual({ status: 'pending' });
  });

  it("'verified' lets in a person whose badge a moderator approved, and their request names the badge", async () => {
    const [founder, investor] = await pair(['Hustler', 'Investor']);
    const badge = { kind: 'person', label: 'Work email · acme.in' };
    await server.db.updateTable('users').set({ badges: JSON.stringify([badge]) }).where('id', '=', founder.id).execute();
    expect((await send(founder, investor, 'pitch, with a proven work email')).status).toBe(201);
    const listed = (await requests(investor)).data.find((item: { _id: string }) => item._id === founder.id);
    expect(listed).toMatchObject({ verified: true, badges: [badge] });
    // Accepted, the chat in Your Chats names it too; the investor, with none, is listed without.
    expect((await decide(investor, founder.id, { action: 'accept' })).status).toBe(200);
    expect((await chats(investor)).find((chat: { _id: string }) => chat._id === founder.id)).toMatchObject({ badges: [badge] });
    expect((await chats(founder)).find((chat: { _id: string }) => chat._id === investor.id)).not.toHaveProperty('badges');
  });

  it("'everyone' on an investor who chose it; an investor writing first may be answered by anyone", async () => {
    const [founder, investor] = await pair(['Hustler', 'Investor']);
    await server.db.updateTable('users').set({ messages_from: 'everyone' }).where('id', '=', investor.id).execute();
    expect((await send(founder, investor, 'hello investor')).status).toBe(201);
    const [other, secondInvestor] = await pair(['Jobseeker', 'Investor']);
    expect((await send(secondInvestor, other, 'we are hiring')).status).toBe(201);
    expect((await send(other, secondInvestor, 'interested!')).status).toBe(201);
  });
});

describe('first messages to new people: 20 a UTC day', () => {
  it('the 21st new person is 429 naming the limit; people already reached are not counted again', async () => {
    const sender = await signUp(server.baseUrl);
    const people = [];
    for (let i = 0; i < 21; i += 1) people.push(await insertUser(server.db, { email: `daily-${i}-${Date.now()}@example.com`, passwordHash: 'none', role: 'Cofounder' }));
    for (const person of people.slice(0, 20)) expect((await send(sender, person, 'hello new person')).status).toBe(201);
    const over = await send(sender, people[20]!, 'one too many');
    expect(over.status).toBe(429);
    expect(await readJson(over)).toMatchObject({ success: false, message: DAILY_LIMIT_REACHED });
    expect(DAILY_LIMIT_REACHED).toContain('20');
    expect(await storedTexts('one too many')).toBe(0);
    // Yesterday's requests do not count.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    await server.db.updateTable('message_requests').set({ created_at: yesterday }).where('sender_id', '=', sender.id).execute();
    expect((await send(sender, people[20]!, 'a new day')).status).toBe(201);
  });
});

describe('scam-aware chat', () => {
  it("warns the recipient (history, live event, Requests, chat list) and never the sender", async () => {
    const [scammer, founder] = await pair(['Investor', 'Hustler']);
    const [scammerTab, founderTab] = await Promise.all([pool.open(scammer.accessToken), pool.open(founder.accessToken)]);
    const heard = Promise.all([nextEvent(scammerTab, 'receiveMessage'), nextEvent(founderTab, 'receiveMessage')]);
    const reply = await send(scammer, founder, SCAM);
    expect(reply.status).toBe(201);
    const { message } = await readJson(reply);
    expect(message).not.toHaveProperty('warning');
    const [toSender, toRecipient] = await heard;
    expect(toSender).toEqual(message);
    expect(toRecipient).toEqual({ ...message, warning: 'possible-fee-scam', request: true });

    expect((await requests(founder)).data[0]).toMatchObject({ _id: scammer.id, text: SCAM, warning: 'possible-fee-scam' });
    expect((await history(founder, scammer))[0]).toMatchObject({ text: SCAM, warning: 'possible-fee-scam' });
    expect((await history(scammer, founder))[0]).not.toHaveProperty('warning');
    expect((await chats(scammer))[0]).not.toHaveProperty('warning');

    await decide(founder, scammer.id, { action: 'accept' });
    expect((await chats(founder))[0]).toMatchObject({ _id: scammer.id, warning: 'possible-fee-scam' });
  });

  it('a message over the socket is warned about the same way; one between connections is not', async () => {
    const [scammer, founder, friend] = await Promise.all([signUp(server.baseUrl), signUp(server.baseUrl), signUp(server.baseUrl)]);
    const tab = await pool.open(scammer.accessToken);
    const ack = await tab.emitWithAck('sendMessage', { receiverId: founder.id, text: 'Arrange an SBLC and pay the processing fee in USDT' });
    expect(ack.ok).toBe(true);
    expect(ack.message).not.toHaveProperty('warning');
    expect((await history(founder, scammer))[0]).toMatchObject({ warning: 'possible-fee-scam' });

    await connectPeople(server.db, friend.id, founder.id);
    expect((await send(friend, founder, 'The registration fee for the demo day is ₹500, pay via UPI')).status).toBe(201);
    expect((await history(founder, friend))[0]).not.toHaveProperty('warning');
  });
});

describe('GET /api/messages/requests and PUT /api/messages/requests/:userId', () => {
  it('pages newest first with a cursor, O(page)', async () => {
    const recipient = await signUp(server.baseUrl);
    const senders = [];
    for (let i = 0; i < 3; i += 1) {
      const sender = await signUp(server.baseUrl);
      senders.push(sender);
      await send(sender, recipient, `request ${i}`);
    }
    const first = await getJson(server.baseUrl, '/api/messages/requests?limit=2', recipient.accessToken);
    const firstPage = await readJson(first);
    expect(firstPage.data.map((item: { text: string }) => item.text)).toEqual(['request 2', 'request 1']);
    expect(firstPage.nextCursor).toMatch(/^[0-9a-f]+$/);
    expect(first.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
    const second = await requests(recipient, `?limit=2&cursor=${firstPage.nextCursor}`);
    expect(second.data.map((item: { text: string }) => item.text)).toEqual(['request 0']);
    expect(second.nextCursor).toBeNull();
  });

  it('leaves out requests from people the recipient blocked or reported away', async () => {
    const [sender, recipient] = await pair();
    await send(sender, recipient, 'hello');
    await postJson(server.baseUrl, '/api/blocks', { userId: sender.id }, bearer(recipient.accessToken));
    expect((await requests(recipient)).data).toEqual([]);
  });

  it('answers 404 when there is no such request for the caller, 400 naming a bad action or cursor, 401 without a token', async () => {
    const [sender, recipient] = await pair();
    await send(sender, recipient, 'hello');
    // Only the recipient decides: the sender has no request from the recipient.
    const bySender = await decide(sender, recipient.id, { action: 'accept' });
    expect(bySender.status).toBe(404);
    expect(await readJson(bySender)).toMatchObject({ success: false, message: NO_SUCH_REQUEST });
    expect((await decide(recipient, 'not-an-id', { action: 'accept' })).status).toBe(404);
    expect((await decide(recipient, '0190aabbccddeeff0011223344', { action: 'accept' })).status).toBe(404);
    for (const body of [{ action: 'block' }, {}, { action: 7 }]) {
      const bad = await decide(recipient, sender.id, body);
      expect(bad.status).toBe(400);
      expect((await readJson(bad)).message).toMatch(/action/);
    }
    const badCursor = await getJson(server.baseUrl, '/api/messages/requests?cursor=abc', recipient.accessToken);
    expect(badCursor.status).toBe(400);
    expect((await readJson(badCursor)).message).toMatch(/cursor/);
    expect((await getJson(server.baseUrl, '/api/messages/requests')).status).toBe(401);
    expect(await requestRow(recipient.id, sender.id)).toEqual({ status: 'pending' });
  });
});

describe("the chat list shows a partner's email only to whom they chose", () => {
  it("'' for a partner not connected (connections by default), shown when they choose everyone", async () => {
    const [sender, recipient] = await pair();
    await send(sender, recipient, 'hello');
    await decide(recipient, sender.id, { action: 'accept' });
    expect((await chats(recipient))[0]).toMatchObject({ _id: sender.id, email: '' });
    expect((await chats(sender))[0]).toMatchObject({ _id: recipient.id, email: '' });
    await server.db.updateTable('users').set({ email_visibility: 'everyone' }).where('id', '=', sender.id).execute();
    expect((await chats(recipient))[0]).toMatchObject({ email: sender.email });
    await server.db.updateTable('users').set({ email_visibility: 'me' }).where('id', '=', sender.id).execute();
    await connectPeople(server.db, sender.id, recipient.id);
    expect((await chats(recipient))[0]).toMatchObject({ email: '' });
  });
});

describe('nothing is heard by others', () => {
  it('a refused message pushes nothing', async () => {
    const [sender, recipient] = await pair();
    await send(sender, recipient, 'first');
    const recipientTab = await pool.open(recipient.accessToken);
    const heard = collect(recipientTab, 'receiveMessage');
    expect((await send(sender, recipient, 'refused')).status).toBe(409);
    await recipientTab.emitWithAck('join', recipient.id);
    expect(heard).toEqual([]);
  });
});

describe("the authorization matrices' cast (seedMessageRequestCast)", () => {
  it("lets the cast's members write to each other as before, and leaves the hustler one pending request", async () => {
    const members = {
      Hustler: await signUp(server.baseUrl, { role: 'Hustler' }),
      Investor: await signUp(server.baseUrl, { role: 'Investor' }),
      Cofounder: await signUp(server.baseUrl, { role: 'Cofounder' }),
      Jobseeker: await signUp(server.baseUrl, { role: 'Jobseeker' }),
    };
    await seedMessageRequestCast(server, members);
    const { Hustler: hustler, Investor: investor, Cofounder: cofounder, Jobseeker: jobseeker } = members;
    for (const [from, to] of [[investor, cofounder], [cofounder, investor], [investor, hustler], [jobseeker, investor], [hustler, investor], [cofounder, investor]] as const) {
      expect((await send(from, to, 'cast message')).status).toBe(201);
    }
    expect((await chats(hustler)).map((chat: { _id: string }) => chat._id)).toEqual([investor.id]);
    expect((await requests(hustler)).data).toEqual([expect.objectContaining({ text: 'A request for the hustler', role: 'Cofounder' })]);
    expect(await readJson(await decide(hustler, investor.id, { action: 'accept' }))).toEqual({ success: true, status: 'accepted' });
  });
});
