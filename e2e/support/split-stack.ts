import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  spawnService,
  waitReady,
  type ServiceKind,
  type ServiceProcess,
} from '../../apps/server-core/src/testing/service-process';

export interface SplitStackPorts {
  gateway: number;
  api: number;
  notify: number;
}

export interface SplitStack {
  /** The gateway's address: what the browser opens. */
  readonly baseURL: string;
  /** Where the api writes mail (no SMTP_URL: DATA_DIR/mail): for proveEmail and apiSignUp. */
  readonly mailDir: string;
  /** One service's own address, to reach it without the gateway. */
  url(kind: ServiceKind): string;
  /** SIGKILL to the service's process group: a crash. */
  kill(kind: ServiceKind): Promise<void>;
  /** SIGTERM: a graceful stop, as a deploy does. */
  stop(kind: ServiceKind): Promise<void>;
  /** Starts the service again on the same port and data, and waits until it answers /readyz. */
  restart(kind: ServiceKind): Promise<void>;
  /** Stops every service and removes the data directory. */
  close(): Promise<void>;
}


/**
 * api, notify and gateway as three processes, the way scaled mode runs them, on fixed ports. api and
 * notify share one SQLite file in a fresh data directory (WAL, busy timeout: several processes may
 * open it) and one JWT_SECRET (INTERNAL_SECRET derives from it); the gateway is given only the two
 * upstreams and the built web app, as in production. Any of them can be killed and restarted.
 */
export async function startSplitStack(ports: SplitStackPorts, webRoot: string): Promise<SplitStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'startupsetu-split-'));
  const jwtSecret = randomBytes(32).toString('base64url');
  const urls: Record<ServiceKind, string> = {
    api: `http://127.0.0.1:${ports.api}`,
    notify: `http://127.0.0.1:${ports.notify}`,
    gateway: `http://localhost:${ports.gateway}`,
  };
  const env: Record<ServiceKind, Record<string, string>> = {
    api: { DATA_DIR: dataDir, JWT_SECRET: jwtSecret, NOTIFY_URL: urls.notify },
    notify: { DATA_DIR: dataDir, JWT_SECRET: jwtSecret, API_URL: urls.api },
    gateway: { API_URL: urls.api, NOTIFY_URL: urls.notify, WEB_ROOT: webRoot },
  };
  const services = new Map<ServiceKind, ServiceProcess>();
  const start = async (kind: ServiceKind) => {
    const service = spawnService(kind, `split ${kind}`, ports[kind], env[kind]);
    services.set(kind, service);
    await waitReady(service);
  };
  const close = async () => {
    await Promise.all([...services.values()].map((service) => service.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    // The api first: it runs the migrations the notify service then finds done.
    await start('api');
    await start('notify');
    await start('gateway');
  } catch (error) {
    await close();
    throw error;
  }

  const running = (kind: ServiceKind) => {
    const service = services.get(kind);
    if (!service) throw new Error(`the ${kind} service was never started`);
    return service;
  };
  return {
    baseURL: urls.gateway,
    mailDir: join(dataDir, 'mail'),
    url: (kind) => urls[kind],
    kill: (kind) => running(kind).kill(),
    stop: (kind) => running(kind).stop(),
    restart: async (kind) => {
      await running(kind).stop();
      await start(kind);
    },
    close,
  };
}
