// Embedded mode (`npm start`): api and notify in one process, on loopback, sharing one database and
// one notification bus (a call: no Redis, no HTTP between them). The gateway of the process gets
// their URLs and the apps themselves, to hand requests to their routers.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createInProcessBus } from '@startupsetu/server-core/bus/in-process-bus';
import type { ServiceConfig } from '@startupsetu/server-core/config';

export interface EmbeddedServices {
  apiUrl: string;
  notifyUrl: string;
  inProcess: {
    apps: { api: FastifyInstance; notify: FastifyInstance };
    /** True once the services began to close. */
    closing(): boolean;
  };
  /** Closes the services, then the bus and the database. */
  close(): Promise<void>;
}

export interface EmbeddedOptions {
  logger?: boolean;
  /** Told the hint to seed the demo when the database is empty (a newcomer's first `npm start`). */
  onSeedHint?: (hint: string) => void;
}

function urlOf(app: FastifyInstance): string {
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export async function startEmbeddedServices(config: ServiceConfig, { logger = true, onSeedHint }: EmbeddedOptions = {}): Promise<EmbeddedServices> {
  // Imported here so that a gateway-only process never loads the database drivers.
  const [{ openDatabase }, { buildApiApp }, { buildNotifyApp }, { seedHint }] = await Promise.all([
    import('@startupsetu/server-core/db/database'),
    import('@startupsetu/api/app'),
    import('@startupsetu/notify/app'),
    import('@startupsetu/api/demo/seed-hint'),
  ]);

  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const bus = createInProcessBus();
  const started: FastifyInstance[] = [];
  let closing = false;
  const close = async () => {
    closing = true;
    await Promise.allSettled(started.map((app) => app.close()));
    await bus.close();
    await db.destroy();
  };
  try {
    if (onSeedHint) {
      const hint = await seedHint(db);
      if (hint) onSeedHint(hint);
    }
    // notify first: its handler is on the bus before the api takes a request.
    const notify = await buildNotifyApp({ db, config, logger, bus });
    started.push(notify);
    await notify.listen({ host: '127.0.0.1', port: config.notifyPort });
    const api = await buildApiApp({ db, config, logger, bus });
    started.push(api);
    await api.listen({ host: '127.0.0.1', port: config.apiPort });
    return { apiUrl: urlOf(api), notifyUrl: urlOf(notify), inProcess: { apps: { api, notify }, closing: () => closing }, close };
  } catch (error) {
    await close();
    throw error;
  }
}
