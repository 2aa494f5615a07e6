import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../testing/api-test-server';
import { pollingHandshake, signedIn, socketPool } from '../testing/sockets';
import { DEFAULT_MAX_UPGRADES_PER_ADDRESS as MAX_SESSIONS_PER_ADDRESS } from '@startupsetu/server-core/config';
import { MAX_SOCKETS_PER_USER, tooManySessions } from './socket-cap';

let server: ApiTestServer;
let account: TestAccount;
const sockets = socketPool(() => server.baseUrl);

beforeAll(async () => {
  server = await startApiTestServer();
  account = await signUp(server.baseUrl);
});

afterEach(() => {
  sockets.closeAll();
});

afterAll(async () => {
  await server.close();
});

async function open(token: string): Promise<Socket> {
  const socket = await sockets.open(token);
  // One acknowledged round trip: the server has counted this socket.
  await socket.emitWithAck('join', account.id);
  return socket;
}

describe('sockets per user', () => {
  it(`keeps at most ${MAX_SOCKETS_PER_USER}: the next one connects and the oldest is closed by the server`, async () => {
    const opened: Socket[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_USER; i++) opened.push(await open(account.accessToken));
    const oldest = opened[0]!;
    const closedBy = new Promise<string>((resolve) => oldest.once('disconnect', (reason) => resolve(reason)));

    const newest = await open(account.accessToken);
    expect(await closedBy).toBe('io server disconnect');
    expect(newest.connected).toBe(true);
    expect(opened.slice(1).every((socket) => socket.connected)).toBe(true);
    expect(await server.app.io.in(`user:${account.id}`).fetchSockets()).toHaveLength(MAX_SOCKETS_PER_USER);
  });

  it("does not count another user's sockets", async () => {
    const other = await signUp(server.baseUrl);
    const mine: Socket[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_USER; i++) mine.push(await open(account.accessToken));
    const theirs = await sockets.open(other.accessToken);
    await theirs.emitWithAck('join', other.id);
    await mine[0]!.emitWithAck('join', account.id);
    expect(mine.every((socket) => socket.connected)).toBe(true);
  });
});

describe('realtime sessions per client address', () => {
  const from = (address: string) => ({ 'x-forwarded-for': address });

  it("caps them as the gateway caps websockets (the configuration's MAX_UPGRADES_PER_ADDRESS), so a load test's 0 lifts both", async () => {
    expect(server.config.maxUpgradesPerAddress).toBe(MAX_SESSIONS_PER_ADDRESS);
    const capped = await startApiTestServer({ env: { MAX_UPGRADES_PER_ADDRESS: '2' } });
    const uncapped = await startApiTestServer({ env: { MAX_UPGRADES_PER_ADDRESS: '0' } });
    try {
      const statuses = async (baseUrl: string, token: string, count: number) => {
        const seen: number[] = [];
        for (let i = 0; i < count; i++) seen.push((await pollingHandshake(baseUrl, { headers: from('203.0.113.10'), token })).status);
        return seen;
      };
      expect(await statuses(capped.baseUrl, (await signUp(capped.baseUrl)).accessToken, 3)).toEqual([200, 200, 403]);
      const many = MAX_SESSIONS_PER_ADDRESS + 1;
      expect(await statuses(uncapped.baseUrl, (await signUp(uncapped.baseUrl)).accessToken, many)).toEqual(Array(many).fill(200));
    } finally {
      await capped.close();
      await uncapped.close();
    }
  });

  it(`counts long-polling sessions in the cap of ${MAX_SESSIONS_PER_ADDRESS} like websockets; a closed one frees its place`, async () => {
    const sids: string[] = [];
    for (let i = 0; i < MAX_SESSIONS_PER_ADDRESS; i++) {
      const opened = await pollingHandshake(server.baseUrl, { headers: from('203.0.113.7'), token: account.accessToken });
      expect(opened.status).toBe(200);
      sids.push(opened.sid!);
    }

    const refused = await pollingHandshake(server.baseUrl, { headers: from('203.0.113.7'), token: account.accessToken });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toMatchObject({ message: tooManySessions(MAX_SESSIONS_PER_ADDRESS) });
    // A websocket with a valid token counts in the same cap; another address is not affected.
    const websocket = await sockets.attempt({ ...signedIn(account.accessToken), transports: ['websocket'], extraHeaders: from('203.0.113.7') });
    expect(websocket.error).toBeDefined();
    const elsewhere = await sockets.attempt({ ...signedIn(account.accessToken), transports: ['websocket'], extraHeaders: from('203.0.113.8') });
    expect(elsewhere.error).toBeUndefined();

    // engine.io's close packet, answered once the session is closed.
    const close = await fetch(`${server.baseUrl}/socket.io/?EIO=4&transport=polling&sid=${sids[0]}`, { method: 'POST', body: '1' });
    expect(close.status).toBe(200);
    expect((await pollingHandshake(server.baseUrl, { headers: from('203.0.113.7'), token: account.accessToken })).status).toBe(200);
  });

  it('gives the place back when the websocket of a session closes', async () => {
    const address = from('203.0.113.9');
    const opened = [];
    for (let i = 0; i < MAX_SESSIONS_PER_ADDRESS - 1; i++) opened.push((await pollingHandshake(server.baseUrl, { headers: address, token: account.accessToken })).status);
    expect(opened.every((status) => status === 200)).toBe(true);
    const last = await sockets.attempt({ ...signedIn(account.accessToken), transports: ['websocket'], extraHeaders: address });
    expect(last.error).toBeUndefined();
    expect((await pollingHandshake(server.baseUrl, { headers: address, token: account.accessToken })).status).toBe(403);

    const closed = new Promise<void>((resolve) => server.app.io.of('/').sockets.get(last.socket.id!)!.conn.once('close', () => resolve()));
    last.socket.disconnect();
    await closed;
    expect((await pollingHandshake(server.baseUrl, { headers: address, token: account.accessToken })).status).toBe(200);
  });
});
