// Embedded mode: api and notify in this process, on loopback, sharing one database.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ServiceConfig } from '@startupsetu/server-core/config';
import type { InProcessServices } from './plugins/in-process-upstreams';

export interface Upstreams {
  apiUrl: string;
  notifyUrl: string;
  /** The services themselves when they run in this process (embedded mode). */
  inProcess?: InProcessServices;
  /** In-process services and resources, closed after the gateway, in order. */
  close(): Promise<void>;
}

export function portOf(app: FastifyInstance): number {
  return (app.server.address() as AddressInfo).port;
}

export async function startEmbeddedServices(
  config: ServiceConfig,
  { logger = true }: { logger?: boolean } = {},
): Promise<Upstreams> {
  // Imported here so that a gateway-only process never loads the database drivers.
  const { openDatabase } = await import('@startupsetu/server-core/db/database');
  const { buildApiApp } = await import('@startupsetu/api/app');
  const { buildNotifyApp } = await import('@startupsetu/notify/app');

  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const started: FastifyInstance[] = [];
  let closing = false;
  const close = async () => {
    closing = true;
    await Promise.allSettled(started.map((app) => app.close()));
    await db.destroy();
  };
  try {
    // The api asks notify for notifications over loopback; its port is known once notify listens,
    // which is before the api takes its first request.
    let notifyUrl = `http://127.0.0.1:${config.notifyPort}`;
    const api = await buildApiApp({ db, config, logger, notifyUrl: () => notifyUrl });
    started.push(api);
    // notify pushes its notifications straight through the api's sockets.
    const notify = await buildNotifyApp({ db, config, logger, realtime: api.realtime });
    started.push(notify);
    await notify.listen({ host: '127.0.0.1', port: config.notifyPort });
    notifyUrl = `http://127.0.0.1:${portOf(notify)}`;
    await api.listen({ host: '127.0.0.1', port: config.apiPort });
    return {
      apiUrl: `http://127.0.0.1:${portOf(api)}`,
      notifyUrl,
      inProcess: { apps: { api, notify }, closing: () => closing },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
