import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, write } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BATCH_CHARS, LogWriter, MAX_PENDING_CHARS } from './log-writer';

const dirs: string[] = [];
const fds: number[] = [];

function logFile(): { fd: number; text: () => string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'startupsetu-logs-'));
  dirs.push(dir);
  const file = path.join(dir, 'out.log');
  const fd = openSync(file, 'a');
  fds.push(fd);
  return { fd, text: () => readFileSync(file, 'utf8') };
}

afterEach(() => {
  for (const fd of fds.splice(0)) closeSync(fd);
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const line = (n: number) => `{"msg":"request completed","n":${n}}\n`;

describe('LogWriter', () => {
  it('writes every line, in order, in a few batched writes', async () => {
    const { fd, text } = logFile();
    const writes = vi.fn(write);
    const writer = new LogWriter(fd, writes as unknown as typeof write);
    const lines = Array.from({ length: 2000 }, (_, n) => line(n));
    for (const l of lines) writer.write(l);
    await writer.drain();
    expect(text()).toBe(lines.join(''));
    const total = lines.join('').length;
    expect(writes.mock.calls.length).toBeLessThanOrEqual(Math.ceil(total / BATCH_CHARS) + 1);
  });

  it('writes a lone line without waiting for a full batch', async () => {
    const { fd, text } = logFile();
    const writer = new LogWriter(fd);
    writer.write(line(1));
    await vi.waitFor(() => expect(text()).toBe(line(1)));
  });

  it('writes what waits synchronously at exit', () => {
    const { fd, text } = logFile();
    const writer = new LogWriter(fd);
    writer.write(line(1));
    writer.write(line(2));
    writer.flushSync();
    expect(text()).toBe(line(1) + line(2));
  });

  it('keeps going after a failed write, dropping only its lines', async () => {
    const { fd, text } = logFile();
    let failed = false;
    const flaky = ((...args: Parameters<typeof write>) => {
      if (!failed) {
        failed = true;
        const callback = args.at(-1) as (error: Error | null, written: number) => void;
        callback(Object.assign(new Error('EPIPE'), { code: 'EPIPE' }), 0);
        return;
      }
      return (write as (...a: unknown[]) => void)(...args);
    }) as unknown as typeof write;
    const writer = new LogWriter(fd, flaky);
    writer.write(line(1));
    await writer.drain();
    writer.write(line(2));
    await writer.drain();
    expect(text()).toBe(line(2));
  });

  it('drops lines beyond MAX_PENDING_CHARS while the output is stuck, then writes again', async () => {
    const { fd, text } = logFile();
    let release: (() => void) | undefined;
    const stuck = ((...args: Parameters<typeof write>) => {
      if (!release) {
        // The first write hangs until released, as on a pipe nobody reads.
        release = () => (write as (...a: unknown[]) => void)(...args);
        return;
      }
      return (write as (...a: unknown[]) => void)(...args);
    }) as unknown as typeof write;
    const writer = new LogWriter(fd, stuck);
    const big = 'x'.repeat(BATCH_CHARS) + '\n';
    writer.write(big);
    const waiting = Math.floor(MAX_PENDING_CHARS / big.length);
    for (let i = 0; i < waiting + 10; i += 1) writer.write(big);
    release!();
    await writer.drain();
    expect(text().length).toBe(big.length * (1 + waiting));
    writer.write(line(1));
    await writer.drain();
    expect(text().endsWith(line(1))).toBe(true);
  });
});
