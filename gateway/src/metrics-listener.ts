// The gateway's metrics, on their own listener (METRICS_PORT, loopback by default) rather than the
// public port. In the embedded stack the process's page also holds the api's and notify's figures,
// each labelled with its service.
import type { FastifyInstance } from 'fastify';
import { createFastify } from '@startupsetu/server-core/http/create-fastify';
import type { MetricsListenerConfig } from '@startupsetu/server-core/metrics/metrics-config';
import { serveMetrics } from '@startupsetu/server-core/metrics/metrics-plugin';
import type { ProcessMetrics } from '@startupsetu/server-core/metrics/metrics-registry';

export interface MetricsListenerOptions extends MetricsListenerConfig {
  token?: string;
  metrics?: ProcessMetrics;
}

export async function startMetricsListener({ port, host, token, metrics }: MetricsListenerOptions): Promise<FastifyInstance> {
  const app = createFastify();
  serveMetrics(app, { metrics, token });
  try {
    await app.listen({ port, host });
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
