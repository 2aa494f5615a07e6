import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import { handshakeOptions } from './socket';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** A socket.io server that records the token of each handshake's URL and of each CONNECT packet. */
async function recordingServer() {
  const handshakes: (string | null)[] = [];
  const connects: unknown[] = [];
  const http = createServer();
  const io = new Server(http, {
    allowRequest: (request, answer) => {
      handshakes.push(new URL(request.url ?? '/', 'http://server').searchParams.get('token'));
      answer(null, true);
    },
  });
  io.use((socket, next) => {
    connects.push(socket.handshake.auth.token);
    next();
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  stops.push(() => void io.close());
  return { io, handshakes, connects, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
}

describe('the token a realtime connection signs in with', () => {
  it('is in every handshake, read afresh at each reconnection, and the CONNECT packet repeats it', async () => {
    const server = await recordingServer();
    let stored = 'first-token';
    const client = connect(server.url, { transports: ['websocket'], reconnectionDelay: 10, reconnectionDelayMax: 10, ...handshakeOptions(() => stored) });
    stops.push(() => client.disconnect());
    await new Promise<void>((resolve) => client.once('connect', () => resolve()));

    // Renewed meanwhile, then the connection drops: the reconnection carries the renewed token.
    stored = 'renewed-token';
    for (const socket of server.io.sockets.sockets.values()) socket.conn.close();
    await new Promise<void>((resolve) => client.once('connect', () => resolve()));

    expect(server.handshakes).toEqual(['first-token', 'renewed-token']);
    expect(server.connects).toEqual(['first-token', 'renewed-token']);
  });
});
