import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { openVideoUpload, paddedPitch, videoCard } from './support/content';
import { startCuttingProxy, type CuttingProxy } from './support/cutting-proxy';
import { progressOf, slowUplink } from './support/resilient-upload';
import { apiSignUp, uniqueWord, useSession, type ApiAccount } from './support/profiles';

// Where the browser has Background Fetch (Chromium), a pitch still sending when its page goes out of
// sight goes on in the browser, and the service worker publishes it with the page gone (DESIGN §6.7).
// Browsers without it (Firefox, Safari) keep sending from the page: e2e/uploads.spec.ts.

const PITCH_BYTES = 24 * 1024 * 1024;

/** The page goes out of sight, as when the user switches to another app (headless Chromium never hides a page itself). */
async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

interface KeptUpload {
  uploadUrl: string | null;
  /** Where the rest went to Background Fetch from, once it did. */
  backgroundOffset: number | null;
}

/** What the device keeps of its pending uploads. */
function keptUploads(page: Page): Promise<KeptUpload[]> {
  return page.evaluate(
    () =>
      new Promise<KeptUpload[]>((resolve, reject) => {
        const open = indexedDB.open('startupsetu-uploads');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('uploads').objectStore('uploads').getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve((all.result as Partial<KeptUpload>[]).map((upload) => ({ uploadUrl: upload.uploadUrl ?? null, backgroundOffset: upload.backgroundOffset ?? null })));
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

async function publishedVideos(request: APIRequestContext, account: ApiAccount): Promise<string> {
  const response = await request.get('/api/userprofile/getvideos', { headers: { Authorization: `Bearer ${account.token}` } });
  return response.text();
}

interface ProxiedUpload {
  account: ApiAccount;
  proxy: CuttingProxy;
  context: BrowserContext;
  page: Page;
}

/**
 * `run` with a Hustler signed in on their dashboard, in a browser context whose every request goes
 * through a loopback proxy of ours (which counts the bytes, and reaches Background Fetch's too).
 */
async function throughProxy(
  { browser, request, baseURL }: { browser: Browser; request: APIRequestContext; baseURL: string | undefined },
  proxyOptions: { cutAfterBytes?: number; bytesPerSecond?: number },
  run: (upload: ProxiedUpload) => Promise<void>,
) {
  const account = await apiSignUp(request, uniqueEmail('background'), 'Hustler');
  const proxy = await startCuttingProxy({
    port: Number(process.env.E2E_PROXY_PORT ?? 8195),
    targetPort: Number(new URL(baseURL!).port),
    cutAfterBytes: proxyOptions.cutAfterBytes ?? Number.MAX_SAFE_INTEGER,
    bytesPerSecond: proxyOptions.bytesPerSecond,
  });
  const context = await browser.newContext({ baseURL: proxy.url });
  try {
    const page = await context.newPage();
    await useSession(page, account, 'Hustler');
    await page.goto('/dashboard/Hustler');
    await run({ account, proxy, context, page });
  } finally {
    await context.close();
    await proxy.close();
  }
}

/** Starts sending a pitch of `bytes` from the upload popup, and waits until `percent` of it is sent. */
async function startPitch(page: Page, titlePrefix: string, bytes: number, percent: number): Promise<{ dialog: Locator; title: string }> {
  const title = uniqueWord(titlePrefix);
  const dialog = await openVideoUpload(page);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Video').setInputFiles(paddedPitch(bytes));
  await dialog.getByRole('button', { name: 'Upload Video' }).click();
  await expect.poll(() => progressOf(dialog, 'Upload progress'), { timeout: 30_000 }).toBeGreaterThanOrEqual(percent);
  return { dialog, title };
}

/** The page goes out of sight and hands the pitch over: what the device keeps of it then. */
async function handOver(page: Page): Promise<KeptUpload> {
  await hidePage(page);
  await expect.poll(async () => (await keptUploads(page)).map((upload) => upload.backgroundOffset)).toEqual([expect.any(Number)]);
  return (await keptUploads(page))[0]!;
}

test('a pitch still sending when its page goes out of sight goes on in Background Fetch and is published with no page open: the rest sent once, one video', async ({ browser, request, baseURL }) => {
  await throughProxy({ browser, request, baseURL }, {}, async ({ account, proxy, context, page }) => {
    expect(await page.evaluate(async () => 'backgroundFetch' in (await navigator.serviceWorker.ready))).toBe(true);
    await slowUplink(page, 1024 * 1024);
    proxy.reset();
    const { title } = await startPitch(page, 'Background pitch ', PITCH_BYTES, 10);

    // Handed over: the device notes where the browser's fetch goes from, and the page sends no more.
    const { backgroundOffset } = await handOver(page);
    expect(backgroundOffset).toBeGreaterThan(0);
    expect(backgroundOffset).toBeLessThan(PITCH_BYTES);
    const pagePatches: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'PATCH') pagePatches.push(sent.url());
    });
    await page.close();

    // No page is open: the worker publishes it when the browser's fetch completes.
    await expect.poll(() => publishedVideos(request, account), { timeout: 60_000 }).toContain(title);
    expect(pagePatches).toEqual([]);
    // The file went through once: what the page sent before, the rest from the browser (and a poster and headers).
    expect(proxy.sentBytes()).toBeGreaterThanOrEqual(PITCH_BYTES);
    expect(proxy.sentBytes()).toBeLessThan(PITCH_BYTES * 1.05);

    const back = await context.newPage();
    await back.goto('/dashboard/Hustler');
    await expect(videoCard(back, title)).toHaveCount(1);
    await expect(back.getByRole('complementary', { name: 'Uploads' })).toBeHidden();
    expect(await keptUploads(back)).toEqual([]);
  });
});

test('the page opened again while Background Fetch still sends the pitch shows its progress and sends nothing itself: the rest sent once, one video', async ({ browser, request, baseURL }) => {
  await throughProxy({ browser, request, baseURL }, { bytesPerSecond: 2 * 1024 * 1024 }, async ({ proxy, page }) => {
    proxy.reset();
    const { title } = await startPitch(page, 'Returning pitch ', PITCH_BYTES, 10);
    const kept = await handOver(page);
    const offset = kept.backgroundOffset ?? 0;

    // The page may still send the poster (and publish) if it finishes before the worker does.
    const videoPatches: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'PATCH' && kept.uploadUrl && sent.url().endsWith(kept.uploadUrl)) videoPatches.push(sent.url());
    });
    await page.reload();
    const tray = page.getByRole('complementary', { name: 'Uploads' });
    await expect(tray.getByText(title)).toBeVisible();
    await expect(tray.getByRole('status')).toHaveText(/^Uploading… \d+%$/);
    await expect.poll(() => progressOf(tray, `Upload of ${title}`)).toBeGreaterThan(Math.floor((offset / PITCH_BYTES) * 100));
    await expect(page.getByText('Video uploaded successfully!')).toBeVisible({ timeout: 60_000 });
    await expect(tray).toBeHidden();
    await expect(videoCard(page, title)).toHaveCount(1);
    expect(videoPatches).toEqual([]);
    expect(proxy.sentBytes()).toBeLessThan(PITCH_BYTES * 1.05);
  });
});

test('a Background Fetch the network cuts is taken over by the page, with tus from what the server has: one video', async ({ browser, request, baseURL }) => {
  await throughProxy({ browser, request, baseURL }, { cutAfterBytes: 6 * 1024 * 1024 }, async ({ proxy, page }) => {
    await slowUplink(page, 1024 * 1024);
    const { dialog, title } = await startPitch(page, 'Cut pitch ', 12 * 1024 * 1024, 10);
    const patches: number[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'PATCH') patches.push(Number(sent.headers()['upload-offset']));
    });
    const { backgroundOffset } = await handOver(page);

    await expect(dialog.getByText('Video uploaded successfully!')).toBeVisible({ timeout: 60_000 });
    // The browser's fetch was cut; the page went on from what the server had kept of it.
    expect(proxy.cuts()).toBeGreaterThan(0);
    expect(patches[0]).toBeGreaterThan(backgroundOffset ?? 0);
    await expect(videoCard(page, title)).toHaveCount(1);
  });
});

test('signing out while Background Fetch carries the pitch stops it: nothing kept on the device, no video published', async ({ browser, request, baseURL }) => {
  await throughProxy({ browser, request, baseURL }, { bytesPerSecond: 1024 * 1024 }, async ({ account, page }) => {
    const { title } = await startPitch(page, 'Abandoned pitch ', PITCH_BYTES, 5);
    await handOver(page);
    const running = () => page.evaluate(async () => ((await navigator.serviceWorker.ready) as unknown as { backgroundFetch: { getIds(): Promise<string[]> } }).backgroundFetch.getIds());
    expect(await running()).toHaveLength(1);

    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/signin/);
    await expect.poll(running).toEqual([]);
    await expect.poll(() => keptUploads(page)).toEqual([]);
    expect(await publishedVideos(request, account)).not.toContain(title);
  });
});

test('without Background Fetch (as in Firefox and Safari), a page going out of sight keeps sending the pitch itself: one video', async ({ page }) => {
  await page.addInitScript(() => {
    delete (ServiceWorkerRegistration.prototype as { backgroundFetch?: unknown }).backgroundFetch;
  });
  const account = await apiSignUp(page.request, uniqueEmail('foreground'), 'Hustler');
  await useSession(page, account, 'Hustler');
  await page.goto('/dashboard/Hustler');
  expect(await page.evaluate(async () => 'backgroundFetch' in (await navigator.serviceWorker.ready))).toBe(false);
  await slowUplink(page, 1024 * 1024);
  const { dialog, title } = await startPitch(page, 'Foreground pitch ', 6 * 1024 * 1024, 10);

  const offsetsAfter: number[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'PATCH') offsetsAfter.push(Number(sent.headers()['upload-offset']));
  });
  await hidePage(page);
  await expect(dialog.getByText('Video uploaded successfully!')).toBeVisible({ timeout: 30_000 });
  expect(offsetsAfter.length).toBeGreaterThan(0);
  expect(await keptUploads(page)).toEqual([]);
  await expect(videoCard(page, title)).toHaveCount(1);
});
