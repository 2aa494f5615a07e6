import { expect, test, type BrowserContext, type CDPSession } from '@playwright/test';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFreshStack, type FreshStack } from './support/fresh-stack';
import { waitForServiceWorkerControl } from './support/offline';

// Chromium fetches a worker's script for an update check itself: neither context.route nor a
// browser-level Fetch interception sees that request. So the new release is made the plain way:
// a stack of its own serves a copy of web/dist, and the test changes that copy's sw.js bytes.

interface WorkerVersion {
  versionId: string;
  status: string;
}

/** Every service worker version Chromium reports, by id, with its latest status. */
async function trackWorkerVersions(cdp: CDPSession): Promise<Map<string, WorkerVersion>> {
  const versions = new Map<string, WorkerVersion>();
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions: updated }) => {
    for (const version of updated) versions.set(version.versionId, version);
  });
  await cdp.send('ServiceWorker.enable');
  return versions;
}

const withStatus = (versions: Map<string, WorkerVersion>, status: string) =>
  [...versions.values()].filter((version) => version.status === status).map((version) => version.versionId);

test.describe('updates', () => {
  let webRoot: string;
  let stack: FreshStack;
  let context: BrowserContext;

  test.beforeAll(async ({ browser }) => {
    webRoot = mkdtempSync(join(tmpdir(), 'startupsetu-web-'));
    cpSync(fileURLToPath(new URL('../web/dist', import.meta.url)), webRoot, { recursive: true });
    const previous = process.env.WEB_ROOT;
    process.env.WEB_ROOT = webRoot;
    try {
      stack = await startFreshStack(Number(process.env.E2E_FRESH_PORT ?? 8185));
    } finally {
      if (previous === undefined) delete process.env.WEB_ROOT;
      else process.env.WEB_ROOT = previous;
    }
    context = await browser.newContext({ baseURL: stack.baseURL });
  });

  test.afterAll(async () => {
    await context?.close();
    await stack?.stop();
    rmSync(webRoot, { recursive: true, force: true });
  });

  test('a waiting service worker offers Reload to update, and accepting it activates the new version', async () => {
    const page = await context.newPage();
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    const cdp = await context.newCDPSession(page);
    const versions = await trackWorkerVersions(cdp);
    await expect.poll(() => withStatus(versions, 'activated')).toHaveLength(1);
    const [oldVersion] = withStatus(versions, 'activated');

    // The next release: the same worker with different bytes.
    appendFileSync(join(webRoot, 'sw.js'), `\n// e2e: the next release ${Date.now()}\n`);
    // A release's build writes new compressed copies too; without them the gateway sends sw.js itself.
    for (const copy of ['sw.js.br', 'sw.js.gz']) rmSync(join(webRoot, copy), { force: true });
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration!.update();
    });

    const toast = page.getByRole('status').filter({ hasText: 'A new version of StartupSetu is ready.' });
    await expect(toast).toBeVisible();
    await expect.poll(() => withStatus(versions, 'installed')).toHaveLength(1);
    const [newVersion] = withStatus(versions, 'installed');
    expect(newVersion).not.toBe(oldVersion);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state)).toBe('installed');

    await page.evaluate(() => sessionStorage.setItem('e2e-before-update', 'yes'));
    await page.evaluate(() => ((window as unknown as { e2eBeforeUpdate: boolean }).e2eBeforeUpdate = true));
    const reloaded = page.waitForEvent('load');
    await toast.getByRole('button', { name: 'Reload to update' }).click();
    await reloaded;

    // The page reloaded (a new document, same tab) under the new worker: the old one is gone, so the
    // page's controller can only be the new version.
    expect(await page.evaluate(() => (window as unknown as { e2eBeforeUpdate?: boolean }).e2eBeforeUpdate)).toBeUndefined();
    expect(await page.evaluate(() => sessionStorage.getItem('e2e-before-update'))).toBe('yes');
    await waitForServiceWorkerControl(page);
    await expect.poll(() => versions.get(newVersion!)?.status).toBe('activated');
    await expect.poll(() => versions.get(oldVersion!)?.status).toBe('redundant');
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: registration?.waiting ?? null, active: registration?.active?.state };
      }),
    ).toEqual({ waiting: null, active: 'activated' });
    await expect(page.getByText('A new version of StartupSetu is ready.')).toBeHidden();
  });
});
