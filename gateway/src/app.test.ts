import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './app';
import {
  deadUrl,
  type EchoReply,
  fetchWithTimeout as fetch,
  gatewayModes,
  type GatewayMode,
  makeWebRoot,
  SHELL_BOOT_CODE,
  startEchoUpstream,
  type Upstream,
  upstreamOptions,
} from './test-support';

let api: Upstream;
let notify: Upstream;
let webRoot: string;
const gateways: FastifyInstance[] = [];
const bases = {} as Record<GatewayMode, string>;
/** The gateway of the suite that runs. */
let base: string;

beforeAll(async () => {
  [api, notify, webRoot] = await Promise.all([startEchoUpstream('api'), startEchoUpstream('notify'), makeWebRoot()]);
  for (const mode of gatewayModes) {
    const gateway = await buildGateway({ ...upstreamOptions(mode, api, notify), webRoot, upstreamTimeoutMs: 300 });
    gateways.push(gateway);
    bases[mode] = await gateway.listen({ host: '127.0.0.1', port: 0 });
  }
});

afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.close()));
  await Promise.all([api?.close(), notify?.close()]);
  await rm(webRoot, { recursive: true, force: true });
});

function through(mode: GatewayMode) {
  beforeAll(() => {
    base = bases[mode];
  });
}

describe.each(gatewayModes)('%s: path families', (mode) => {
  through(mode);

  it.each([
    ['GET', '/api/auth/signin', 'api'],
    ['POST', '/api/auth/signin', 'api'],
    ['POST', '/api/auth/refresh', 'api'],
    ['POST', '/api/auth/signout', 'api'],
    ['GET', '/api/auth/sessions', 'api'],
    ['DELETE', '/api/auth/sessions/0190aabbccdd', 'api'],
    ['DELETE', '/api/auth/sessions', 'api'],
    ['GET', '/api/userprofile/getUser', 'api'],
    ['GET', '/api/usrprofile/Jobseeker', 'api'],
    ['GET', '/api/commentget/v1', 'api'],
    ['GET', '/media/x.png', 'api'],
    ['GET', '/socket.io/?EIO=4&transport=polling', 'api'],
    ['POST', '/api/connects/request', 'notify'],
    ['POST', '/api/connects/hustlertoinvestor', 'notify'],
    ['GET', '/api/connects/requests?box=sent&limit=5', 'notify'],
    ['PUT', '/api/connects/requests/0190aabbccdd', 'notify'],
    ['DELETE', '/api/connects/requests/0190aabbccdd', 'notify'],
    ['GET', '/api/connects/connections', 'notify'],
    ['DELETE', '/api/connects/connections/0190aabbccdd', 'notify'],
    ['GET', '/api/Notifications', 'notify'],
    ['PUT', '/api/Notifications/read', 'notify'],
    ['POST', '/api/push/subscriptions', 'notify'],
    ['PUT', '/api/push/preferences', 'notify'],
    ['GET', '/api/pushed-elsewhere', 'api'],
    ['GET', '/api/users?limit=5&cursor=abc', 'api'],
    ['GET', '/api/connectsomething', 'api'],
  ])('%s %s reaches %s with the path unchanged', async (method, path, service) => {
    const res = await fetch(base + path, { method, headers: { 'content-type': 'application/json' }, body: method === 'GET' ? undefined : '{}' });
    expect(res.status).toBe(200);
    const echo = (await res.json()) as EchoReply;
    expect(echo).toMatchObject({ service, method, url: path });
  });

  it('passes a JSON body through untouched', async () => {
    const body = JSON.stringify({ email: 'a@b.co', password: 'secret1' });
    const res = await fetch(`${base}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const echo = (await res.json()) as EchoReply;
    expect(echo).toMatchObject({ service: 'api', text: body, contentType: 'application/json' });
  });

  it('passes a bodyless PUT that declares JSON (PUT /api/user/verify)', async () => {
    const res = await fetch(`${base}/api/user/verify`, { method: 'PUT', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ service: 'api', method: 'PUT', bytes: 0 });
  });

  it('streams a 55 MB multipart upload through without a body limit', async () => {
    const size = 55 * 1024 * 1024;
    const res = await fetch(`${base}/api/userprofile/addvideo`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body: Buffer.alloc(size, 1),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as EchoReply).bytes).toBe(size);
  });

  it('forwards an upload sent with Expect: 100-continue, as curl sends it', async () => {
    const size = 256 * 1024;
    const reply = await new Promise<{ status: number; body: EchoReply }>((resolve, reject) => {
      const req = request(`${base}/api/userprofile/addvideo`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=xyz', 'content-length': size, expect: '100-continue' },
      });
      req.on('continue', () => req.end(Buffer.alloc(size, 2)));
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as EchoReply }));
      });
      req.on('error', reject);
      req.setTimeout(10_000, () => req.destroy(new Error('no answer within 10 s')));
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ bytes: size, expect: null });
  });

  it('does not apply the response timeout while a slow client is still uploading', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(7);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent === 10) return controller.close();
        await new Promise((resolve) => setTimeout(resolve, 200));
        sent++;
        controller.enqueue(chunk);
      },
    });
    const res = await fetch(`${base}/api/userprofile/addblog`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(200);
    expect(((await res.json()) as EchoReply).bytes).toBe(10 * chunk.length);
  });

  it('answers the sign-in with the gateway’s rate limit headers beside the upstream’s', async () => {
    const res = await fetch(`${base}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.headers.get('x-ratelimit-limit')).toBe('60');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('passes an upstream 503 on without retrying it', async () => {
    const before = api.hits.get('/api/unavailable') ?? 0;
    const res = await fetch(`${base}/api/unavailable`);
    expect(res.status).toBe(503);
    expect(api.hits.get('/api/unavailable')).toBe(before + 1);
  });
});

describe.each(gatewayModes)('%s: request ids', (mode) => {
  through(mode);

  it('forwards and echoes a sane incoming x-request-id', async () => {
    const res = await fetch(`${base}/api/userprofile/getUser`, { headers: { 'x-request-id': 'abc-123.DEF_4' } });
    expect(res.headers.get('x-request-id')).toBe('abc-123.DEF_4');
    expect(((await res.json()) as EchoReply).requestId).toBe('abc-123.DEF_4');
  });

  it('generates one when absent, and forwards the same one it echoes', async () => {
    const res = await fetch(`${base}/api/Notifications`);
    const echoed = res.headers.get('x-request-id');
    expect(echoed).toMatch(/^[0-9a-f-]{36}$/);
    expect(((await res.json()) as EchoReply).requestId).toBe(echoed);
  });

  it('replaces an id that is too long or has odd characters', async () => {
    for (const bad of ['a'.repeat(129), 'a b', 'x"y', 'ü']) {
      const res = await fetch(`${base}/api/users`, { headers: { 'x-request-id': bad } });
      const echoed = res.headers.get('x-request-id');
      expect(echoed).not.toBe(bad);
      expect(((await res.json()) as EchoReply).requestId).toBe(echoed);
    }
  });

  it('echoes the id on the gateway’s own replies too', async () => {
    const res = await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'own-reply' } });
    expect(res.headers.get('x-request-id')).toBe('own-reply');
  });

  it('tells the upstream the client address, protocol and host, whatever the client claims', async () => {
    const res = await fetch(`${base}/api/users`, {
      headers: { 'x-forwarded-for': '6.6.6.6', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
    });
    expect(await res.json()).toMatchObject({
      forwardedFor: '127.0.0.1',
      forwardedProto: 'http',
      forwardedHost: new URL(base).host,
    });
  });
});

/** A read and a write of the service's family get the gateway's 503 JSON, with the request id. */
async function expectUnavailable(gw: FastifyInstance, service: 'api' | 'notify') {
  const path = service === 'api' ? '/api/userprofile/getUser' : '/api/Notifications';
  for (const method of ['GET', 'POST']) {
    const res = await gw.inject({ method, url: path, headers: { 'x-request-id': 'down-1' } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['x-request-id']).toBe('down-1');
    expect(res.json()).toEqual({
      success: false,
      message: `The ${service} service is unavailable. Please try again shortly.`,
      error: 'Service Unavailable',
    });
  }
}

describe('upstream failures', () => {
  through('proxied');

  it('answers 504 JSON when the upstream sends no headers in time', async () => {
    const res = await fetch(`${base}/api/slow`);
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({
      success: false,
      message: 'The api service took too long to answer. Please try again.',
      error: 'Gateway Timeout',
    });
  });

  it.each(['api', 'notify'] as const)('answers 503 JSON naming the %s service when it is down', async (down) => {
    const dead = await deadUrl();
    const gw = await buildGateway({
      apiUrl: down === 'api' ? dead : api.url,
      notifyUrl: down === 'notify' ? dead : notify.url,
      webRoot,
    });
    try {
      await expectUnavailable(gw, down);
      const other = await gw.inject({ url: down === 'api' ? '/api/Notifications' : '/api/users' });
      expect(other.statusCode).toBe(200);
    } finally {
      await gw.close();
    }
  });

  it('answers 503 when a running upstream is stopped', async () => {
    const upstream = await startEchoUpstream('notify');
    const gw = await buildGateway({ apiUrl: api.url, notifyUrl: upstream.url, webRoot });
    try {
      expect((await gw.inject({ url: '/api/Notifications' })).statusCode).toBe(200);
      await upstream.close();
      const res = await gw.inject({ url: '/api/Notifications' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error: 'Service Unavailable' });
    } finally {
      await gw.close();
    }
  });
});

describe('in-process services', () => {
  it('are reached through their routers, not their URLs', async () => {
    const dead = await deadUrl();
    const gw = await buildGateway({ ...upstreamOptions('in-process', api, notify), apiUrl: dead, notifyUrl: dead, webRoot });
    try {
      for (const [path, service] of [['/api/users', 'api'], ['/api/Notifications', 'notify']]) {
        const res = await gw.inject({ url: path });
        expect(res.statusCode).toBe(200);
        expect(res.json<EchoReply>()).toMatchObject({ service, url: path });
      }
    } finally {
      await gw.close();
    }
  });

  it.each(['api', 'notify'] as const)('answer 503 JSON naming the %s service once it is closing', async (service) => {
    const gw = await buildGateway({ ...upstreamOptions('in-process', api, notify, () => true), webRoot });
    try {
      await expectUnavailable(gw, service);
    } finally {
      await gw.close();
    }
  });
});

describe.each(gatewayModes)('%s: security headers', (mode) => {
  through(mode);

  it('sets a CSP that lets the PWA work, on pages and on proxied replies', async () => {
    for (const path of ['/', '/api/users']) {
      const res = await fetch(base + path);
      const csp = res.headers.get('content-security-policy') ?? '';
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "media-src 'self' blob:",
        "connect-src 'self';",
        "worker-src 'self'",
        "manifest-src 'self'",
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
      // The shells' inline boot script, and no other inline script, by the hash of its built file.
      const bootHash = createHash('sha256').update(SHELL_BOOT_CODE).digest('base64');
      expect(csp).toContain(`script-src 'self' 'sha256-${bootHash}';`);
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('strict-transport-security')).toBeNull();
      expect(res.headers.get('cross-origin-embedder-policy')).toBeNull();
    }
  });
});
