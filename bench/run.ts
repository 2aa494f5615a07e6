// `npm run bench [-- name …]`: runs the benchmarks one after another (all, or the named ones), each
// within its own time limit, and writes bench/RESULTS.md (or BENCH_RESULTS). Every benchmark stops
// the processes it started; whatever one leaves after a timeout is killed when this process exits.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIsCurrent } from '../scripts/build-inputs.mjs';
import { coldStart } from './cold-start';
import { uploadResilience } from './upload-resilience';
import { dashboardVisit } from './dashboard-visit';
import { frontEnd } from './front-end';
import { gatewayOverhead } from './gateway-overhead';
import { layoutShift } from './layout-shift';
import { lighthouseScores } from './lighthouse';
import { listGrowth } from './list-growth';
import { noStall } from './no-stall';
import { offlineDashboard } from './offline-dashboard';
import { realtimeLatency } from './realtime-latency';
import { routeSweep } from './route-sweep';
import { writeResults, type BenchOutcome, type BenchResult } from './support/results';
import { uploadMemory } from './upload-memory';

interface Benchmark {
  name: string;
  title: string;
  limitS: number;
  run(): Promise<BenchResult>;
}

const benchmarks: Benchmark[] = [
  { name: 'front-end', title: 'Front end: sizes', limitS: 30, run: frontEnd },
  { name: 'cold-start', title: 'Cold start', limitS: 120, run: coldStart },
  { name: 'gateway-overhead', title: 'Gateway overhead', limitS: 300, run: gatewayOverhead },
  { name: 'realtime-latency', title: 'Realtime chat latency', limitS: 480, run: realtimeLatency },
  { name: 'upload-memory', title: 'Upload memory', limitS: 120, run: uploadMemory },
  // Seeding 1,000,000 rows of each of seven lists takes about 20 min an engine on this machine.
  { name: 'list-growth', title: 'Every list as data grows', limitS: 6000, run: listGrowth },
  { name: 'no-stall', title: 'No request stalls the others', limitS: 900, run: noStall },
  { name: 'lighthouse', title: 'Lighthouse (mobile)', limitS: 300, run: lighthouseScores },
  { name: 'layout-shift', title: 'Layout shift (mobile)', limitS: 600, run: layoutShift },
  { name: 'offline-dashboard', title: 'Offline dashboard', limitS: 180, run: offlineDashboard },
  // About 10 min with the machine to itself; a busy machine (load 12) slows each audit by half, and
  // at load 6 with e2e beside it the sweep has taken over 25 min.
  { name: 'routes', title: 'Every route (Lighthouse mobile)', limitS: 2400, run: routeSweep },
  { name: 'dashboard-visit', title: 'Signed-in dashboard visit (phone)', limitS: 240, run: dashboardVisit },
  { name: 'upload-resilience', title: 'Uploads that survive the network', limitS: 300, run: uploadResilience },
];

async function runOne(benchmark: Benchmark): Promise<BenchOutcome> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  const loadAtStart = os.loadavg()[0]!;
  const ranAt = new Date().toISOString();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`did not finish within ${benchmark.limitS} s`)), benchmark.limitS * 1000);
  });
  try {
    const result = await Promise.race([benchmark.run(), timeout]);
    return { title: benchmark.title, ...result, seconds: seconds(), loadAtStart, ranAt };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    return { title: benchmark.title, figures: [], error: text.split('\n').slice(0, 12).join(' / '), seconds: seconds(), loadAtStart, ranAt };
  } finally {
    clearTimeout(timer);
  }
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !benchmarks.some((benchmark) => benchmark.name === name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; known: ${benchmarks.map((b) => b.name).join(', ')}`);
  process.exit(2);
}
// Every benchmark measures this tree: the web app and the plain-JS server bundles `npm start` runs,
// built as `npm start` would, unless the last build is of these very sources.
if (!buildIsCurrent()) execFileSync(process.execPath, [fileURLToPath(new URL('../scripts/build.mjs', import.meta.url))], { stdio: 'inherit' });
const file = process.env.BENCH_RESULTS ?? path.join(path.dirname(fileURLToPath(import.meta.url)), 'RESULTS.md');
const outcomes: BenchOutcome[] = [];
for (const benchmark of benchmarks.filter((b) => wanted.length === 0 || wanted.includes(b.name))) {
  console.log(`▶ ${benchmark.name}`);
  const outcome = await runOne(benchmark);
  outcomes.push(outcome);
  for (const figure of outcome.figures) {
    const baseline = figure.baseline ? ` (baseline ${figure.baseline.value.toFixed(2)})` : '';
    console.log(`  ${figure.name}: ${figure.value.toFixed(2)} ${figure.unit}${baseline}${figure.target ? ` ${figure.target.text}: ${figure.target.pass ? 'pass' : 'FAIL'}` : ''}`);
  }
  if (outcome.error) console.log(`  error: ${outcome.error}`);
  writeResults(
    file,
    outcomes,
    benchmarks.map((b) => b.title),
  );
}
console.log(`Results in ${file}`);
// Ends whatever a timed-out benchmark left running (the launcher kills its process groups on exit).
process.exit(outcomes.some((outcome) => outcome.error) ? 1 : 0);
