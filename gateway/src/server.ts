// Main for `npm start` / `npm run start:gateway`.
// With API_URL and NOTIFY_URL set, only the gateway runs, in front of those services (scaled mode).
// Otherwise (embedded mode) this process also runs api and notify, as apps/embedded composes them.
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { loadConfig, loadGatewayConfig } from '@startupsetu/server-core/config';
import { errorText } from '@startupsetu/server-core/error-text';
import { drainLogs } from '@startupsetu/server-core/http/request-logging';
import { readMetricsListener, readMetricsToken } from '@startupsetu/server-core/metrics/metrics-config';
import { startTracingIfConfigured } from '@startupsetu/server-core/tracing/tracing-switch';
import { buildGateway } from './app';
import type { InProcessServices } from './plugins/in-process-upstreams';
import { startMetricsListener } from './metrics-listener';

const SHUTDOWN_GRACE_MS = 10_000;

interface Upstreams {
  apiUrl: string;
  notifyUrl: string;
  /** The services themselves when they run in this process (embedded mode). */
  inProcess?: InProcessServices;
  /** In-process services and resources, closed after the gateway. */
  close(): Promise<void>;
}

function portOf(app: FastifyInstance): number {
  return (app.server.address() as AddressInfo).port;
}

async function main(): Promise<void> {
  const config = loadGatewayConfig();
  const metricsListener = readMetricsListener();
  const metricsToken = readMetricsToken();
  // Embedded, the process's one trace pipeline also covers the api and notify it runs.
  const tracing = await startTracingIfConfigured(config.upstreams ? 'startupsetu-gateway' : 'startupsetu');
  // In front of separate services the gateway needs nothing else (no data directory, no secret).
  const upstreams: Upstreams = config.upstreams
    ? { ...config.upstreams, close: async () => {} }
    : await startEmbedded();

  const webRoot = process.env.WEB_ROOT?.trim() || fileURLToPath(new URL('../../web/dist', import.meta.url));
  let gateway: FastifyInstance | undefined;
  let metrics: FastifyInstance | undefined;
  try {
    gateway = await buildGateway({
      apiUrl: upstreams.apiUrl,
      notifyUrl: upstreams.notifyUrl,
      inProcess: upstreams.inProcess,
      webRoot,
      logger: true,
      trustProxy: config.trustProxy,
      bodyTimeoutMs: config.bodyTimeoutMs,
      maxConnectionsPerAddress: config.maxConnectionsPerAddress,
      maxUpgradesPerAddress: config.maxUpgradesPerAddress,
      publicOrigin: config.publicOrigin,
    });
    if (!existsSync(webRoot)) {
      gateway.log.warn(`The web app is not built (${webRoot} is missing): pages answer 503 until npm run build.`);
    }
    await gateway.listen({ host: '0.0.0.0', port: config.port });
    if (metricsListener) metrics = await startMetricsListener({ ...metricsListener, token: metricsToken });
  } catch (error) {
    await gateway?.close();
    await metrics?.close();
    await upstreams.close();
    throw error;
  }
  console.log(`StartupSetu is running at http://localhost:${portOf(gateway)}`);
  if (metrics) console.log(`Metrics: http://${metricsListener?.host}:${portOf(metrics)}/metrics`);

  const running = gateway;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    running.log.info(`${signal} received, shutting down`);
    setTimeout(() => {
      running.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    try {
      // The gateway first, so that no new request reaches a service that is closing.
      await running.close();
      await metrics?.close();
      await upstreams.close();
      await tracing?.shutdown();
      await drainLogs();
      process.exit(0);
    } catch (error) {
      running.log.error({ err: error }, 'error during shutdown');
      await drainLogs();
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

// Embedded mode, the newcomer's `npm start`: an empty database first gets a hint to seed the demo.
// Imported here so that a gateway-only process never loads the services or the database drivers.
async function startEmbedded(): Promise<Upstreams> {
  const { startEmbeddedServices } = await import('@startupsetu/embedded/embedded-services');
  return startEmbeddedServices(loadConfig(), { onSeedHint: (hint) => console.log(hint) });
}

try {
  await main();
} catch (error) {
  console.error(`StartupSetu cannot start: ${errorText(error)}`);
  process.exit(1);
}
