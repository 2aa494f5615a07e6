// The processes a benchmark runs against, started with the shared launcher from the bundles `npm start`
// runs (bench/run.ts builds them first): the embedded stack (gateway + api + notify in one process),
// or a service alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile, readlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mailedLink, tokenOf } from '@startupsetu/server-core/testing/mail-files';
import { spawnService, waitReady, type ServiceKind, type ServiceProcess } from '@startupsetu/server-core/testing/service-process';
import { webDistDir } from './front-end-size';

export const BENCH_JWT_SECRET = 'bench-secret-not-for-production-0123456789';

export interface EmbeddedStack {
  gateway: ServiceProcess;
  gatewayUrl: string;
  /** The in-process api's own port: the "direct" baseline. */
  apiUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** A fresh data directory under /tmp, removed by the returned function. */
export function scratchDir(label: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), `startupsetu-bench-${label}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A service as `npm start` (once it has checked the build) or `npm run start:<service>` runs it. */
export const spawnServer = (kind: ServiceKind, label: string, port: number, env: Record<string, string>) =>
  spawnService(kind, label, port, env, 'bundle');

/** `npm start` without the web build: ports are gateway, gateway+1 (api), gateway+2 (notify). */
export async function startEmbeddedStack(label: string, gatewayPort: number, env: Record<string, string> = {}): Promise<EmbeddedStack> {
  const data = scratchDir(label);
  const gateway = spawnServer('gateway', label, gatewayPort, {
    API_PORT: String(gatewayPort + 1),
    NOTIFY_PORT: String(gatewayPort + 2),
    DATA_DIR: data.dir,
    WEB_ROOT: webDistDir(),
    // Benchmarks write faster than a person; the per-user write limit would refuse them.
    WRITE_RATE_LIMIT: '0',
    ...env,
  });
  const stop = async () => {
    await gateway.stop();
    data.remove();
  };
  try {
    await waitReady(gateway);
  } catch (error) {
    await stop();
    throw error;
  }
  return { gateway, gatewayUrl: gateway.url, apiUrl: `http://127.0.0.1:${gatewayPort + 1}`, dataDir: data.dir, stop };
}

export interface BenchAccount {
  id: string;
  token: string;
  email: string;
}

let accounts = 0;

/** The api to sign up at, and the data directory it writes its mail under (no SMTP_URL: DATA_DIR/mail). */
export type SignUpTarget = Pick<EmbeddedStack, 'apiUrl' | 'dataDir'>;

/**
 * Signs a user up straight at the api (the gateway's sign-up rate limit is for people) and proves
 * their email as they would, with the link mailed to them (DESIGN §7.4: until then they cannot
 * message, connect, ignite, apply or report).
 */
export async function signUp({ apiUrl, dataDir }: SignUpTarget, role = 'Hustler'): Promise<BenchAccount> {
  accounts += 1;
  const email = `bench${accounts}-${Date.now()}@example.com`;
  const response = await fetch(`${apiUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password-1', role }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { id: string; accessToken: string };
  const link = await mailedLink(path.join(dataDir, 'mail'), email, '/verify-email?token=');
  const proof = await fetch(`${apiUrl}/api/auth/email/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: tokenOf(link) }),
  });
  if (proof.status !== 200) throw new Error(`email proof failed: ${proof.status} ${await proof.text()}`);
  return { id: body.id, token: body.accessToken, email };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** One call to the api that must succeed. */
async function apiCall(apiUrl: string, method: 'POST' | 'PUT', route: string, token: string, body: object): Promise<void> {
  const response = await fetch(`${apiUrl}${route}`, { method, headers: { ...bearer(token), 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (response.status >= 300) throw new Error(`${method} ${route} answered ${response.status} ${await response.text()}`);
}

/**
 * `from` writes `text` to `to` as a stranger does (DESIGN §7.4): `to` hears from everyone, and
 * accepts the message request it opened, so the two chat freely from then on. A reply in a chat
 * `to` started opens no request, and there is none to accept.
 */
export async function startChat({ apiUrl }: Pick<EmbeddedStack, 'apiUrl'>, from: BenchAccount, to: BenchAccount, text: string): Promise<void> {
  await apiCall(apiUrl, 'PUT', '/api/settings/privacy', to.token, { messagesFrom: 'everyone' });
  await apiCall(apiUrl, 'POST', '/api/messages', from.token, { receiverId: to.id, text });
  const requests = await fetch(`${apiUrl}/api/messages/requests?limit=100`, { headers: bearer(to.token) });
  if (!requests.ok) throw new Error(`GET /api/messages/requests answered ${requests.status} ${await requests.text()}`);
  const { data } = (await requests.json()) as { data: { _id: string }[] };
  if (data.some((request) => request._id === from.id)) await apiCall(apiUrl, 'PUT', `/api/messages/requests/${from.id}`, to.token, { action: 'accept' });
}

/** Resident set size of a process, from /proc (Linux), in bytes. */
export async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

/** CPU time (user + system) a process has used so far, from /proc (Linux), in ms. */
export async function cpuMsOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at ") "; utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS_PER_S;
}

/** USER_HZ: Linux reports process times in hundredths of a second on every platform Node runs on. */
const CLOCK_TICKS_PER_S = 100;

/**
 * The process that listens on a loopback TCP port (the node server, not a launcher above it such as tsx),
 * found through /proc: the listening socket's inode, then the process holding it.
 */
export async function pidListeningOn(port: number): Promise<number> {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const table = (await readFile('/proc/net/tcp', 'utf8')) + (await readFile('/proc/net/tcp6', 'utf8').catch(() => ''));
  const inodes = new Set(
    table
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A')
      .map((fields) => fields[9]),
  );
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fds = await readdir(`/proc/${entry}/fd`).catch(() => [] as string[]);
    for (const fd of fds) {
      const target = await readlink(`/proc/${entry}/fd/${fd}`).catch(() => '');
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) return Number(entry);
    }
  }
  throw new Error(`no process listens on port ${port}`);
}
