// The embedded stack as `npm start` runs it (gateway/src/server.ts in a child process), with
// METRICS_PORT set: the public port never serves /metrics; the metrics port serves the process's
// figures, the gateway's, the api's and notify's, each labelled with its service.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

let dataDir: string;
let child: ChildProcess;
let output = '';
let publicUrl: string;
let metricsUrl: string;

function started(proc: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    proc.stdout!.on('data', () => {
      const site = /StartupSetu is running at (http:\/\/localhost:\d+)/.exec(output);
      const metrics = /Metrics: (http:\/\/127\.0\.0\.1:\d+\/metrics)/.exec(output);
      if (site && metrics) {
        publicUrl = site[1]!;
        metricsUrl = metrics[1]!;
        resolve();
      }
    });
    proc.once('exit', (code) => reject(new Error(`the stack exited (${code}) before it listened:\n${output}`)));
  });
}

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers, signal: AbortSignal.timeout(10_000) });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'startupsetu-metrics-'));
  child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['gateway/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', API_PORT: '0', NOTIFY_PORT: '0', METRICS_PORT: '0', DATA_DIR: dataDir, API_URL: '', NOTIFY_URL: '', METRICS_TOKEN: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  await started(child);
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('metrics of the embedded stack', () => {
  it('answers 404 JSON for /metrics on the public port, to a scraper and to a browser alike', async () => {
    for (const accept of ['*/*', 'text/html']) {
      const response = await get(`${publicUrl}/metrics`, { accept });
      expect(response.status, accept).toBe(404);
      expect(await response.json()).toMatchObject({ success: false });
    }
  });

  it('serves the gateway’s, the api’s and notify’s figures on METRICS_PORT', async () => {
    expect((await get(`${publicUrl}/api/Notifications`)).status).toBe(401);
    expect((await get(`${publicUrl}/api/users`)).status).toBe(401);

    const response = await get(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(/^http_request_duration_seconds_count\{service="gateway",method="GET",route="\/metrics",status_code="404"\} [1-9]/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{service="api",method="GET",route="\/api\/users",status_code="401"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{service="notify",method="GET",route="\/api\/Notifications",status_code="401"\} 1$/m);
    expect(text).toMatch(/^realtime_open_sockets\{service="api"\} 0$/m);
    expect(text).toMatch(/^http_open_connections\{service="gateway"\} [1-9]/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it('writes JSON log lines when its output is not a terminal', async () => {
    // Lines are written in batches (log-writer.ts): the requests above show up within a flush.
    await vi.waitFor(() => expect(output).toMatch(/"msg":"request completed"/), { timeout: 5_000 });
    const logLines = output.split('\n').filter((line) => line.startsWith('{'));
    expect(logLines.length).toBeGreaterThan(0);
    for (const line of logLines) expect(() => JSON.parse(line)).not.toThrow();
  });
});
