import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../testing/api-test-server';
import { MAX_SOCKETS_PER_USER } from './socket-cap';

let server: ApiTestServer;
let account: TestAccount;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startApiTestServer();
  account = await signUp(server.baseUrl);
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

afterAll(async () => {
  await server.close();
});

async function open(token: string): Promise<Socket> {
  const socket = connect(server.baseUrl, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
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
    const theirs = connect(server.baseUrl, { path: '/socket.io', auth: { token: other.accessToken }, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(theirs);
    await new Promise<void>((resolve) => theirs.once('connect', () => resolve()));
    await theirs.emitWithAck('join', other.id);
    await mine[0]!.emitWithAck('join', account.id);
    expect(mine.every((socket) => socket.connected)).toBe(true);
  });
});
