import { write, writeSync } from 'node:fs';

/** Lines wait in memory until this many characters are ready, or FLUSH_MS have passed. */
export const BATCH_CHARS = 8192;
export const FLUSH_MS = 250;
/** Lines waiting beyond this (stdout stuck) are dropped, so a blocked log never exhausts memory. */
export const MAX_PENDING_CHARS = 16 * 1024 * 1024;

/**
 * pino's destination for every service: lines are collected and written together, asynchronously
 * (one write per batch of about 8 KB, or every 250 ms when traffic is light), so a request never
 * waits on its log line and a busy gateway makes few writes. `drain()` resolves once everything
 * given so far is written (a graceful stop awaits it); at exit whatever is still waiting is written
 * synchronously.
 */
export class LogWriter {
  private pending: string[] = [];
  private chars = 0;
  private timer: NodeJS.Timeout | undefined;
  private writing = false;
  private waiters: (() => void)[] = [];

  constructor(
    private readonly fd: number,
    private readonly writeFd: typeof write = write,
  ) {}

  write(line: string): boolean {
    if (this.chars + line.length > MAX_PENDING_CHARS) return true;
    this.pending.push(line);
    this.chars += line.length;
    if (this.chars >= BATCH_CHARS) this.send();
    else this.timer ??= setTimeout(() => this.send(), FLUSH_MS).unref();
    return true;
  }

  /** Resolves once every line given so far is written. */
  drain(): Promise<void> {
    if (!this.writing && this.pending.length === 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.waiters.push(resolve);
      this.send();
    });
  }

  /** At exit: the lines not yet handed to a write, written now (one already in flight completes on its own). */
  flushSync(): void {
    clearTimeout(this.timer);
    if (this.pending.length === 0) return;
    const text = this.takePending();
    try {
      writeSync(this.fd, text);
    } catch {
      // Nothing more can be done for a log at exit.
    }
  }

  private takePending(): string {
    const text = this.pending.join('');
    this.pending = [];
    this.chars = 0;
    return text;
  }

  private send(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    // A write in flight sends what gathered meanwhile when it ends.
    if (this.writing || this.pending.length === 0) return;
    this.writing = true;
    this.writeAll(Buffer.from(this.takePending()), 0);
  }

  private writeAll(chunk: Buffer, offset: number): void {
    this.writeFd(this.fd, chunk, offset, chunk.length - offset, null, (error, written) => {
      if (error && (error as NodeJS.ErrnoException).code === 'EAGAIN') {
        setTimeout(() => this.writeAll(chunk, offset), 10).unref();
        return;
      }
      // A write that fails (stdout closed) drops its lines: logging must never stop the service.
      if (!error && offset + written < chunk.length) {
        this.writeAll(chunk, offset + written);
        return;
      }
      this.writing = false;
      if (this.pending.length > 0 && (this.chars >= BATCH_CHARS || this.waiters.length > 0)) this.send();
      else if (this.pending.length > 0) this.timer ??= setTimeout(() => this.send(), FLUSH_MS).unref();
      else for (const resolve of this.waiters.splice(0)) resolve();
    });
  }
}
