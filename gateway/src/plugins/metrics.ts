import fp from 'fastify-plugin';
import { errorBody } from '@startupsetu/server-core/errors';
import { METRICS_PATH } from '@startupsetu/server-core/metrics/metrics-plugin';
import metricsPlugin from '@startupsetu/server-core/metrics/metrics-plugin';

/**
 * The gateway's request durations, by route, into the process's metrics (served on METRICS_PORT by
 * metrics-listener.ts). The public port never serves them: /metrics answers 404 here, whatever the
 * Accept header (a browser's would otherwise get the web app's page).
 */
export default fp(
  async function gatewayMetrics(app) {
    await app.register(metricsPlugin, { service: 'gateway', serve: false });
    app.all(METRICS_PATH, { schema: { hide: true } }, (request, reply) =>
      reply.code(404).send(errorBody(404, `Route ${request.method} ${METRICS_PATH} not found`)),
    );
  },
  { name: 'gateway-metrics' },
);
