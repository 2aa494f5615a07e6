// Behind a load balancer (deploy/nginx) the client's address arrives in X-Forwarded-For; the
// gateway believes it only from the proxies it is told to trust (TRUST_PROXY).
import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '@startupsetu/server-core/config';
import { buildGateway } from './app';
import {
  fetchWithTimeout,
  gatewayModes,
  type GatewayMode,
  makeWebRoot,
  startEchoUpstream,
  type EchoReply,
  type Upstream,
  upstreamOptions,
} from './test-support';

let api: Upstream;
let notify: Upstream;
let webRoot: string;
const gateways: FastifyInstance[] = [];

beforeAll(async () => {
  api = await startEchoUpstream('api');
  notify = await startEchoUpstream('notify');
  webRoot = await makeWebRoot();
});

afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.close()));
  await api.close();
  await notify.close();
  await rm(webRoot, { recursive: true, force: true });
});

async function startGateway(mode: GatewayMode, trustProxy?: string): Promise<string> {
  const app = await buildGateway({
    ...upstreamOptions(mode, api, notify),
    webRoot,
    trustProxy,
    authRateLimit: { max: 1, timeWindowMs: 60_000 },
  });
  gateways.push(app);
  return app.listen({ host: '127.0.0.1', port: 0 });
}

const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe.each(gatewayModes)('%s: X-Forwarded-For from a load balancer', (mode) => {
  const gateway = (trustProxy?: string) => startGateway(mode, trustProxy);

  it('is ignored by default: the address forwarded upstream is the connecting peer', async () => {
    const base = await gateway();
    const reply = (await (await fetchWithTimeout(`${base}/api/users`, { headers: from('203.0.113.7') })).json()) as EchoReply;
    expect(reply.forwardedFor).toBe('127.0.0.1');
  });

  it('is believed from a trusted proxy (TRUST_PROXY=loopback), for the forwarded address and the per-client sign-in limit', async () => {
    const base = await gateway('loopback');
    const reply = (await (await fetchWithTimeout(`${base}/api/users`, { headers: from('203.0.113.7') })).json()) as EchoReply;
    expect(reply.forwardedFor).toBe('203.0.113.7');

    const signIn = (ip: string) =>
      fetchWithTimeout(`${base}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...from(ip) },
        body: '{}',
      });
    expect((await signIn('198.51.100.1')).status).toBe(200);
    expect((await signIn('198.51.100.1')).status).toBe(429);
    // Another client behind the same proxy has a limit of its own.
    expect((await signIn('198.51.100.2')).status).toBe(200);
  });

  it('limits the contact form per client too (it is written without a session)', async () => {
    const base = await gateway('loopback');
    const contact = (ip: string) =>
      fetchWithTimeout(`${base}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json', ...from(ip) }, body: '{}' });
    expect((await contact('198.51.100.3')).status).toBe(200);
    const refused = await contact('198.51.100.3');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ success: false, message: expect.stringMatching(/wait a minute/) });
    expect((await contact('198.51.100.4')).status).toBe(200);
  });

  it('is not believed from a proxy that is not listed', async () => {
    const base = await gateway('10.0.0.5');
    const reply = (await (await fetchWithTimeout(`${base}/api/users`, { headers: from('203.0.113.7') })).json()) as EchoReply;
    expect(reply.forwardedFor).toBe('127.0.0.1');
  });

});

describe('TRUST_PROXY', () => {
  it('reads TRUST_PROXY as a list of proxy addresses and refuses anything else', () => {
    expect(loadGatewayConfig({ TRUST_PROXY: ' 10.0.0.5, 10.0.1.0/24 ' }).trustProxy).toBe('10.0.0.5,10.0.1.0/24');
    expect(loadGatewayConfig({}).trustProxy).toBeUndefined();
    expect(() => loadGatewayConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY must list the proxies' addresses/);
  });
});
