import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { startTracingIfConfigured } from './tracing-switch';

describe('tracing switch', () => {
  it('starts nothing without OTEL_EXPORTER_OTLP_ENDPOINT: requests get no tracing hooks', async () => {
    expect(await startTracingIfConfigured('test', {})).toBeUndefined();
    expect(await startTracingIfConfigured('test', { OTEL_EXPORTER_OTLP_ENDPOINT: ' ' })).toBeUndefined();
    const app = Fastify();
    app.get('/', async (request) => ({ traced: 'opentelemetry' in request }));
    expect((await app.inject('/')).json()).toEqual({ traced: false });
    await app.close();
  });
});
