import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface FreshStack {
  baseURL: string;
  /** Where its api writes mail without SMTP_URL (DATA_DIR/mail): for proveEmail and apiSignUp. */
  mailDir: string;
  stop(): Promise<void>;
}

/**
 * A second embedded stack on its own ports and an empty database, for checks that need a fresh
 * database while the suite's main server already holds other tests' users, or settings of their
 * own (`env`, e.g. SMTP_URL for a mailbox on loopback).
 */
export async function startFreshStack(port: number, env: NodeJS.ProcessEnv = {}): Promise<FreshStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'startupsetu-fresh-'));
  const child: ChildProcess = spawn(join('node_modules', '.bin', 'tsx'), ['gateway/src/server.ts'], {
    env: { ...process.env, PORT: String(port), API_PORT: String(port + 1), NOTIFY_PORT: String(port + 2), DATA_DIR: dataDir, ...env },
    stdio: 'ignore',
  });
  const baseURL = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${baseURL}/readyz`).then((response) => response.ok, () => false);
    if (ready) return { baseURL, mailDir: join(dataDir, 'mail'), stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the fresh stack on port ${port} did not become ready`);
}
