import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { REPLAYED_HEADER } from '../http/idempotency-plugin';
import { metricsAccessCheck } from './metrics-access';
import { sharedProcessMetrics, type MetricsService, type ProcessMetrics } from './metrics-registry';

export const METRICS_PATH = '/metrics';
/** The route label of a request that matched no route: raw URLs would make a series per probe. */
export const UNMATCHED_ROUTE = 'unmatched';

export interface MetricsPluginOptions {
  service: MetricsService;
  /** Default: the process's metrics (metrics-registry.ts). */
  metrics?: ProcessMetrics;
  /** Serve GET /metrics on this app (api, notify); the gateway serves it on METRICS_PORT instead. */
  serve?: boolean;
  /** Required of every reader when set (config.metricsToken); unset, only loopback callers may read. */
  token?: string;
  /** The Socket.IO connections the service holds (the api), counted at scrape time. */
  openSockets?: (app: FastifyInstance) => number;
}

type Labels = { service: MetricsService; method: string; route: string; status_code: number };

/**
 * One route's label objects, made once per method and status it answers, so that observing a
 * request allocates nothing: two map lookups and one histogram observe.
 */
function routeObserver(metrics: ProcessMetrics, service: MetricsService, route: string) {
  const byMethod = new Map<string, Map<number, Labels>>();
  const labelsFor = (method: string, status: number): Labels => {
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map()));
    let labels = byStatus.get(status);
    if (!labels) byStatus.set(status, (labels = { service, method, route, status_code: status }));
    return labels;
  };
  const serviceLabels = { service };
  return (request: FastifyRequest, reply: FastifyReply) => {
    metrics.requestDuration.observe(labelsFor(request.method, reply.statusCode), reply.elapsedTime / 1000);
    if (request.method !== 'GET' && reply.hasHeader(REPLAYED_HEADER)) metrics.idempotentReplays.inc(serviceLabels);
  };
}

async function metricsPlugin(
  app: FastifyInstance,
  { service, metrics = sharedProcessMetrics(), serve = true, token, openSockets }: MetricsPluginOptions,
) {
  // A counter shows from the start, at 0, so that a rate over it has a beginning.
  metrics.idempotentReplays.inc({ service }, 0);
  // Each route observes its own requests with its pattern (/api/messages/:userId), known here.
  app.addHook('onRoute', (route) => {
    const observe = routeObserver(metrics, service, route.url);
    const hook: onResponseHookHandler = (request, reply, done) => {
      observe(request, reply);
      done();
    };
    route.onResponse = route.onResponse ? [...[route.onResponse].flat(), hook] : hook;
  });
  const observeUnmatched = routeObserver(metrics, service, UNMATCHED_ROUTE);
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) observeUnmatched(request, reply);
    done();
  });

  const stopCounting = [metrics.countConnections(service, () => openConnectionsOf(app))];
  if (openSockets) stopCounting.push(metrics.countSockets(service, () => openSockets(app)));
  app.addHook('onClose', async () => stopCounting.forEach((stop) => stop()));

  if (serve) serveMetrics(app, { metrics, token });
}

function openConnectionsOf(app: FastifyInstance): Promise<number> {
  return new Promise((resolve) => app.server.getConnections((error, count) => resolve(error ? 0 : count)));
}

/** GET /metrics: the Prometheus text of `metrics`, to the readers metrics-access.ts allows. */
export function serveMetrics(app: FastifyInstance, { metrics = sharedProcessMetrics(), token }: { metrics?: ProcessMetrics; token?: string }) {
  // Not in the API docs (openapi-plugin documents /api only): it is for operators, like /healthz.
  app.get(METRICS_PATH, { onRequest: metricsAccessCheck(token), schema: { hide: true } }, async (_request, reply) => {
    const text = await metrics.registry.metrics();
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(text);
  });
}

export default fp(metricsPlugin, { name: 'startupsetu-metrics', fastify: '5.x' });
