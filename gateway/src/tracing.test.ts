// One request through the gateway and the api makes one trace: each service's request span
// continues the traceparent of the call that reached it. The api asks notify for the report's
// acknowledgement over the bus, with no HTTP request of its own.
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-node';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApiApp } from '@startupsetu/api/app';
import { bearer, postJson, signUp, TEST_JWT_SECRET, type TestAccount } from '@startupsetu/api/testing/api-test-server';
import { buildNotifyApp } from '@startupsetu/notify/app';
import { createInProcessBus } from '@startupsetu/server-core/bus/in-process-bus';
import { loadConfig } from '@startupsetu/server-core/config';
import { mailedLink, tokenOf } from '@startupsetu/server-core/testing/mail-files';
import { createTestDatabase, type TestDatabase } from '@startupsetu/server-core/test-database';
import { startTracing, type Tracing } from '@startupsetu/server-core/tracing/tracing';
import { buildGateway } from './app';
import { gatewayModes } from './test-support';

const exporter = new InMemorySpanExporter();
let tracing: Tracing;
let testDb: TestDatabase;
let api: FastifyInstance;
let notify: FastifyInstance;
const gateways = new Map<string, string>();
const opened: FastifyInstance[] = [];
const bus = createInProcessBus();

beforeAll(async () => {
  tracing = await startTracing({ serviceName: 'stack', exporter, immediate: true });
  testDb = await createTestDatabase();
  const config = loadConfig({ DATA_DIR: testDb.dataDir, JWT_SECRET: TEST_JWT_SECRET });
  notify = await buildNotifyApp({ db: testDb.db, config, bus });
  const notifyUrl = await notify.listen({ host: '127.0.0.1', port: 0 });
  api = await buildApiApp({ db: testDb.db, config, bus });
  const apiUrl = await api.listen({ host: '127.0.0.1', port: 0 });
  opened.push(notify, api);
  for (const mode of gatewayModes) {
    const inProcess = mode === 'in-process' ? { apps: { api, notify }, closing: () => false } : undefined;
    const gateway = await buildGateway({ apiUrl, notifyUrl, inProcess, webRoot: join(testDb.dataDir, 'no-web') });
    const url = await gateway.listen({ host: '127.0.0.1', port: 0 });
    opened.unshift(gateway);
    gateways.set(mode, url);
  }
});

afterAll(async () => {
  for (const app of opened) await app.close();
  await bus.close();
  await testDb?.close();
  await tracing?.shutdown();
});

const isRequestSpan = (route: string) => (span: ReadableSpan) => span.name === 'request' && span.attributes['http.route'] === route;

/** The span's ancestors, nearest first, as far as they were exported. */
function ancestorsOf(span: ReadableSpan, spans: readonly ReadableSpan[]): ReadableSpan[] {
  const chain: ReadableSpan[] = [];
  let parentId = span.parentSpanContext?.spanId;
  for (let parent = spans.find((s) => s.spanContext().spanId === parentId); parent; parent = spans.find((s) => s.spanContext().spanId === parentId)) {
    chain.push(parent);
    parentId = parent.parentSpanContext?.spanId;
  }
  return chain;
}

/** A POST sent with node:http, which this test does not instrument: its traceparent is the one given. */
function postUntraced(url: string, body: unknown, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

async function spansOfTrace(traceId: string, until: (spans: ReadableSpan[]) => boolean): Promise<ReadableSpan[]> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const spans = exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId);
    if (until(spans)) return spans;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId);
}

/**
 * An account signed up through the gateway, its email proven with the link the api mailed (no
 * SMTP_URL: an .eml file under DATA_DIR/mail), as its owner would: a report needs it (DESIGN §7.4).
 */
async function provenAccount(baseUrl: string): Promise<TestAccount> {
  const account = await signUp(baseUrl, { proven: false });
  const link = await mailedLink(join(testDb.dataDir, 'mail'), account.email, '/verify-email?token=');
  expect((await postJson(baseUrl, '/api/auth/email/verify', { token: tokenOf(link) })).status).toBe(200);
  return account;
}

describe.each(gatewayModes)('a report through the %s gateway', (mode) => {
  it('is one trace: gateway → api; notify acknowledges it over the bus, with no request of its own', async () => {
    const baseUrl = gateways.get(mode)!;
    const [reporter, reported] = [await provenAccount(baseUrl), await provenAccount(baseUrl)];
    const traceId = [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
    const status = await postUntraced(`${baseUrl}/api/reports`, { targetType: 'user', targetId: reported.id, category: 'spam' }, {
      ...bearer(reporter.accessToken),
      traceparent: `00-${traceId}-1111111111111111-01`,
    });
    expect(status).toBe(201);

    // Spans are exported as they end, the caller's after the callee's: wait for the api's and its caller's.
    const spans = await spansOfTrace(traceId, (found) => {
      const api = found.find(isRequestSpan('/api/reports'));
      return found.some((span) => span.spanContext().spanId === api?.parentSpanContext?.spanId);
    });
    const gatewaySpan = spans.find((span) => span.name === 'request' && span.parentSpanContext?.spanId === '1111111111111111');
    const apiSpan = spans.find(isRequestSpan('/api/reports'));
    expect(gatewaySpan, 'the gateway continues the client trace').toBeDefined();
    expect(apiSpan, 'the api request span is in the trace').toBeDefined();
    expect(ancestorsOf(apiSpan!, spans)).toContain(gatewaySpan);

    // The acknowledgement is stored (the bus is a call here), and no request reached notify for it.
    await vi.waitFor(async () =>
      expect(await testDb.db.selectFrom('notifications').select('type').where('user_id', '=', reporter.id).execute()).toEqual([{ type: 'report' }]),
    );
    const internalRequests = exporter.getFinishedSpans().filter((span) => String(span.attributes['http.route'] ?? '').startsWith('/internal'));
    expect(internalRequests).toEqual([]);
  });
});
