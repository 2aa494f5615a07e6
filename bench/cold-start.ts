// Cold start: `npm start` with the app already built (node gateway/dist/server.mjs, embedded mode, an
// empty data directory) from spawn until /readyz answers 200, beside the floor of starting node at all.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { webDistDir } from './support/front-end-size';
import { atMost, type BenchResult } from './support/results';
import { scratchDir, spawnServer } from './support/stack';
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

async function startOnce(): Promise<number> {
  const data = scratchDir('cold');
  const started = process.hrtime.bigint();
  const gateway = spawnServer('gateway', 'cold-start', PORT, {
    API_PORT: String(PORT + 1),
    NOTIFY_PORT: String(PORT + 2),
    DATA_DIR: data.dir,
    WEB_ROOT: webDistDir(),
  });
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
  const starts: number[] = [];
  const floors: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    floors.push(await nodeFloor());
    starts.push(await startOnce());
  }
  const median = percentile(starts, 50);
  return {
    figures: [
      {
        name: 'spawn → /readyz 200 (median)',
        value: median / 1000,
        unit: 's',
        baseline: { label: 'node, empty script', value: percentile(floors, 50) / 1000 },
        target: atMost(median, 3000, '≤ 3 s'),
      },
      { name: 'spawn → /readyz 200 (slowest)', value: Math.max(...starts) / 1000, unit: 's', target: atMost(Math.max(...starts), 3000, '≤ 3 s') },
    ],
    notes: [
      `${RUNS} starts, each with an empty data directory (SQLite created and migrated, secret generated); /readyz polled every ${POLL_MS} ms.`,
      `Each: ${starts.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')}.`,
    ],
  };
}
