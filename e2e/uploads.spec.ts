import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { openVideoUpload, paddedPitch, seekToFourSeconds, startPlayer, videoCard } from './support/content';
import { progressOf, slowUplink, uploadThroughBadNetwork } from './support/resilient-upload';
import { idbKeys } from './support/offline';
import { apiSignUp, uniqueWord, useSession } from './support/profiles';

// Pitch videos upload resumably (DESIGN §6.7): the file stays on the device until the server has all
// of it, pauses while the network is gone and goes on by itself, and survives a reload.

const PITCH_BYTES = 6 * 1024 * 1024;

async function signedInHustler(page: Page) {
  const account = await apiSignUp(page.request, uniqueEmail('pitcher'), 'Hustler');
  await useSession(page, account, 'Hustler');
  await page.goto('/dashboard/Hustler');
  return account;
}

/** The value of the tus PATCHes' Upload-Offset headers, in the order they were sent. */
function recordPatchOffsets(page: Page): number[] {
  const offsets: number[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'PATCH' && new URL(request.url()).pathname.startsWith('/api/uploads/')) offsets.push(Number(request.headers()['upload-offset']));
  });
  return offsets;
}

async function fillPitchUpload(page: Page, title: string) {
  const dialog = await openVideoUpload(page);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Cold storage for farmers, on a patchy network');
  await dialog.getByLabel('Video').setInputFiles(paddedPitch(PITCH_BYTES));
  return dialog;
}

async function send(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Upload Video' }).click();
  await expect(dialog.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  return dialog;
}

const startPitchUpload = async (page: Page, title: string) => send(await fillPitchUpload(page, title));

test('offline half way, the pitch upload pauses, says so, and completes by itself when the network is back: one video', async ({ page }) => {
  await signedInHustler(page);
  const title = uniqueWord('Patchy pitch ');
  await slowUplink(page, 1024 * 1024);
  const dialog = await startPitchUpload(page, title);
  await expect.poll(() => progressOf(dialog, 'Upload progress'), { timeout: 20_000 }).toBeGreaterThanOrEqual(25);

  await page.context().setOffline(true);
  await expect(dialog.getByText(/^Paused, waiting for the network \(\d+%\)$/)).toBeVisible();
  const tray = page.getByRole('complementary', { name: 'Uploads' });
  await expect(tray.getByRole('status')).toHaveText(/^Paused, waiting for the network \(\d+%\)$/);
  const pausedAt = await progressOf(dialog, 'Upload progress');
  expect(pausedAt).toBeGreaterThanOrEqual(25);

  await page.context().setOffline(false);
  await expect(dialog.getByText('Video uploaded successfully!')).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();
  await expect(tray).toBeHidden();
  await expect(videoCard(page, title)).toHaveCount(1);
  await page.reload();
  await expect(videoCard(page, title)).toHaveCount(1);
});

test('a reload half way resumes the upload from what the server has, without picking the file again: one video', async ({ page }) => {
  await signedInHustler(page);
  const title = uniqueWord('Reloaded pitch ');
  const offsets = recordPatchOffsets(page);
  const cdp = await slowUplink(page, 1024 * 1024);
  const dialog = await startPitchUpload(page, title);
  await expect.poll(() => progressOf(dialog, 'Upload progress'), { timeout: 20_000 }).toBeGreaterThanOrEqual(40);

  await page.reload();
  const sentBefore = offsets.length;
  const tray = page.getByRole('complementary', { name: 'Uploads' });
  await expect(tray.getByText(title)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Upload a Video' })).toHaveCount(0);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  await expect(page.getByText('Video uploaded successfully!')).toBeVisible({ timeout: 30_000 });
  await expect(tray).toBeHidden();
  // The first bytes sent after the reload start where the server had got to, not at zero.
  expect(offsets.slice(sentBefore)[0]).toBeGreaterThan(0);
  await expect(videoCard(page, title)).toHaveCount(1);
  await page.reload();
  await expect(videoCard(page, title)).toHaveCount(1);
});

const keptUploads = (page: Page) => idbKeys(page, 'startupsetu-uploads', 'uploads');

test('a pitch sent offline waits on the device with its file and goes when the network returns: one video', async ({ page }) => {
  await signedInHustler(page);
  const title = uniqueWord('Offline pitch ');
  const dialog = await fillPitchUpload(page, title);
  await page.context().setOffline(true);
  await send(dialog);

  await expect(dialog.getByText('Paused, waiting for the network (0%)')).toBeVisible();
  expect(await keptUploads(page)).toHaveLength(1);
  await page.context().setOffline(false);

  await expect(dialog.getByText('Video uploaded successfully!')).toBeVisible({ timeout: 30_000 });
  expect(await keptUploads(page)).toEqual([]);
  await expect(videoCard(page, title)).toHaveCount(1);
});

test('signing out removes the pitch waiting to be sent from the device', async ({ page }) => {
  await signedInHustler(page);
  const dialog = await fillPitchUpload(page, uniqueWord('Left pitch '));
  await page.context().setOffline(true);
  await send(dialog);
  await expect(dialog.getByText('Paused, waiting for the network (0%)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  expect(await keptUploads(page)).toHaveLength(1);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();

  await expect(page).toHaveURL(/\/signin/);
  await expect.poll(() => keptUploads(page)).toEqual([]);
});

test('with the app open in two tabs, one of them sends the pitch; the other waits, then drops it once published: one video', async ({ page }) => {
  await signedInHustler(page);
  const title = uniqueWord('Two tabs pitch ');
  const patchesFrom = (tab: Page) => {
    const patches: number[] = [];
    tab.on('request', (request) => {
      if (request.method() === 'PATCH' && new URL(request.url()).pathname.startsWith('/api/uploads/')) patches.push(1);
    });
    return patches;
  };
  const fromFirst = patchesFrom(page);
  await slowUplink(page, 1024 * 1024);
  const dialog = await startPitchUpload(page, title);
  await expect.poll(() => progressOf(dialog, 'Upload progress'), { timeout: 20_000 }).toBeGreaterThan(0);

  const second = await page.context().newPage();
  const fromSecond = patchesFrom(second);
  await second.goto('/dashboard/Hustler');
  const tray = second.getByRole('complementary', { name: 'Uploads' });
  await expect(tray.getByRole('status')).toHaveText('Waiting to upload…');

  await expect(dialog.getByText('Video uploaded successfully!')).toBeVisible({ timeout: 30_000 });
  await expect(tray).toBeHidden();
  expect(fromFirst.length).toBeGreaterThan(0);
  expect(fromSecond).toEqual([]);
  await second.reload();
  await expect(videoCard(second, title)).toHaveCount(1);
});

test('a device without room for the pitch says so instead of failing silently, and sends nothing', async ({ page, baseURL }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(baseURL!).origin, quotaSize: 1024 * 1024 });
  await signedInHustler(page);
  const dialog = await fillPitchUpload(page, uniqueWord('Too big for the phone '));
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/uploads')) sent.push(request.method());
  });

  await dialog.getByRole('button', { name: 'Upload Video' }).click();

  await expect(dialog.getByRole('alert')).toHaveText('Not enough space on this device');
  await expect(dialog.getByRole('button', { name: 'Upload Video' })).toBeEnabled();
  await expect(dialog.getByLabel('Title')).not.toHaveValue('');
  expect(await keptUploads(page)).toEqual([]);
  expect(sent).toEqual([]);
});

test('a 50 MB pitch through a network that cuts every connection after 3 MiB, the browser closed and opened again half way, completes without picking the file again, sending at most 5 % of it twice: one video, with its poster, that plays and seeks', async ({ request }, testInfo) => {
  test.setTimeout(240_000);
  const account = await apiSignUp(request, uniqueEmail('phone-pitcher'), 'Hustler');
  const title = uniqueWord('Fifty megabyte pitch ');
  const sent = await uploadThroughBadNetwork({
    gatewayPort: Number(new URL(testInfo.project.use.baseURL!).port),
    proxyPort: Number(process.env.E2E_PROXY_PORT ?? 8195),
    cutAfterBytes: 3 * 1024 * 1024,
    account,
    title,
    fileBytes: 50_000_000,
    // With the poster the browser captured before sending, in the player's box; it plays and seeks.
    then: async (page) => {
      const card = videoCard(page, title);
      await expect(card.locator('img[src^="/media/"][src$=".jpg"]')).toBeAttached();
      const player = await startPlayer(card, title);
      expect((await seekToFourSeconds(player)).currentTime).toBeGreaterThan(3);
    },
  });
  const sentPerFile = sent.sentBytes / sent.fileBytes;
  testInfo.annotations.push({ type: 'bytes sent ÷ file size', description: `${sentPerFile.toFixed(4)} (${sent.cuts} connections cut)` });
  expect(sent.cuts).toBeGreaterThanOrEqual(10);
  expect(sentPerFile).toBeLessThanOrEqual(1.05);
});
