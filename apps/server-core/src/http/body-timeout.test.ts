import { connect, type AddressInfo, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import { createFastify } from './create-fastify';

// A service (api, notify) on its own, with a short body time limit: what a client gets that
// declares a large body and is answered before sending it.
const LIMIT_MS = 300;
/** How long a test waits for the service to close a connection: far past the limit, never reached when it does. */
const CLOSE_WAIT_MS = 10_000;

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = createFastify({ bodyTimeoutMs: LIMIT_MS });
  // As the auth hook does: a request without a token is answered before its body is read.
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/private')) throw new HttpError(401, 'No token provided');
  });
  app.post('/private', async () => ({ ok: true }));
  app.post('/echo', async (request) => ({ got: request.body }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
});

/** A client that sends `head`, then keeps sending a byte every 50 ms until the service closes the connection. */
function trickler(head: string) {
  const socket = connect(port, '127.0.0.1', () => socket.write(head));
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  socket.on('error', () => {});
  const drip = setInterval(() => socket.writable && socket.write('x'), 50);
  const closed = new Promise<boolean>((resolve) => {
    const giveUp = setTimeout(() => resolve(false), CLOSE_WAIT_MS);
    socket.once('close', () => {
      clearTimeout(giveUp);
      resolve(true);
    });
  });
  const done = () => {
    clearInterval(drip);
    socket.destroy();
  };
  return { socket, closed, received: () => received, done };
}

const post = (path: string, type: string) => `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: ${type}\r\nContent-Length: 10000000\r\n\r\nab`;

describe('a request answered before its body came', () => {
  it.each([
    ['401', post('/private', 'application/json')],
    ['401 to an upload whose bytes keep coming', post('/private', 'multipart/form-data; boundary=b')],
    ['404', post('/nowhere', 'image/png')],
    ['415', post('/echo', 'text/csv')],
  ])('%s: the connection is closed while the body still trickles in', async (_case, head) => {
    const client = trickler(head);
    try {
      const closed = await client.closed;
      expect(client.received()).toMatch(/^HTTP\/1\.1 (401|404|415) /);
      expect(closed, 'the service kept the connection open').toBe(true);
    } finally {
      client.done();
    }
  });

  it('keeps the connection of a client whose body arrives in time, for its next request', async () => {
    const socket: Socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    const responses = (count: number) =>
      new Promise<void>((resolve, reject) => {
        const check = () => (received.split('HTTP/1.1 ').length - 1 >= count ? resolve() : undefined);
        socket.on('data', check);
        socket.once('close', () => reject(new Error(`closed after: ${received}`)));
        check();
      });
    try {
      socket.write('POST /private HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 7\r\n\r\n{"a"');
      await responses(1);
      expect(received).toMatch(/^HTTP\/1\.1 401 /);
      socket.write(':1}');
      // Past the limit: the connection is still there for the next request.
      await new Promise((resolve) => setTimeout(resolve, LIMIT_MS * 2));
      socket.write('POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 7\r\n\r\n{"b":2}');
      await responses(2);
      expect(received).toContain('{"got":{"b":2}}');
    } finally {
      socket.destroy();
    }
  });
});
