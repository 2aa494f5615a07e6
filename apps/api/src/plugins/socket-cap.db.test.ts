import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../testing/api-test-server';
import { socketPool } from '../testing/sockets';
import { MAX_SOCKETS_PER_USER } from './socket-cap';

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
