import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions } from './e2e/support/chromium';

// The suite runs against the real embedded stack (gateway + api + notify + SQLite) built by
// `npm run build`, on ports of its own and a fresh data directory.
const port = Number(process.env.E2E_PORT ?? 8181);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'startupsetu-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// The loopback push service Firefox's journey subscribes at (e2e/push-firefox.spec.ts): notify may post there.
const pushPort = Number(process.env.E2E_PUSH_PORT ?? 8189);
process.env.E2E_PUSH_PORT = String(pushPort);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
  },
  webServer: {
    command: 'node scripts/build-servers.mjs && node gateway/dist/server.mjs',
    url: `http://localhost:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      API_PORT: String(port + 1),
      NOTIFY_PORT: String(port + 2),
      DATA_DIR: dataDir,
      PUSH_ENDPOINT_ALLOW: `http://127.0.0.1:${pushPort}`,
    },
  },
});
