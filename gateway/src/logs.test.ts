// Logs never contain passwords or tokens: the real embedded stack (`tsx gateway/src/server.ts`, the
// sources of what `npm start` runs) in a child process on ports of its own, its stdout and stderr
// captured, driven with a known password and its token, then stopped; nothing secret may appear in
// what it printed.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PASSWORD = `Chai-Pani-${Math.random().toString(36).slice(2)}-9`;
const EMAIL = `logs.${Date.now().toString(36)}@example.in`;

let dataDir: string;
let child: ChildProcess;
let output = '';
let baseUrl: string;

function waitForUrl(proc: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const onData = () => {
      const match = /StartupSetu is running at (http:\/\/localhost:\d+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    proc.stdout!.on('data', onData);
    proc.once('exit', (code) => reject(new Error(`the stack exited (${code}) before it listened:\n${output}`)));
  });
}

function waitForExit(proc: ChildProcess): Promise<number | null> {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve(proc.exitCode);
  return new Promise((resolve) => proc.once('exit', (code) => resolve(code)));
}

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
}

function json(body: unknown, token?: string): RequestInit {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  return { method: 'POST', headers, body: JSON.stringify(body) };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'startupsetu-logs-'));
  // Port 0 everywhere: the operating system picks free ports, so this never collides with other suites.
  child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['gateway/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', API_PORT: '0', NOTIFY_PORT: '0', DATA_DIR: dataDir, API_URL: '', NOTIFY_URL: '', LOG_LEVEL: 'trace' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  baseUrl = await waitForUrl(child);
});

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await waitForExit(child);
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the logs of the running stack', () => {
  it('hold neither the password, nor the token, nor the authorization header after sign-up, sign-in, calls and a socket', async () => {
    const signup = await call('/api/auth/signup', json({ email: EMAIL, password: PASSWORD, role: 'Hustler' }));
    expect(signup.status).toBe(201);
    const duplicate = await call('/api/auth/signup', json({ email: EMAIL, password: PASSWORD, role: 'Hustler' }));
    expect(duplicate.status).toBe(409);
    const wrong = await call('/api/auth/signin', json({ email: EMAIL, password: `${PASSWORD}-wrong` }));
    expect(wrong.status).toBe(401);
    const signin = await call('/api/auth/signin', json({ email: EMAIL, password: PASSWORD }));
    expect(signin.status).toBe(200);
    const { accessToken: token, id } = (await signin.json()) as { accessToken: string; id: string };
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const auth = { authorization: `Bearer ${token}` };

    // Authenticated calls to both services, a write, refused writes and a missing route.
    expect((await call('/api/userprofile/getUser', { headers: auth })).status).toBe(200);
    expect((await call('/api/Notifications/unread-count', { headers: auth })).status).toBe(200);
    expect((await call('/api/user/verify', { method: 'PUT', headers: auth })).status).toBe(200);
    expect((await call('/api/userprofile/addTalks', json({ title: 'Logs stay clean' }, token))).status).toBeLessThan(300);
    // A body refused by validation, and a write refused because the email is not proven yet.
    expect((await call('/api/userprofile/addTalks', json({ password: PASSWORD }, token))).status).toBe(400);
    expect((await call('/api/messages', json({ receiverId: id, password: PASSWORD }, token))).status).toBe(403);
    expect((await call('/api/no-such-route', { headers: auth })).status).toBe(404);
    expect((await call(`/api/userprofile/getUser?token=${encodeURIComponent('x')}`, { headers: { authorization: `Bearer ${token}x` } })).status).toBe(401);

    // The realtime channel, signed in as the web's: the token in the handshake's URL (which the
    // gateway logs) and in the CONNECT packet.
    const socket = io(baseUrl, { transports: ['websocket'], query: { token }, auth: { token }, reconnection: false, timeout: 5_000 });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      socket.emit('join', id);
    } finally {
      socket.close();
    }

    child.kill('SIGTERM');
    expect(await waitForExit(child)).toBe(0);

    // The capture works: the requests were logged (so an absence below means something).
    expect(output).toContain('/api/auth/signin');
    expect(output).toContain('/api/userprofile/getUser');
    expect(output).toContain('/socket.io/');
    expect(output).toMatch(/\/socket\.io\/\?token=\[Redacted\]&/);

    expect(output).not.toContain(PASSWORD);
    expect(output).not.toContain(token);
    expect(output).not.toContain(token.split('.')[2]!);
    expect(output).not.toContain(`Bearer ${token}`);
    expect(output).not.toMatch(/Bearer\s+[\w-]+\./);
  });
});
