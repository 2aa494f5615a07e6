// What every benchmark hands back, and the Markdown report they become (bench/RESULTS.md).
import { writeFileSync } from 'node:fs';
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

export function renderResults(outcomes: BenchOutcome[], startedAt: Date): string {
  const lines = [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (bench/run.ts). Every figure and its baseline come from the same run,',
    'on loopback, on this machine:',
    '',
    ...machineLines(),
    `- Date: ${startedAt.toISOString()}`,
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
    lines.push(`### ${outcome.title} (${outcome.seconds.toFixed(0)} s, load average ${outcome.loadAtStart.toFixed(1)} at its start)`, '', ...notes.map((note) => `- ${note}`), '');
  }
  return lines.join('\n');
}

export function writeResults(file: string, outcomes: BenchOutcome[], startedAt: Date): void {
  writeFileSync(file, renderResults(outcomes, startedAt));
}
