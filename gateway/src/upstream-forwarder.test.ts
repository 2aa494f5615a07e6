import { createServer, type Server } from 'node:net';
import { request } from 'node:http';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './app';
import { deadUrl, fetchWithTimeout as fetch, makeWebRoot } from './test-support';
import { BUFFERED_BODY_BYTES } from './upstream-forwarder';

const BIG = BUFFERED_BODY_BYTES * 4 + 17;
const bigBody = Buffer.alloc(BIG, 'x');

let upstream: FastifyInstance;
let gateway: FastifyInstance;
let base: string;
let endlessClosed: Promise<void>;

beforeAll(async () => {
  upstream = Fastify({ forceCloseConnections: true });
  upstream.get('/api/big', async (_request, reply) => reply.header('content-type', 'application/octet-stream').send(bigBody));
  upstream.get('/api/unsized', async (_request, reply) => reply.send(Readable.from([bigBody.subarray(0, 1000), bigBody.subarray(1000)])));
  upstream.get('/api/headers', async (_request, reply) => {
    reply.raw.setHeader('set-cookie', ['a=1; HttpOnly', 'b=2; HttpOnly']);
    return reply.header('connection', 'x-private').header('x-private', 'secret').header('x-public', 'shown').send({ ok: true });
  });
  endlessClosed = new Promise((resolve) => {
    upstream.get('/api/endless', (_request, reply) => {
      const endless = new Readable({ read: () => endless.push(Buffer.alloc(64 * 1024, 'y')) });
      reply.raw.once('close', () => resolve());
      return reply.send(endless);
    });
  });
  const upstreamUrl = await upstream.listen({ host: '127.0.0.1', port: 0 });
  gateway = await buildGateway({ apiUrl: upstreamUrl, notifyUrl: await deadUrl(), webRoot: await makeWebRoot() });
  base = await gateway.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
});

describe('the gateway relaying replies', () => {
  it('streams a reply larger than it collects, every byte, with its length', async () => {
    const res = await fetch(`${base}/api/big`);
    expect(res.headers.get('content-length')).toBe(String(BIG));
    expect(Buffer.from(await res.arrayBuffer()).equals(bigBody)).toBe(true);
  });

  it('relays a reply of unknown length in full', async () => {
    const res = await fetch(`${base}/api/unsized`);
    expect(Buffer.from(await res.arrayBuffer()).equals(bigBody)).toBe(true);
  });

  it('answers HEAD with the length of the body GET would send, and no body', async () => {
    const res = await fetch(`${base}/api/big`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(BIG));
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('keeps every cookie and drops the headers the upstream marked as its connection’s own', async () => {
    const res = await fetch(`${base}/api/headers`);
    expect(res.headers.getSetCookie()).toEqual(['a=1; HttpOnly', 'b=2; HttpOnly']);
    expect(res.headers.get('x-public')).toBe('shown');
    expect(res.headers.get('x-private')).toBeNull();
  });

  it('stops the upstream’s reply when the client goes away in the middle of it', async () => {
    await new Promise<void>((resolve, reject) => {
      const req = request(`${base}/api/endless`, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.once('error', (error) => (error.message.includes('socket hang up') ? resolve() : reject(error)));
      req.end();
    });
    await endlessClosed;
  });
});

/**
 * An upstream that closes the connection of the second request it gets without a word, and answers
 * every other: what a kept-alive connection its server has just dropped looks like to the gateway.
 */
async function droppingUpstream(): Promise<{ url: string; server: Server; answered: () => number }> {
  let requests = 0;
  let answered = 0;
  const server = createServer((socket) => {
    let pending = '';
    socket.on('data', (data) => {
      pending += data.toString('latin1');
      while (pending.includes('\r\n\r\n')) {
        const head = pending.slice(0, pending.indexOf('\r\n\r\n'));
        const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? 0);
        pending = pending.slice(head.length + 4 + length);
        requests += 1;
        if (requests === 2) {
          socket.destroy();
          return;
        }
        answered += 1;
        socket.write('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 11\r\n\r\n{"ok":true}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}`, server, answered: () => answered };
}

describe('a connection the upstream dropped before answering', () => {
  it('costs a GET nothing: it is sent once more', async () => {
    const dropping = await droppingUpstream();
    const gw = await buildGateway({ apiUrl: dropping.url, notifyUrl: await deadUrl(), webRoot: await makeWebRoot() });
    try {
      expect((await gw.inject({ url: '/api/users' })).statusCode).toBe(200);
      const again = await gw.inject({ url: '/api/users' });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ ok: true });
      expect(dropping.answered()).toBe(2);
    } finally {
      await gw.close();
      dropping.server.close();
    }
  });

  it('is a 503 for a POST, which is never sent twice', async () => {
    const dropping = await droppingUpstream();
    const gw = await buildGateway({ apiUrl: dropping.url, notifyUrl: await deadUrl(), webRoot: await makeWebRoot() });
    try {
      expect((await gw.inject({ url: '/api/users' })).statusCode).toBe(200);
      const post = await gw.inject({ method: 'POST', url: '/api/videos', payload: { title: 'x' } });
      expect(post.statusCode).toBe(503);
      expect(post.json()).toMatchObject({ error: 'Service Unavailable' });
      expect(dropping.answered()).toBe(1);
    } finally {
      await gw.close();
      dropping.server.close();
    }
  });
});
