import { createServer, type Server as HttpServer } from 'node:http';
import { connect as tcpConnect, type AddressInfo, type Socket as TcpSocket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './app';
import { gatewayModes, startEchoUpstream, upstreamOptions, type Upstream } from './test-support';

/** Sends raw bytes on a fresh connection; resolves with the gateway's first response (or all it sent before closing). */
function rawExchange(port: number, send: (socket: TcpSocket) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = tcpConnect(port, '127.0.0.1', () => send(socket));
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)/i.exec(text)?.[1];
      if (end >= 0 && length !== undefined && Buffer.byteLength(text.slice(end + 4)) >= Number(length)) {
        resolve(text);
        socket.destroy();
      }
    });
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
    socket.setTimeout(10_000, () => socket.destroy(new Error('the gateway never closed the connection')));
  });
}

function jsonOf(response: string): unknown {
  return JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4));
}

/** A client that sends `head`, then a byte every 50 ms until the gateway closes; resolves with what it got, or undefined if still open after 10 s. */
function trickleUntilClosed(port: number, head: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const socket = tcpConnect(port, '127.0.0.1', () => socket.write(head));
    let text = '';
    const drip = setInterval(() => socket.writable && socket.write('x'), 50);
    const giveUp = setTimeout(() => finish(undefined), 10_000);
    const finish = (result: string | undefined) => {
      clearInterval(drip);
      clearTimeout(giveUp);
      socket.destroy();
      resolve(result);
    };
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.on('error', () => {});
    socket.once('close', () => finish(text));
  });
}

describe.each(gatewayModes)('a request body still incomplete after the body time limit (%s)', (mode) => {
  let api: Upstream;
  let notify: Upstream;
  let gateway: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    [api, notify] = await Promise.all([startEchoUpstream('api'), startEchoUpstream('notify')]);
    gateway = await buildGateway({ ...upstreamOptions(mode, api, notify), webRoot: '/nonexistent', bodyTimeoutMs: 300 });
    await gateway.listen({ host: '127.0.0.1', port: 0 });
    port = (gateway.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await gateway?.close();
    await Promise.all([api?.close(), notify?.close()]);
  });

  it('is answered 408 JSON naming the limit, and the connection is closed', async () => {
    const response = await rawExchange(port, (socket) => {
      socket.write('POST /api/videos HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"ti');
    });
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(response).toMatch(/\r\nconnection: close\r\n/i);
    expect(jsonOf(response)).toEqual({
      success: false,
      message: 'The request body did not arrive within 1 s of its headers (the body time limit).',
      error: 'Request Timeout',
    });
  });

  it('lets a body that completes in time through', async () => {
    const response = await rawExchange(port, (socket) => {
      socket.write('POST /api/videos HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 4\r\n\r\nab');
      setTimeout(() => socket.write('cd'), 100);
    });
    expect(response).toMatch(/^HTTP\/1\.1 200 /);
    expect(jsonOf(response)).toMatchObject({ service: 'api', bytes: 4 });
  });

  // Answered before its body came: the rest of the body, which nobody reads, gets the same limit.
  it.each([
    ["the api's 401", 'POST /api/private HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000000\r\n\r\n{"', /^HTTP\/1\.1 401 /],
    ["the gateway's own 404", 'POST /nowhere HTTP/1.1\r\nHost: x\r\nContent-Type: image/png\r\nContent-Length: 10000000\r\n\r\nab', /^HTTP\/1\.1 404 /],
  ])('%s: the connection is closed while the body still trickles in', async (_case, head, status) => {
    const received = await trickleUntilClosed(port, head);
    expect(received, 'the gateway kept the connection open').toBeDefined();
    expect(received).toMatch(status);
  });
});

describe('open connections per address', () => {
  let api: Upstream;
  let gateway: FastifyInstance;
  let port: number;
  const held: TcpSocket[] = [];

  beforeAll(async () => {
    api = await startEchoUpstream('api');
    gateway = await buildGateway({ apiUrl: api.url, notifyUrl: api.url, webRoot: '/nonexistent', maxConnectionsPerAddress: 3 });
    await gateway.listen({ host: '127.0.0.1', port: 0 });
    port = (gateway.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await gateway?.close();
    await api?.close();
  });

  const open = () =>
    new Promise<TcpSocket>((resolve) => {
      const socket = tcpConnect(port, '127.0.0.1', () => resolve(socket));
      held.push(socket);
    });

  it('answers 429 JSON on a connection over the cap and serves again once one closes', async () => {
    const sockets = [await open(), await open(), await open()];
    const refused = await rawExchange(port, (socket) => socket.write('GET /api/x HTTP/1.1\r\nHost: x\r\n\r\n'));
    expect(refused).toMatch(/^HTTP\/1\.1 429 /);
    expect(jsonOf(refused)).toEqual({
      success: false,
      message: 'Too many open connections from your address (the limit is 3). Close some and try again.',
      error: 'Too Many Requests',
    });

    const closed = new Promise((resolve) => sockets[0]!.once('close', resolve));
    sockets[0]!.destroy();
    await closed;
    // The gateway sees the close a moment after the client: retry until it does.
    let served = '';
    for (let attempt = 0; attempt < 50 && !served.startsWith('HTTP/1.1 200'); attempt++) {
      served = await rawExchange(port, (socket) => socket.write('GET /api/x HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
    }
    expect(served).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('websocket upgrades per address', () => {
  let http: HttpServer;
  let realtime: Server;
  let gateway: FastifyInstance;
  let base: string;
  let upstreamConnections = 0;
  const clients: Socket[] = [];

  beforeAll(async () => {
    http = createServer();
    http.on('connection', () => upstreamConnections++);
    realtime = new Server(http);
    realtime.on('connection', (socket) => socket.on('ping!', (ack: (reply: string) => void) => ack('pong')));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    gateway = await buildGateway({ apiUrl, notifyUrl: apiUrl, webRoot: '/nonexistent', maxUpgradesPerAddress: 2 });
    base = await gateway.listen({ host: '127.0.0.1', port: 0 });
  });

  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });

  afterAll(async () => {
    await gateway?.close();
    await new Promise((resolve) => realtime?.close(resolve));
  });

  function client() {
    const socket = connect(base, { transports: ['websocket'], reconnection: false, timeout: 5000, forceNew: true });
    clients.push(socket);
    return new Promise<Socket>((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }

  it('opens exactly one connection to the api per upgrade (no probe beside it)', async () => {
    const before = upstreamConnections;
    const socket = await client();
    expect(await socket.timeout(5000).emitWithAck('ping!')).toBe('pong');
    expect(upstreamConnections - before).toBe(1);
  });

  it('refuses an upgrade over the cap and accepts one again after a socket closes', async () => {
    const [first] = [await client(), await client()];
    await expect(client()).rejects.toThrow();

    first!.close();
    let again: Socket | undefined;
    for (let attempt = 0; attempt < 50 && !again; attempt++) {
      again = await client().catch(() => undefined);
    }
    expect(again?.connected).toBe(true);
  });
});
