import type { Tracing } from './tracing';

/**
 * Traces are sent only when OTEL_EXPORTER_OTLP_ENDPOINT is set (README "Tracing"); otherwise
 * nothing of the OpenTelemetry SDK is loaded and requests carry no tracing hooks. Call before the
 * first Fastify instance is created: instances made earlier are not traced.
 */
export async function startTracingIfConfigured(serviceName: string, env: NodeJS.ProcessEnv = process.env): Promise<Tracing | undefined> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) return undefined;
  const [{ startTracing }, { OTLPTraceExporter }] = await Promise.all([
    import('./tracing'),
    import('@opentelemetry/exporter-trace-otlp-http'),
  ]);
  // The exporter reads OTEL_EXPORTER_OTLP_ENDPOINT (and _HEADERS, _TIMEOUT) itself.
  return startTracing({ serviceName: env.OTEL_SERVICE_NAME?.trim() || serviceName, exporter: new OTLPTraceExporter() });
}
