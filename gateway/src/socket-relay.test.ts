import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './app';

let http: HttpServer;
let realtime: Server;
let gateway: FastifyInstance;
let base: string;
const seenRequestIds: string[] = [];
const clients: Socket[] = [];

beforeAll(async () => {
  http = createServer();
  realtime = new Server(http);
  realtime.use((socket, next) => {
    seenRequestIds.push(String(socket.handshake.headers['x-request-id']));
    next(socket.handshake.auth.token === 'good' ? undefined : new Error('unauthorized'));
  });
  realtime.on('connection', (socket) => {
    socket.on('join', (userId: string, ack: (reply: { ok: boolean; userId: string }) => void) => ack({ ok: true, userId }));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  gateway = await buildGateway({ apiUrl, notifyUrl: apiUrl, webRoot: '/nonexistent' });
  base = await gateway.listen({ host: '127.0.0.1', port: 0 });
});

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

afterAll(async () => {
  await gateway?.close();
  await new Promise((resolve) => realtime?.close(resolve));
});

function client(
  auth: Record<string, string>,
  transports: ('websocket' | 'polling')[] = ['websocket'],
  extraHeaders: Record<string, string> = {},
) {
  const socket = connect(base, { transports, auth, extraHeaders, reconnection: false, timeout: 5000, forceNew: true });
  clients.push(socket);
  return socket;
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
}

describe('socket.io relay', () => {
  it('relays a websocket-only client with a good token: join is acknowledged', async () => {
    const socket = client({ token: 'good' });
    await connected(socket);
    const reply = await socket.timeout(5000).emitWithAck('join', 'user-1');
    expect(reply).toEqual({ ok: true, userId: 'user-1' });
    expect(socket.io.engine.transport.name).toBe('websocket');
  });

  it('relays the default transports (polling, then upgrade) too', async () => {
    const socket = client({ token: 'good' }, ['polling', 'websocket']);
    await connected(socket);
    expect(await socket.timeout(5000).emitWithAck('join', 'user-2')).toEqual({ ok: true, userId: 'user-2' });
  });

  it.each<Record<string, string>>([{}, { token: 'bad' }])('refuses a socket with auth %j', async (auth) => {
    const socket = client(auth);
    await expect(connected(socket)).rejects.toThrow('unauthorized');
  });

  it('forwards the request id of the websocket upgrade', async () => {
    seenRequestIds.length = 0;
    await connected(client({ token: 'good' }, ['websocket'], { 'x-request-id': 'ws-upgrade-1' }));
    await connected(client({ token: 'good' }));
    expect(seenRequestIds[0]).toBe('ws-upgrade-1');
    expect(seenRequestIds[1]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
