import { connect, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFastify } from './create-fastify';

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = createFastify({ bodyTimeoutMs: 300 });
  app.post('/echo', async (request) => ({ got: request.body }));
  app.get('/me', async () => ({ name: 'Asha' }));
  // Reads a multipart body as raw bytes, as an upload route streams its file.
  app.addContentTypeParser('multipart/form-data', (_request, payload, done) => {
    let bytes = 0;
    payload.on('data', (chunk: Buffer) => (bytes += chunk.length));
    payload.on('end', () => done(null, bytes));
    payload.on('error', (error) => done(error));
  });
  app.post('/upload', async (request) => ({ bytes: request.body }));
  // A resumable upload's chunk (tus PATCH), read the same way.
  app.addContentTypeParser('application/offset+octet-stream', (_request, payload, done) => {
    let bytes = 0;
    payload.on('data', (chunk: Buffer) => (bytes += chunk.length));
    payload.on('end', () => done(null, bytes));
  });
  app.patch('/chunk', async (request) => ({ bytes: request.body }));
  app.get('/chosen', async (_request, reply) => reply.header('cache-control', 'private, max-age=60').send({ ok: true }));
  app.get('/text', async (_request, reply) => reply.type('text/plain').send('plain'));
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
});

/** How far apart a slow client's pieces arrive. */
const PIECE_GAP_MS = 100;

/** Raw bytes in (`send`, then each of `pieces` PIECE_GAP_MS after the last); the first full response (or all sent before the close) out. */
function exchange(send: string, pieces: string[] = []): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(send);
      pieces.forEach((piece, i) => setTimeout(() => socket.write(piece), (i + 1) * PIECE_GAP_MS));
    });
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const length = /\r\ncontent-length: (\d+)/i.exec(text)?.[1];
      const start = text.indexOf('\r\n\r\n');
      if (length !== undefined && start >= 0 && Buffer.byteLength(text.slice(start + 4)) >= Number(length)) {
        socket.destroy();
        resolve(text);
      }
    });
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('a service (api, notify) on its own', () => {
  it('answers 408 JSON naming the limit to a body still incomplete after the body time limit, and closes', async () => {
    const response = await exchange('POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{"a"');
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(response).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4))).toEqual({
      success: false,
      message: 'The request body did not arrive within 1 s of its headers (the body time limit).',
      error: 'Request Timeout',
    });
  });

  it('takes a body that arrives in pieces within the limit', async () => {
    const response = await exchange(
      'POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 7\r\n\r\n{"a"',
      [':1}'],
    );
    expect(response).toMatch(/^HTTP\/1\.1 200 /);
    expect(response).toContain('{"got":{"a":1}}');
  });

  it('lets a file upload run past the limit while its bytes keep coming, and cuts one that stalls', async () => {
    const head = (length: number) =>
      `POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: ${length}\r\n\r\n`;
    const part = '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n';
    const end = '\r\n--b--\r\n';
    // 12 pieces, PIECE_GAP_MS apart: 1.2 s in all, four times the 300 ms limit, never 300 ms without a byte.
    const pieces = ['x', 'x', 'x', 'x', 'x', 'x', 'x', 'x', 'x', 'x', 'x', 'x'];
    const body = part + pieces.join('') + end;
    const steady = await exchange(head(Buffer.byteLength(body)) + part, [...pieces.slice(0, -1), pieces.at(-1)! + end]);
    expect(steady).toMatch(/^HTTP\/1\.1 200 /);
    expect(steady).toContain('"bytes":' + Buffer.byteLength(body));

    const stalled = await exchange(head(500) + part + 'x');
    expect(stalled).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("lets a resumable upload's chunk run past the limit while its bytes keep coming", async () => {
    // 12 bytes, PIECE_GAP_MS apart: four times the 300 ms limit, never 300 ms without a byte.
    const reply = await exchange(
      'PATCH /chunk HTTP/1.1\r\nHost: x\r\nContent-Type: application/offset+octet-stream\r\nContent-Length: 12\r\n\r\n',
      Array.from({ length: 12 }, () => 'x'),
    );
    expect(reply).toMatch(/^HTTP\/1\.1 200 /);
    expect(reply).toContain('"bytes":12');
  });

  it('marks JSON replies Cache-Control: no-store unless the route chose its own policy', async () => {
    const me = await app.inject({ url: '/me', headers: { authorization: 'Bearer t' } });
    expect(me.headers['cache-control']).toBe('no-store');
    const missing = await app.inject({ url: '/nope', headers: { authorization: 'Bearer t' } });
    expect(missing.headers['cache-control']).toBe('no-store');
    expect((await app.inject({ url: '/chosen' })).headers['cache-control']).toBe('private, max-age=60');
    expect((await app.inject({ url: '/text' })).headers['cache-control']).toBeUndefined();
  });
});
