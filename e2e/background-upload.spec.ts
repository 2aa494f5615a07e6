import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { openVideoUpload, paddedPitch, videoCard } from './support/content';
import { startCuttingProxy } from './support/cutting-proxy';
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

test('a pitch still sending when its page goes out of sight goes on in Background Fetch and is published with no page open: the rest sent once, one video', async ({ browser, request, baseURL }) => {
  const account = await apiSignUp(request, uniqueEmail('background'), 'Hustler');
  const proxy = await startCuttingProxy({ port: Number(process.env.E2E_PROXY_PORT ?? 8195), targetPort: Number(new URL(baseURL!).port), cutAfterBytes: Number.MAX_SAFE_INTEGER });
  const context = await browser.newContext({ baseURL: proxy.url });
  try {
    const page = await context.newPage();
    await useSession(page, account, 'Hustler');
    await page.goto('/dashboard/Hustler');
    expect(await page.evaluate(async () => 'backgroundFetch' in (await navigator.serviceWorker.ready))).toBe(true);
    const title = uniqueWord('Background pitch ');
    const dialog = await openVideoUpload(page);
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Video').setInputFiles(paddedPitch(PITCH_BYTES));
    await slowUplink(page, 1024 * 1024);
    proxy.reset();
    await dialog.getByRole('button', { name: 'Upload Video' }).click();
    await expect.poll(() => progressOf(dialog, 'Upload progress'), { timeout: 30_000 }).toBeGreaterThanOrEqual(10);

    await hidePage(page);
    // Handed over: the device notes where the browser's fetch goes from, and the page sends no more.
    await expect.poll(async () => (await keptUploads(page)).map((upload) => upload.backgroundOffset)).toEqual([expect.any(Number)]);
    const offset = (await keptUploads(page))[0]?.backgroundOffset;
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(PITCH_BYTES);
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
  } finally {
    await context.close();
    await proxy.close();
  }
});

test('the page opened again while Background Fetch still sends the pitch shows its progress and sends nothing itself: the rest sent once, one video', async ({ browser, request, baseURL }) => {
  const account = await apiSignUp(request, uniqueEmail('returning'), 'Hustler');
  const proxy = await startCuttingProxy({
    port: Number(process.env.E2E_PROXY_PORT ?? 8195),
    targetPort: Number(new URL(baseURL!).port),
    cutAfterBytes: Number.MAX_SAFE_INTEGER,
    bytesPerSecond: 2 * 1024 * 1024,
  });
  const context = await browser.newContext({ baseURL: proxy.url });
  try {
    const page = await context.newPage();
    await useSession(page, account, 'Hustler');
    await page.goto('/dashboard/Hustler');
    const title = uniqueWord('Returning pitch ');
    const dialog = await openVideoUpload(page);
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Video').setInputFiles(paddedPitch(PITCH_BYTES));
    proxy.reset();
    await dialog.getByRole('button', { name: 'Upload Video' }).click();
    await expect.poll(() => progressOf(dialog, 'Upload progress'), { timeout: 30_000 }).toBeGreaterThanOrEqual(10);
    await hidePage(page);
    await expect.poll(async () => (await keptUploads(page)).map((upload) => upload.backgroundOffset)).toEqual([expect.any(Number)]);
    const [kept] = await keptUploads(page);
    const offset = kept?.backgroundOffset ?? 0;

    // The page may still send the poster (and publish) if it finishes before the worker does.
    const videoPatches: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'PATCH' && kept?.uploadUrl && sent.url().endsWith(kept.uploadUrl)) videoPatches.push(sent.url());
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
  } finally {
    await context.close();
    await proxy.close();
  }
});

test('a Background Fetch the network cuts is taken over by the page, with tus from what the server has: one video', async ({ browser, request, baseURL }) => {
  const account = await apiSignUp(request, uniqueEmail('cut'), 'Hustler');
  const proxy = await startCuttingProxy({ port: Number(process.env.E2E_PROXY_PORT ?? 8195), targetPort: Number(new URL(baseURL!).port), cutAfterBytes: 6 * 1024 * 1024 });
  const context = await browser.newContext({ baseURL: proxy.url });
  try {
    const page = await context.newPage();
    await useSession(page, account, 'Hustler');
    await page.goto('/dashboard/Hustler');
    const title = uniqueWord('Cut pitch ');
    const dialog = await openVideoUpload(page);
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Video').setInputFiles(paddedPitch(12 * 1024 * 1024));
    await slowUplink(page, 1024 * 1024);
    await dialog.getByRole('button', { name: 'Upload Video' }).click();
    await expect.poll(() => progressOf(dialog, 'Upload progress'), { timeout: 30_000 }).toBeGreaterThanOrEqual(10);
    const patches: number[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'PATCH') patches.push(Number(sent.headers()['upload-offset']));
    });
    await hidePage(page);
    await expect.poll(async () => (await keptUploads(page)).map((upload) => upload.backgroundOffset)).toEqual([expect.any(Number)]);
    const offset = (await keptUploads(page))[0]?.backgroundOffset ?? 0;

    await expect(dialog.getByText('Video uploaded successfully!')).toBeVisible({ timeout: 60_000 });
    // The browser's fetch was cut; the page went on from what the server had kept of it.
    expect(proxy.cuts()).toBeGreaterThan(0);
    expect(patches[0]).toBeGreaterThan(offset);
    await expect(videoCard(page, title)).toHaveCount(1);
  } finally {
    await context.close();
    await proxy.close();
  }
});

test('signing out while Background Fetch carries the pitch stops it: nothing kept on the device, no video published', async ({ browser, request, baseURL }) => {
  const account = await apiSignUp(request, uniqueEmail('leaving'), 'Hustler');
  const proxy = await startCuttingProxy({
    port: Number(process.env.E2E_PROXY_PORT ?? 8195),
    targetPort: Number(new URL(baseURL!).port),
    cutAfterBytes: Number.MAX_SAFE_INTEGER,
    bytesPerSecond: 1024 * 1024,
  });
  const context = await browser.newContext({ baseURL: proxy.url });
  try {
    const page = await context.newPage();
    await useSession(page, account, 'Hustler');
    await page.goto('/dashboard/Hustler');
    const title = uniqueWord('Abandoned pitch ');
    const dialog = await openVideoUpload(page);
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Video').setInputFiles(paddedPitch(PITCH_BYTES));
    await dialog.getByRole('button', { name: 'Upload Video' }).click();
    await expect.poll(() => progressOf(dialog, 'Upload progress'), { timeout: 30_000 }).toBeGreaterThanOrEqual(5);
    await hidePage(page);
    await expect.poll(async () => (await keptUploads(page)).map((upload) => upload.backgroundOffset)).toEqual([expect.any(Number)]);
    const running = () => page.evaluate(async () => ((await navigator.serviceWorker.ready) as unknown as { backgroundFetch: { getIds(): Promise<string[]> } }).backgroundFetch.getIds());
    expect(await running()).toHaveLength(1);

    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/signin/);
    await expect.poll(running).toEqual([]);
    await expect.poll(() => keptUploads(page)).toEqual([]);
    expect(await publishedVideos(request, account)).not.toContain(title);
  } finally {
    await context.close();
    await proxy.close();
  }
});

test('without Background Fetch (as in Firefox and Safari), a page going out of sight keeps sending the pitch itself: one video', async ({ page }) => {
  await page.addInitScript(() => {
    delete (ServiceWorkerRegistration.prototype as { backgroundFetch?: unknown }).backgroundFetch;
  });
  const account = await apiSignUp(page.request, uniqueEmail('foreground'), 'Hustler');
  await useSession(page, account, 'Hustler');
  await page.goto('/dashboard/Hustler');
  expect(await page.evaluate(async () => 'backgroundFetch' in (await navigator.serviceWorker.ready))).toBe(false);
  const title = uniqueWord('Foreground pitch ');
  const dialog = await openVideoUpload(page);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Video').setInputFiles(paddedPitch(6 * 1024 * 1024));
  await slowUplink(page, 1024 * 1024);
  await dialog.getByRole('button', { name: 'Upload Video' }).click();
  await expect.poll(() => progressOf(dialog, 'Upload progress'), { timeout: 30_000 }).toBeGreaterThanOrEqual(10);

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
