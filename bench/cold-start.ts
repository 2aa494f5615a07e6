// Cold start: `npm start` (embedded mode, an empty data directory) from the command until /readyz
// answers 200, with the build already made from these sources (as on every start but the first after
// a change), beside the server's own start (node gateway/dist/server.mjs, what `npm start` runs once
// it has checked the build) and the floor of starting node at all.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { spawnService } from '@startupsetu/server-core/testing/service-process';
import { buildIsCurrent } from '../scripts/build-inputs.mjs';
import { webDistDir } from './support/front-end-size';
import { atMost, type BenchResult } from './support/results';
import { scratchDir } from './support/stack';
import { msSince, percentile } from './support/stats';

const PORT = 8590;
const RUNS = 3;
const POLL_MS = 10;
const LIMIT_MS = 60_000;
const ROOT = fileURLToPath(new URL('..', import.meta.url));

async function readyAfter(url: string, started: bigint, exited: () => boolean): Promise<number> {
  for (;;) {
    if (exited()) throw new Error('the process exited before it was ready');
    if (msSince(started) > LIMIT_MS) throw new Error(`not ready within ${LIMIT_MS / 1000} s`);
    const ok = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(1000) }).then(
      async (response) => {
        await response.body?.cancel();
        return response.status === 200;
      },
      () => false,
    );
    if (ok) return msSince(started);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** `npm start` itself, or the server's bundle alone (what `npm start` runs once it has checked the build). */
async function startOnce(from: 'npm start' | 'bundle'): Promise<number> {
  const data = scratchDir('cold');
  const started = process.hrtime.bigint();
  const gateway = spawnService('gateway', 'cold-start', PORT, {
    API_PORT: String(PORT + 1),
    NOTIFY_PORT: String(PORT + 2),
    DATA_DIR: data.dir,
    WEB_ROOT: webDistDir(),
  }, from);
  let ended = false;
  void gateway.exited.then(() => (ended = true));
  try {
    return await readyAfter(gateway.url, started, () => ended);
  } catch (error) {
    throw new Error(`${(error as Error).message}. Its output:\n${gateway.output()}`);
  } finally {
    await gateway.stop();
    data.remove();
  }
}

/** node running an empty script: what any server pays before its first line. */
async function nodeFloor(): Promise<number> {
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, ['-e', ''], { cwd: ROOT, stdio: 'ignore' });
  await new Promise((resolve, reject) => {
    child.once('exit', resolve);
    child.once('error', reject);
  });
  return msSince(started);
}

export async function coldStart(): Promise<BenchResult> {
  // bench/run.ts builds first: here `npm start` must find the build up to date, or it would time a build.
  if (!buildIsCurrent()) throw new Error('the build is not of these sources: run npm run build first');
  const npmStarts: number[] = [];
  const serverStarts: number[] = [];
  const floors: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    floors.push(await nodeFloor());
    serverStarts.push(await startOnce('bundle'));
    npmStarts.push(await startOnce('npm start'));
  }
  const median = percentile(npmStarts, 50);
  const slowest = Math.max(...npmStarts);
  const each = (starts: number[]) => starts.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ');
  return {
    figures: [
      {
        name: '`npm start` → /readyz 200 (median)',
        value: median / 1000,
        unit: 's',
        baseline: { label: 'the server alone', value: percentile(serverStarts, 50) / 1000 },
        target: atMost(median, 3000, '≤ 3 s'),
      },
      { name: '`npm start` → /readyz 200 (slowest)', value: slowest / 1000, unit: 's', target: atMost(slowest, 3000, '≤ 3 s') },
      {
        name: 'the server alone (node gateway/dist/server.mjs) → /readyz 200 (median)',
        value: percentile(serverStarts, 50) / 1000,
        unit: 's',
        baseline: { label: 'node, empty script', value: percentile(floors, 50) / 1000 },
      },
    ],
    notes: [
      `${RUNS} rounds of a start of each kind, each with an empty data directory (SQLite created and migrated, secret generated); /readyz polled every ${POLL_MS} ms.`,
      '`npm start` finds the build made from these sources (scripts/build-inputs.mjs fingerprints them) and runs the server without building: npm itself and that check are the difference from the server alone. The first `npm start` after a change to the sources builds the web app and the servers first, which this does not time.',
      `npm start: ${each(npmStarts)}. Server alone: ${each(serverStarts)}.`,
    ],
  };
}
