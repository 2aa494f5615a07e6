// OpenTelemetry tracing of every Fastify instance this process creates, and of its outgoing HTTP
// (the gateway's proxied requests, the services' internal calls, both made with undici): each
// carries a `traceparent`, so one request's spans share a trace id from the gateway to notify.
// Every third-party module is imported inside startTracing, so importing this file loads nothing.
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';

export interface TracingOptions {
  serviceName: string;
  exporter: SpanExporter;
  /** Export each span as it ends (tests) rather than in batches. Default false. */
  immediate?: boolean;
}

export interface Tracing {
  /** Exports what is pending and stops tracing (a graceful stop awaits it). */
  shutdown(): Promise<void>;
}

const FASTIFY_INITIALIZATION = 'fastify.initialization';
/** Scrapes and probes, every few seconds: traces of them would bury the requests of people. */
const UNTRACED_PATHS = new Set(['/metrics', '/healthz', '/readyz']);

export async function startTracing({ serviceName, exporter, immediate = false }: TracingOptions): Promise<Tracing> {
  const [diagnostics, { NodeTracerProvider, BatchSpanProcessor, SimpleSpanProcessor }, { resourceFromAttributes }, { ATTR_SERVICE_NAME }, { default: FastifyOtel }, { UndiciInstrumentation }] =
    await Promise.all([
      import('node:diagnostics_channel'),
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/semantic-conventions'),
      import('@fastify/otel'),
      import('@opentelemetry/instrumentation-undici'),
    ]);

  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName }),
    spanProcessors: [immediate ? new SimpleSpanProcessor(exporter) : new BatchSpanProcessor(exporter)],
  });
  // The global provider, AsyncLocalStorage context and W3C trace-context propagation.
  provider.register();

  const instrumentations = [
    // Added to every Fastify instance as it is created (fastify.initialization): the gateway's and,
    // in the embedded stack, the api's and notify's. The request span continues an incoming traceparent.
    new FastifyOtel({ registerOnInitialization: true, ignorePaths: (route) => UNTRACED_PATHS.has(route.url) }),
    new UndiciInstrumentation(),
  ];
  for (const instrumentation of instrumentations) {
    instrumentation.setTracerProvider(provider);
    instrumentation.enable();
  }

  // Subscribed after @fastify/otel's, so the request span exists when this hook runs.
  const bindLogs = ({ fastify }: { fastify: FastifyInstance }) => fastify.addHook('onRequest', traceIdInLogs);
  diagnostics.subscribe(FASTIFY_INITIALIZATION, bindLogs as (message: unknown) => void);

  return {
    async shutdown() {
      diagnostics.unsubscribe(FASTIFY_INITIALIZATION, bindLogs as (message: unknown) => void);
      for (const instrumentation of instrumentations) instrumentation.disable();
      await provider.shutdown();
    },
  };
}

/** Every log line of a traced request (its completion line included) carries its trace and span ids. */
const traceIdInLogs: onRequestHookHandler = (request, reply, done) => {
  const span = request.opentelemetry?.().span;
  if (span) {
    const { traceId, spanId } = span.spanContext();
    // The completion line is written with reply.log (request-logging.ts), made before this hook.
    request.log = reply.log = request.log.child({ trace_id: traceId, span_id: spanId });
  }
  done();
};
