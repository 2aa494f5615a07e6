import { Writable } from 'node:stream';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-node';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { requestLogController } from '../http/request-logging';
import { startTracing, type Tracing } from './tracing';

const exporter = new InMemorySpanExporter();
const lines: Record<string, unknown>[] = [];
let tracing: Tracing;
let upstream: FastifyInstance;
let front: FastifyInstance;
let upstreamUrl: string;

function logInto(target: Record<string, unknown>[]) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      target.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { level: 'info', stream };
}

beforeAll(async () => {
  tracing = await startTracing({ serviceName: 'tracing-test', exporter, immediate: true });
  // Created after tracing started, as the servers' mains do.
  upstream = Fastify({ logger: logInto(lines), logController: requestLogController() });
  upstream.get('/api/things/:id', async (request) => ({ traceparent: request.headers.traceparent ?? null }));
  upstreamUrl = await upstream.listen({ host: '127.0.0.1', port: 0 });
  front = Fastify({ logger: logInto(lines), logController: requestLogController() });
  front.get('/front', async (request) => {
    request.log.info('calling the upstream');
    return (await fetch(`${upstreamUrl}/api/things/7`)).json();
  });
  await front.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await front?.close();
  await upstream?.close();
  await tracing?.shutdown();
});

const requestSpan = (route: string) => (span: ReadableSpan) => span.name === 'request' && span.attributes['http.route'] === route;

describe('tracing', () => {
  it('continues a caller traceparent and passes it on to the next service', async () => {
    const callerTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
    const response = await front.inject({ url: '/front', headers: { traceparent: `00-${callerTrace}-00f067aa0ba902b7-01` } });
    expect(response.statusCode).toBe(200);
    const { traceparent } = response.json() as { traceparent: string };
    expect(traceparent).toMatch(new RegExp(`^00-${callerTrace}-[0-9a-f]{16}-01$`));

    const spans = exporter.getFinishedSpans();
    const frontSpan = spans.find(requestSpan('/front'));
    const upstreamSpan = spans.find(requestSpan('/api/things/:id'));
    expect(frontSpan?.spanContext().traceId).toBe(callerTrace);
    expect(frontSpan?.parentSpanContext?.spanId).toBe('00f067aa0ba902b7');
    // The upstream's request span hangs below the front's outgoing call, itself below the front's request.
    const call = spans.find((span) => span.spanContext().spanId === upstreamSpan?.parentSpanContext?.spanId);
    expect(call?.kind).toBe(2 /* CLIENT */);
    expect(call?.spanContext().traceId).toBe(callerTrace);
    const callAncestors = ancestorsOf(call!, spans);
    expect(callAncestors).toContain(frontSpan?.spanContext().spanId);
  });

  it('writes the trace id in every log line of a traced request', async () => {
    lines.length = 0;
    const response = await front.inject({ url: '/front' });
    expect(response.statusCode).toBe(200);
    const frontSpan = exporter.getFinishedSpans().filter(requestSpan('/front')).at(-1)!;
    const traceId = frontSpan.spanContext().traceId;
    const ours = () => lines.filter((line) => line.trace_id === traceId);
    // The completion lines are written once the replies have gone out; the upstream's carries the same trace.
    await vi.waitFor(() => expect(ours().filter((line) => line.msg === 'request completed')).toHaveLength(2));
    expect(ours().map((line) => line.msg)).toContain('calling the upstream');
  });
});

function ancestorsOf(span: ReadableSpan, spans: ReadableSpan[]): string[] {
  const ids: string[] = [];
  let parent = span.parentSpanContext?.spanId;
  while (parent) {
    ids.push(parent);
    parent = spans.find((candidate) => candidate.spanContext().spanId === parent)?.parentSpanContext?.spanId;
  }
  return ids;
}
