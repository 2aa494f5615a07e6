// One service (api, notify or gateway) as a real process: its TypeScript entry run through tsx, so
// that tests need no build, the bundle `npm run start:<service>` runs (after `npm run build:servers`),
// or `npm start`. Each runs in its own process group so that stopping it also stops the node process
// that tsx or npm starts under it.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export type ServiceKind = 'api' | 'notify' | 'gateway';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const PACKAGE_DIR: Record<ServiceKind, string> = { api: 'apps/api', notify: 'apps/notify', gateway: 'gateway' };
// The services read only what they are given: nothing from the shell running the tests.
const INHERITED_ENV = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'];
const KEPT_LINES = 300;
const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;

const running = new Set<ChildProcess>();
// A test run that ends half-way still takes its services with it: they run in groups of their own,
// so a Ctrl-C in the terminal does not reach them. After killing them the signal is raised again,
// to end this process as it would have ended.
const killAllNow = () => {
  for (const child of running) signalGroup(child, 'SIGKILL');
};
process.once('exit', killAllNow);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    killAllNow();
    process.kill(process.pid, signal);
  });
}

export interface ServiceProcess {
  readonly label: string;
  readonly kind: ServiceKind;
  readonly port: number;
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  readonly exited: Promise<number | string>;
  /** The last lines it wrote, stdout and stderr together. */
  output(): string;
  /** SIGTERM to the group, then SIGKILL to whatever is left of it. */
  stop(): Promise<void>;
  /** SIGKILL to the whole group at once: a crash. */
  kill(): Promise<void>;
}

/**
 * How a service runs: its TypeScript through tsx (tests), its bundle (`npm run start:<service>`), or,
 * for the gateway with api and notify in its process, `npm start` itself (which builds first when
 * the sources changed since the last build).
 */
export type RunFrom = 'sources' | 'bundle' | 'npm start';

function commandLine(kind: ServiceKind, from: RunFrom): [string, string[]] {
  if (from === 'npm start') {
    if (kind !== 'gateway') throw new Error(`npm start runs the gateway, not ${kind}`);
    return ['npm', ['start']];
  }
  return from === 'bundle' ? [process.execPath, [`${PACKAGE_DIR[kind]}/dist/server.mjs`]] : [TSX, [`${PACKAGE_DIR[kind]}/src/server.ts`]];
}

export function spawnService(
  kind: ServiceKind,
  label: string,
  port: number,
  env: Record<string, string>,
  from: RunFrom = 'sources',
): ServiceProcess {
  const portVariable = { api: 'API_PORT', notify: 'NOTIFY_PORT', gateway: 'PORT' }[kind];
  const inherited = Object.fromEntries(INHERITED_ENV.flatMap((name) => (process.env[name] ? [[name, process.env[name]!]] : [])));
  const [command, args] = commandLine(kind, from);
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...inherited, ...env, [portVariable]: String(port) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);

  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > KEPT_LINES) lines.splice(0, lines.length - KEPT_LINES);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? signal ?? 'unknown');
    });
    child.once('error', (error) => {
      running.delete(child);
      lines.push(`spawn failed: ${error.message}`);
      resolve('spawn-error');
    });
  });

  const endGroup = async (signal: NodeJS.Signals) => {
    if (!running.has(child)) return;
    signalGroup(child, signal);
    await Promise.race([exited, sleep(STOP_TIMEOUT_MS)]);
    // tsx's own child may outlive it for a moment; nothing of the group may stay behind.
    signalGroup(child, 'SIGKILL');
    await exited;
  };

  return {
    label,
    kind,
    port,
    url: `http://127.0.0.1:${port}`,
    exited,
    output: () => lines.join('\n'),
    stop: () => endGroup('SIGTERM'),
    kill: () => endGroup('SIGKILL'),
  };
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** Waits until GET /readyz answers 200; fails with the service's output if it exits or takes too long. */
export async function waitReady(service: ServiceProcess, timeoutMs = READY_TIMEOUT_MS): Promise<void> {
  const deadline = AbortSignal.timeout(timeoutMs);
  let ended: number | string | undefined;
  void service.exited.then((code) => (ended = code));
  for (;;) {
    if (ended !== undefined) {
      throw new Error(`${service.label} exited (${ended}) before it was ready. Its output:\n${service.output()}`);
    }
    if (deadline.aborted) {
      throw new Error(`${service.label} was not ready within ${timeoutMs / 1000} s. Its output:\n${service.output()}`);
    }
    const ready = await fetch(`${service.url}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
      async (response) => {
        await response.body?.cancel();
        return response.status === 200;
      },
      () => false,
    );
    if (ready) return;
    await sleep(100);
  }
}

export async function stopAll(services: Iterable<ServiceProcess>): Promise<void> {
  await Promise.all([...services].map((service) => service.stop()));
}

/** Distinct loopback ports that nothing listens on right now. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  try {
    await Promise.all(servers.map(async (server) => {
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
    }));
    return servers.map((server) => {
      const address = server.address();
      if (address === null || typeof address === 'string') throw new Error('no port');
      return address.port;
    });
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}
