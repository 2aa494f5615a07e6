import { isLookingNow } from '@startupsetu/server-core/push/presence';
import { SUBSCRIPTIONS_PER_WRITE, TOO_MANY_SUBSCRIPTIONS, TOO_MANY_WRITES } from '@startupsetu/server-core/http/write-rate-limit';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getJson, seedVideo } from '../testing/content';
import { bearer, postJson, readJson, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../testing/api-test-server';
import { socketPool } from '../testing/sockets';
import { letWrite } from '../testing/message-request-route-samples';

// A small budget so the test reaches it; production's default is DEFAULT_WRITE_RATE_LIMIT per minute.
const LIMIT = 5;
const SUBSCRIPTIONS = LIMIT * SUBSCRIPTIONS_PER_WRITE;
const refusedWrite = { ok: false, status: 429, message: TOO_MANY_WRITES, retryAfter: expect.any(Number) };
const refusedSubscription = { ok: false, status: 429, message: TOO_MANY_SUBSCRIPTIONS, retryAfter: expect.any(Number) };

let server: ApiTestServer;
let writer: TestAccount;
let other: TestAccount;
let videoId: string;
const sockets = socketPool(() => server.baseUrl);

beforeAll(async () => {
  server = await startApiTestServer({ env: { WRITE_RATE_LIMIT: String(LIMIT) } });
  writer = await signUp(server.baseUrl);
  other = await signUp(server.baseUrl);
  videoId = await seedVideo(server.db, writer.id);
});
afterEach(() => sockets.closeAll());
afterAll(() => server.close());

const comment = (account: TestAccount, text: string, headers: Record<string, string> = {}) =>
  postJson(server.baseUrl, '/api/videos/comments', { videoId, text }, { ...bearer(account.accessToken), ...headers });

describe('write rate limit', () => {
  it('refuses a user’s writes past the budget with a 429 JSON message, and leaves reads and other users alone', async () => {
    for (let i = 0; i < LIMIT; i += 1) expect((await comment(writer, `comment ${i}`)).status).toBe(201);

    const refused = await comment(writer, 'one too many', { 'idempotency-key': 'refused-write-key' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await readJson(refused)).toMatchObject({ success: false, message: TOO_MANY_WRITES });

    // The refused write was not stored, and its key was not remembered: a replay later is applied.
    const comments = await readJson(await getJson(server.baseUrl, `/api/commentget/${videoId}`));
    expect(comments.comments.map((c: { text: string }) => c.text)).not.toContain('one too many');
    const remembered = await server.db.selectFrom('idempotency_keys').select('key').where('key', '=', 'refused-write-key').execute();
    expect(remembered).toEqual([]);

    expect((await getJson(server.baseUrl, '/api/userprofile/getUser', writer.accessToken)).status).toBe(200);
    expect((await comment(other, 'someone else may still write')).status).toBe(201);
  });

  it('counts chat messages sent over the socket against the same budget', async () => {
    const chatter = await signUp(server.baseUrl);
    await letWrite(server.db, chatter.id, other.id);
    const socket = await sockets.open(chatter.accessToken);
    const send = (text: string) =>
      socket.timeout(5_000).emitWithAck('sendMessage', { receiverId: other.id, text }) as Promise<{ ok: boolean; message: unknown }>;
    for (let i = 0; i < LIMIT; i += 1) expect((await send(`hello ${i}`)).ok).toBe(true);
    expect(await send('one too many')).toEqual(refusedWrite);
    expect(await server.db.selectFrom('messages').select('id').where('text', '=', 'one too many').execute()).toEqual([]);

    const overHttp = await postJson(server.baseUrl, '/api/messages', { receiverId: other.id, text: 'and over http' }, bearer(chatter.accessToken));
    expect(overHttp.status).toBe(429);
  });

  it('counts visibility reports as writes: past the budget one is refused, naming the limit, and writes nothing', async () => {
    const viewer = await signUp(server.baseUrl);
    const socket = await sockets.open(viewer.accessToken);
    for (let i = 0; i < LIMIT; i += 1) expect(await socket.emitWithAck('visibility', { visible: i % 2 === 0 })).toEqual({ ok: true });
    expect(await isLookingNow(server.db, viewer.id)).toBe(true);

    expect(await socket.emitWithAck('visibility', { visible: false })).toEqual(refusedWrite);
    expect(await isLookingNow(server.db, viewer.id)).toBe(true);
    // The same budget as HTTP writes.
    expect((await comment(viewer, 'after the reports')).status).toBe(429);
  });

  it(`gives watchVideos, join and sendComment a budget of their own, ${SUBSCRIPTIONS_PER_WRITE} times larger; a refused watchVideos changes nothing`, async () => {
    const viewer = await signUp(server.baseUrl);
    const socket = await sockets.open(viewer.accessToken);
    const subscriptions: [string, unknown][] = [
      ['watchVideos', { videoIds: [videoId] }],
      ['join', viewer.id],
      ['sendComment', { videoId }],
    ];
    for (let i = 0; i < SUBSCRIPTIONS; i += 1) {
      const [event, payload] = subscriptions[i % subscriptions.length]!;
      expect(await socket.emitWithAck(event, payload)).toEqual({ ok: true });
    }
    for (const [event, payload] of [...subscriptions, ['watchVideos', { videoIds: [] }] as [string, unknown]]) {
      expect(await socket.emitWithAck(event, payload)).toEqual(refusedSubscription);
    }
    expect(await roomsOf(socket)).toContain(`video:${videoId}`);
    // Writes are counted apart: the viewer may still comment.
    expect((await comment(viewer, 'still mine to write')).status).toBe(201);
  });

  it('counts malformed events too, as HTTP counts a write whatever its body', async () => {
    const viewer = await signUp(server.baseUrl);
    const socket = await sockets.open(viewer.accessToken);
    for (let i = 0; i < LIMIT; i += 1) expect((await socket.emitWithAck('visibility', 'yes')).ok).toBe(false);
    expect(await socket.emitWithAck('visibility', { visible: true })).toEqual(refusedWrite);
    expect(await isLookingNow(server.db, viewer.id)).toBe(false);
  });
});

/** The rooms the server holds the client's socket in. */
async function roomsOf(socket: Socket): Promise<string[]> {
  const [serverSide] = await server.app.io.in(socket.id!).fetchSockets();
  return [...serverSide!.rooms];
}
