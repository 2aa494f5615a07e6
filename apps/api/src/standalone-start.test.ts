// A standalone api (`npm run start:api`) as a deployment runs it: loopback unless HOST widens it,
// and no start with a guessable signing key.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePorts, spawnService, stopAll, waitReady, type ServiceProcess } from '@startupsetu/server-core/testing/service-process';
import { afterAll, describe, expect, it } from 'vitest';

const started: ServiceProcess[] = [];
const dirs: string[] = [];

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'startupsetu-standalone-'));
  dirs.push(dir);
  return dir;
}

afterAll(async () => {
  await stopAll(started);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const listeningLines = (output: string) => output.split('\n').filter((line) => line.includes('Server listening at'));

describe('a standalone api', () => {
  it('listens on 127.0.0.1 only when HOST is unset', async () => {
    const [port] = await freePorts(1);
    const api = spawnService('api', 'api on loopback', port!, { DATA_DIR: dataDir(), JWT_SECRET: 'k'.repeat(32) });
    started.push(api);
    await waitReady(api);
    // Log lines reach stdout in batches, a moment after the fact.
    await expect.poll(() => listeningLines(api.output()), { timeout: 5_000 }).toHaveLength(1);
    expect(listeningLines(api.output())[0]).toContain(`http://127.0.0.1:${port}`);
  });

  it('refuses to start with a JWT_SECRET under 32 bytes, saying so in one line', async () => {
    const [port] = await freePorts(1);
    const api = spawnService('api', 'api with a short secret', port!, { DATA_DIR: dataDir(), JWT_SECRET: 'short-secret' });
    started.push(api);
    expect(await api.exited).toBe(1);
    expect(api.output()).toContain(
      'api cannot start: JWT_SECRET is too short (12 bytes): use at least 32 random bytes, e.g. the output of openssl rand -base64 48',
    );
  });
});
