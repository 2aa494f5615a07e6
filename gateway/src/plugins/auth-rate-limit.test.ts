import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../app';
import { type EchoReply, gatewayModes, startEchoUpstream, type Upstream, upstreamOptions } from '../test-support';

let api: Upstream;
let gateway: FastifyInstance;

beforeAll(async () => {
  api = await startEchoUpstream('api');
});

afterAll(async () => {
  await api?.close();
});

const attempt = (url: string, remoteAddress = '10.0.0.1', method: 'POST' | 'GET' | 'PUT' = 'POST') =>
  gateway.inject({ method, url, remoteAddress, payload: { email: 'a@b.co', password: 'x' } });

describe.each(gatewayModes)('%s: auth rate limit', (mode) => {
  beforeAll(async () => {
    api.hits.clear();
    gateway = await buildGateway({
      ...upstreamOptions(mode, api, api),
      webRoot: '/nonexistent',
      authRateLimit: { max: 3, timeWindowMs: 60_000 },
    });
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it('answers 429 JSON after the limit, per route and per client address', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await attempt('/api/auth/signin');
      expect(res.statusCode).toBe(200);
      expect(res.json<EchoReply>()).toMatchObject({ service: 'api', url: '/api/auth/signin' });
    }
    const limited = await attempt('/api/auth/signin');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      success: false,
      message: 'Too many attempts. Please wait a minute and try again.',
    });
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.headers['x-request-id']).toBeDefined();
    expect(api.hits.get('/api/auth/signin')).toBe(3);

    expect((await attempt('/api/auth/signin', '10.0.0.2')).statusCode).toBe(200);
    expect((await attempt('/api/auth/signin', '10.0.0.1', 'GET')).statusCode).toBe(200);
    expect((await attempt('/api/videos/like')).statusCode).toBe(200);
  });

  it('limits sign-up too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt('/api/auth/signup', '10.0.0.3')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it.each(['/api/auth/forgot', '/api/auth/reset'])('limits %s too, per client address', async (url) => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt(url, '10.0.0.5')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await attempt(url, '10.0.0.6')).statusCode).toBe(200);
    expect(api.hits.get(url)).toBe(4);
  });

  it('leaves every other route unlimited', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await attempt('/api/videos/comments', '10.0.0.4')).statusCode).toBe(200);
      expect((await attempt('/api/auth/password', '10.0.0.4', 'PUT')).statusCode).toBe(200);
    }
  });
});
