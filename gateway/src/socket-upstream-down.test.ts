import { request } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './app';
import { deadUrl } from './test-support';

type UpgradeOutcome = { kind: 'switched' } | { kind: 'refused'; status: number; contentType: string; body: string };

/** A websocket upgrade request as a browser sends it; what the gateway answered. */
function upgrade(base: string, path: string): Promise<UpgradeOutcome> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, {
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
      timeout: 10_000,
    });
    req.on('upgrade', (_response, socket) => {
      socket.destroy();
      resolve({ kind: 'switched' });
    });
    req.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          kind: 'refused',
          status: response.statusCode ?? 0,
          contentType: String(response.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('timeout', () => req.destroy(new Error('no answer to the upgrade')));
    req.on('error', reject);
    req.end();
  });
}

describe('a websocket upgrade while the api is down', () => {
  let gateway: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    const dead = await deadUrl();
    gateway = await buildGateway({ apiUrl: dead, notifyUrl: dead, webRoot: '/nonexistent' });
    base = await gateway.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await gateway?.close();
  });

  // Accepting the upgrade and closing it at once would leave socket.io's client waiting for its
  // 20 s connect timeout before the next attempt; a refusal makes it try again on its backoff.
  it('is refused with 503 JSON naming the api, not accepted and closed', async () => {
    const outcome = await upgrade(base, '/socket.io/?EIO=4&transport=websocket');
    expect(outcome).toMatchObject({ kind: 'refused', status: 503, contentType: expect.stringContaining('application/json') });
    const body = JSON.parse((outcome as { body: string }).body) as unknown;
    expect(body).toEqual({
      success: false,
      message: 'The api service is unavailable. Please try again shortly.',
      error: 'Service Unavailable',
    });
  });
});
