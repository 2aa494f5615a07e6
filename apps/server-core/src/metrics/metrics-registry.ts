import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The services that report metrics; one process may run all three (the embedded `npm start`). */
export type MetricsService = 'gateway' | 'api' | 'notify';

/**
 * The metrics of one process. Every service in the process reports into the same registry with its
 * own `service` label, so the embedded stack serves one consistent page (one family per metric name,
 * as Prometheus requires) and process metrics (CPU, memory, event-loop delay) appear once.
 */
export interface ProcessMetrics {
  registry: Registry;
  requestDuration: Histogram<'service' | 'method' | 'route' | 'status_code'>;
  idempotentReplays: Counter<'service'>;
  openSockets: Gauge<'service'>;
  openConnections: Gauge<'service'>;
  /** Counts the sockets a service holds open at scrape time; returns the function that removes it. */
  countSockets(service: MetricsService, count: () => number): () => void;
  /** Counts the TCP connections a service's server holds open at scrape time; returns the function that removes it. */
  countConnections(service: MetricsService, count: () => Promise<number>): () => void;
}

// Seconds; from 5 ms (a cached read) to 10 s (an upload).
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createProcessMetrics(): ProcessMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const socketCounters = new Set<{ service: MetricsService; count: () => number }>();
  const connectionCounters = new Set<{ service: MetricsService; count: () => Promise<number> }>();

  const openSockets = new Gauge({
    name: 'realtime_open_sockets',
    help: 'Socket.IO connections open on this process',
    labelNames: ['service'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const { service, count } of socketCounters) this.inc({ service }, count());
    },
  });

  const openConnections = new Gauge({
    name: 'http_open_connections',
    help: 'TCP connections open on the service\'s HTTP server (relayed websockets included)',
    labelNames: ['service'] as const,
    registers: [registry],
    async collect() {
      const counts = await Promise.all([...connectionCounters].map(async ({ service, count }) => ({ service, open: await count() })));
      this.reset();
      for (const { service, open } of counts) this.inc({ service }, open);
    },
  });

  return {
    registry,
    requestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern (unmatched for a 404 outside every route)',
      labelNames: ['service', 'method', 'route', 'status_code'] as const,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    }),
    idempotentReplays: new Counter({
      name: 'idempotent_replays_total',
      help: 'Writes repeated with a known Idempotency-Key (an offline outbox resending) answered from the stored reply',
      labelNames: ['service'] as const,
      registers: [registry],
    }),
    openSockets,
    openConnections,
    countSockets(service, count) {
      const entry = { service, count };
      socketCounters.add(entry);
      return () => socketCounters.delete(entry);
    },
    countConnections(service, count) {
      const entry = { service, count };
      connectionCounters.add(entry);
      return () => connectionCounters.delete(entry);
    },
  };
}

let processMetrics: ProcessMetrics | undefined;

/** This process's metrics, created on first use. */
export function sharedProcessMetrics(): ProcessMetrics {
  processMetrics ??= createProcessMetrics();
  return processMetrics;
}
