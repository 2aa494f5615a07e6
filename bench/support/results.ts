// What every benchmark hands back, and the Markdown report they become (bench/RESULTS.md).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

export interface Target {
  /** How the issue states it, e.g. "≤ 20 ms". */
  text: string;
  pass: boolean;
}

export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** The same quantity measured on the baseline in the same run. */
  baseline?: { label: string; value: number };
  target?: Target;
}

export interface BenchResult {
  figures: Figure[];
  /** Setup and caveats worth reading beside the figures. */
  notes?: string[];
}

export interface BenchOutcome extends BenchResult {
  title: string;
  seconds: number;
  /** The machine's 1-minute load average when it started: other work on the machine skews timings. */
  loadAtStart: number;
  /** When it ran (ISO): a partial run keeps the other benchmarks' last outcomes, each with its date. */
  ranAt: string;
  /** Why it failed. */
  error?: string;
}

export const atMost = (value: number, limit: number, text: string): Target => ({ text, pass: value <= limit });
export const atLeast = (value: number, limit: number, text: string): Target => ({ text, pass: value >= limit });

export function ratioOf(figure: Figure): number | undefined {
  return figure.baseline && figure.baseline.value !== 0 ? figure.value / figure.baseline.value : undefined;
}

export function machineLines(): string[] {
  const cpus = os.cpus();
  return [
    `- CPU: ${cpus[0]?.model.trim() ?? 'unknown'}, ${cpus.length} cores (shared with whatever else ran)`,
    `- RAM: ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `- Node ${process.version}, ${os.type()} ${os.release()} (${os.arch()})`,
    `- Other work: the machine is shared (other test suites, browsers); each benchmark's notes give the load average when it started. Baselines run beside their figures (interleaved where the benchmark allows) so that load falls on both.`,
  ];
}

const number = (value: number) =>
  Math.abs(value) >= 100 ? value.toFixed(0) : Math.abs(value) >= 10 ? value.toFixed(1) : value.toFixed(2);

function row(title: string, figure: Figure): string {
  const ratio = ratioOf(figure);
  const baseline = figure.baseline ? `${number(figure.baseline.value)} ${figure.unit} (${figure.baseline.label})` : '—';
  const verdict = figure.target ? (figure.target.pass ? 'pass' : '**FAIL**') : '—';
  return `| ${title} | ${figure.name} | ${number(figure.value)} ${figure.unit} | ${baseline} | ${ratio === undefined ? '—' : ratio.toFixed(2)} | ${figure.target?.text ?? '—'} | ${verdict} |`;
}

export function renderResults(outcomes: BenchOutcome[]): string {
  const lines = [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (bench/run.ts). Every figure and its baseline come from the same run,',
    'on loopback, on this machine:',
    '',
    ...machineLines(),
    `- Dates: each benchmark's notes give when it ran (\`npm run bench -- <name>\` runs one again and keeps the others' last results)`,
    '',
    '| Benchmark | Figure | Value | Baseline (same run) | Ratio | Target | Result |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const outcome of outcomes) {
    if (outcome.error) lines.push(`| ${outcome.title} | — | **error** | — | — | — | **FAIL** |`);
    for (const figure of outcome.figures) lines.push(row(outcome.title, figure));
  }
  lines.push('', '## Notes', '');
  for (const outcome of outcomes) {
    const notes = [...(outcome.error ? [`error: ${outcome.error}`] : []), ...(outcome.notes ?? [])];
    lines.push(`### ${outcome.title} (${outcome.ranAt}, ${outcome.seconds.toFixed(0)} s, load average ${outcome.loadAtStart.toFixed(1)} at its start)`, '', ...notes.map((note) => `- ${note}`), '');
  }
  return lines.join('\n');
}

/** The outcomes kept beside the report (`RESULTS.json` next to `RESULTS.md`), from which it is drawn. */
const dataFileOf = (file: string) => file.replace(/\.md$/, '') + '.json';

/**
 * Writes the report of this run's outcomes together with the last outcomes of the benchmarks it did
 * not run (kept in the data file beside it), in `order`.
 */
export function writeResults(file: string, outcomes: BenchOutcome[], order: readonly string[]): void {
  const dataFile = dataFileOf(file);
  const kept: BenchOutcome[] = existsSync(dataFile) ? (JSON.parse(readFileSync(dataFile, 'utf8')) as BenchOutcome[]) : [];
  const ran = new Set(outcomes.map((outcome) => outcome.title));
  const merged = [...kept.filter((outcome) => !ran.has(outcome.title)), ...outcomes].sort(
    (a, b) => order.indexOf(a.title) - order.indexOf(b.title),
  );
  writeFileSync(dataFile, JSON.stringify(merged, null, 2) + '\n');
  writeFileSync(file, renderResults(merged));
}
