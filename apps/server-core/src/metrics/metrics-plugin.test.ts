import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createFastify } from '../http/create-fastify';
import { REPLAYED_HEADER } from '../http/idempotency-plugin';
import { METRICS_TOKEN_REQUIRED, METRICS_TOKEN_WRONG } from './metrics-access';
import metricsPlugin from './metrics-plugin';
import { createProcessMetrics, type ProcessMetrics } from './metrics-registry';

let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function buildService({ token, sockets = 0 }: { token?: string; sockets?: number } = {}) {
  const metrics = createProcessMetrics();
  app = createFastify();
  await app.register(metricsPlugin, { service: 'api', metrics, token, openSockets: () => sockets });
  app.get('/api/items/:id', async () => ({ ok: true }));
  app.post('/api/items', async (request, reply) => {
    if (request.headers['idempotency-key'] === 'seen') reply.header(REPLAYED_HEADER, 'true');
    return reply.code(201).send({ ok: true });
  });
  await app.ready();
  return { app, metrics };
}

async function scrape(service: FastifyInstance, headers: Record<string, string> = {}) {
  const response = await service.inject({ method: 'GET', url: '/metrics', headers });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  return response.body;
}

function sample(text: string, name: string, labels: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name}{${labels}}`));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('GET /metrics', () => {
  it('counts requests by route pattern, method and status, never by raw URL', async () => {
    const { app } = await buildService();
    await app.inject({ method: 'GET', url: '/api/items/41' });
    await app.inject({ method: 'GET', url: '/api/items/42?x=1' });
    await app.inject({ method: 'GET', url: '/probe/wp-login.php' });

    const text = await scrape(app);
    expect(sample(text, 'http_request_duration_seconds_count', 'service="api",method="GET",route="/api/items/:id",status_code="200"')).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count', 'service="api",method="GET",route="unmatched",status_code="404"')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_bucket', 'le="10",service="api",method="GET",route="/api/items/:id",status_code="200"')).toBe(2);
    expect(text).not.toContain('/api/items/42');
    expect(text).not.toContain('wp-login');
  });

  it('counts writes answered from an idempotent replay, and not first answers', async () => {
    const { app } = await buildService();
    await app.inject({ method: 'POST', url: '/api/items', headers: { 'idempotency-key': 'new' } });
    await app.inject({ method: 'POST', url: '/api/items', headers: { 'idempotency-key': 'seen' } });
    await app.inject({ method: 'POST', url: '/api/items', headers: { 'idempotency-key': 'seen' } });

    expect(sample(await scrape(app), 'idempotent_replays_total', 'service="api"')).toBe(2);
  });

  it('reports open sockets and connections, event-loop delay and process figures', async () => {
    const { app } = await buildService({ sockets: 3 });
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    // fetch keeps its connection open after the answer (keep-alive): one is open when it reads.
    const text = await (await fetch(`${baseUrl}/metrics`)).text();
    expect(sample(text, 'realtime_open_sockets', 'service="api"')).toBe(3);
    expect(sample(text, 'http_open_connections', 'service="api"')).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
  });

  it('answers a caller on another machine 401 when no METRICS_TOKEN is set', async () => {
    const { app } = await buildService();
    const response = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, message: METRICS_TOKEN_REQUIRED });
  });

  it('with METRICS_TOKEN set, answers only a reader sending it, wherever it is', async () => {
    const token = 'scrape-token-0123456789abcdef';
    const { app } = await buildService({ token });
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${token}`]) {
      const response = await app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json()).toMatchObject({ success: false, message: METRICS_TOKEN_WRONG });
    }
    const remote = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3', headers: { authorization: `Bearer ${token}` } });
    expect(remote.statusCode).toBe(200);
  });
});

describe('the process metrics', () => {
  it('keep one family per metric when several services of one process report', async () => {
    const metrics: ProcessMetrics = createProcessMetrics();
    const api = createFastify();
    const notify = createFastify();
    await api.register(metricsPlugin, { service: 'api', metrics });
    await notify.register(metricsPlugin, { service: 'notify', metrics, serve: false });
    api.get('/api/a', async () => ({}));
    notify.get('/api/b', async () => ({}));
    await Promise.all([api.ready(), notify.ready()]);
    await api.inject('/api/a');
    await notify.inject('/api/b');

    const text = await scrape(api);
    expect(text.match(/^# TYPE http_request_duration_seconds histogram$/gm)).toHaveLength(1);
    expect(sample(text, 'http_request_duration_seconds_count', 'service="api",method="GET",route="/api/a",status_code="200"')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', 'service="notify",method="GET",route="/api/b",status_code="200"')).toBe(1);
    await Promise.all([api.close(), notify.close()]);
  });
});
