import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../app';
import { deadUrl, startEchoUpstream, type Upstream } from '../test-support';

let api: Upstream;
let notify: Upstream;
const gateways: FastifyInstance[] = [];

async function gatewayFor(apiUrl: string, notifyUrl: string) {
  const gw = await buildGateway({ apiUrl, notifyUrl, webRoot: '/nonexistent' });
  gateways.push(gw);
  return gw;
}

beforeAll(async () => {
  [api, notify] = await Promise.all([startEchoUpstream('api'), startEchoUpstream('notify')]);
});

afterAll(async () => {
  await Promise.all(gateways.map((gw) => gw.close()));
  await Promise.all([api?.close(), notify?.close()]);
});

describe('health', () => {
  it('is alive', async () => {
    const gw = await gatewayFor(await deadUrl(), await deadUrl());
    const res = await gw.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('is ready when both upstreams are', async () => {
    const gw = await gatewayFor(api.url, notify.url);
    const res = await gw.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', upstreams: { api: 'up', notify: 'up' } });
    expect(api.hits.get('/readyz')).toBeGreaterThan(0);
  });

  it.each(['api', 'notify'] as const)('is not ready when %s is down, and says which', async (down) => {
    const dead = await deadUrl();
    const gw = await gatewayFor(down === 'api' ? dead : api.url, down === 'notify' ? dead : notify.url);
    const res = await gw.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'not ready',
      upstreams: { api: down === 'api' ? 'down' : 'up', notify: down === 'notify' ? 'down' : 'up' },
    });
  });
});
