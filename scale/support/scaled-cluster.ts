// The scaled deployment on one machine: two api, two notify and two gateway processes on one
// PostgreSQL database and one Redis, with media in one shared directory.
//
//   gateway A ──► api 1, notify 1          gateway B ──► api 2, notify 2
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openDatabase } from '@startupsetu/server-core/db/database';
import { createEmptyTestDatabase, type EmptyTestDatabase } from '@startupsetu/server-core/test-database';
import { letWrite as letDatabaseWrite } from '@startupsetu/api/testing/message-request-route-samples';
import type { ScaleEnvironment } from './scale-environment';
import { freePorts, spawnService, stopAll, waitReady, type ServiceKind, type ServiceProcess } from '@startupsetu/server-core/testing/service-process';

import { TEST_VAPID_KEYS } from '@startupsetu/server-core/testing/vapid-test-keys';

const execFileAsync = promisify(execFile);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

export const SCALE_JWT_SECRET = 'scale-test-jwt-secret-shared-by-every-instance';
const SCALE_INTERNAL_SECRET = 'scale-test-internal-secret';

export interface ClusterSide {
  name: 'A' | 'B';
  api: ServiceProcess;
  notify: ServiceProcess;
  gateway: ServiceProcess;
  /** Where this side's api writes its mail (no SMTP_URL: its DATA_DIR/mail), e.g. sign-up's proof link. */
  mailDir: string;
}

export interface ScaledCluster {
  a: ClusterSide;
  b: ClusterSide;
  mediaDir: string;
  /** The PostgreSQL database every instance shares. */
  databaseUrl: string;
  /** Starts a stopped or killed api again, on its port and with its settings, once it is ready. */
  restartApi(side: ClusterSide): Promise<void>;
  /** Runs the operator's `npm run admin -- <args>` against the cluster's database; answers its output. */
  admin(args: string[]): Promise<string>;
  close(): Promise<void>;
}

/** A fresh PostgreSQL database, the shared media directory and a data directory per process. */
export interface ScaleWorkspace {
  databaseUrl: string;
  root: string;
  mediaDir: string;
  /** Settings every api and notify instance gets. */
  serviceEnv(label: string): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export async function createWorkspace(env: ScaleEnvironment): Promise<ScaleWorkspace> {
  let database: EmptyTestDatabase | undefined;
  const root = await mkdtemp(path.join(os.tmpdir(), 'startupsetu-scale-'));
  try {
    database = await createEmptyTestDatabase();
    const databaseUrl = database.target.databaseUrl;
    if (!databaseUrl) throw new Error('TEST_DATABASE_URL is not set');
    const mediaDir = path.join(root, 'shared-media');
    await mkdir(mediaDir);
    const db = database;
    return {
      databaseUrl,
      root,
      mediaDir,
      async serviceEnv(label) {
        const dataDir = path.join(root, `data-${label.replace(/\W+/g, '-')}`);
        await mkdir(dataDir, { recursive: true });
        return {
          DATABASE_URL: databaseUrl,
          REDIS_URL: env.redisUrl,
          JWT_SECRET: SCALE_JWT_SECRET,
          INTERNAL_SECRET: SCALE_INTERNAL_SECRET,
          ...TEST_VAPID_KEYS,
          MEDIA_DIR: mediaDir,
          DATA_DIR: dataDir,
        };
      },
      async close() {
        await db.close();
        await rm(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database?.close();
    await rm(root, { recursive: true, force: true });
    throw error;
  }
}

interface Spec {
  kind: ServiceKind;
  label: string;
  port: number;
  env: Record<string, string>;
}

type SideSpecs = Record<'api' | 'notify' | 'gateway', Spec>;

async function sideSpecs(
  workspace: ScaleWorkspace,
  name: 'A' | 'B',
  ports: Record<'api' | 'notify' | 'gateway', number>,
  notifyEnv: Record<string, string>,
): Promise<SideSpecs> {
  const n = name === 'A' ? 1 : 2;
  const apiUrl = `http://127.0.0.1:${ports.api}`;
  const notifyUrl = `http://127.0.0.1:${ports.notify}`;
  return {
    // api and notify know nothing of each other's address: they talk over the bus in Redis, so
    // a notification asked for through api 1 may be made by notify 2.
    api: { kind: 'api', label: `api ${n}`, port: ports.api, env: await workspace.serviceEnv(`api-${n}`) },
    notify: { kind: 'notify', label: `notify ${n}`, port: ports.notify, env: { ...(await workspace.serviceEnv(`notify-${n}`)), ...notifyEnv } },
    // A gateway in front of separate services reads nothing but its port and its upstreams.
    gateway: {
      kind: 'gateway',
      label: `gateway ${name}`,
      port: ports.gateway,
      env: { API_URL: apiUrl, NOTIFY_URL: notifyUrl, WEB_ROOT: path.join(workspace.root, 'no-web-build') },
    },
  };
}

/** `notifyEnv`: more settings for both notify instances (a test push service's origin). */
export async function startCluster(env: ScaleEnvironment, { notifyEnv = {} }: { notifyEnv?: Record<string, string> } = {}): Promise<ScaledCluster> {
  const workspace = await createWorkspace(env);
  const services = new Set<ServiceProcess>();
  const start = (spec: Spec) => {
    const service = spawnService(spec.kind, spec.label, spec.port, spec.env);
    services.add(service);
    return service;
  };

  try {
    const [api1, notify1, gatewayA, api2, notify2, gatewayB] = (await freePorts(6)) as [number, number, number, number, number, number];
    const specA = await sideSpecs(workspace, 'A', { api: api1, notify: notify1, gateway: gatewayA }, notifyEnv);
    const specB = await sideSpecs(workspace, 'B', { api: api2, notify: notify2, gateway: gatewayB }, notifyEnv);

    // All six at once, as a deployment would: the four database users race for the migration lock.
    const side = (name: 'A' | 'B', spec: SideSpecs): ClusterSide => ({
      name,
      api: start(spec.api),
      notify: start(spec.notify),
      gateway: start(spec.gateway),
      mailDir: path.join(spec.api.env.DATA_DIR!, 'mail'),
    });
    const a = side('A', specA);
    const b = side('B', specB);
    await Promise.all([...services].map((service) => waitReady(service)));

    const apiSpecs = new Map([
      [a, specA.api],
      [b, specB.api],
    ]);
    return {
      a,
      b,
      mediaDir: workspace.mediaDir,
      databaseUrl: workspace.databaseUrl,
      async restartApi(clusterSide) {
        await clusterSide.api.stop();
        services.delete(clusterSide.api);
        clusterSide.api = start(apiSpecs.get(clusterSide)!);
        await waitReady(clusterSide.api);
      },
      async admin(args) {
        const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...(await workspace.serviceEnv('admin')) };
        const { stdout } = await execFileAsync(TSX, ['apps/api/src/admin.ts', ...args], { cwd: ROOT, env });
        return stdout;
      },
      async close() {
        await stopAll(services);
        await workspace.close();
      },
    };
  } catch (error) {
    await stopAll(services);
    await workspace.close();
    throw error;
  }
}

/**
 * Lets each [sender, recipient] pair write freely on the cluster's database (DESIGN §7.4: the
 * recipient hears from everyone and has accepted the sender's request), as people who already chat.
 */
export async function letWrite(cluster: Pick<ScaledCluster, 'databaseUrl' | 'mediaDir'>, pairs: ReadonlyArray<readonly [string, string]>): Promise<void> {
  const db = await openDatabase({ databaseUrl: cluster.databaseUrl, dataDir: cluster.mediaDir });
  try {
    for (const [senderId, recipientId] of pairs) await letDatabaseWrite(db, senderId, recipientId);
  } finally {
    await db.destroy();
  }
}
