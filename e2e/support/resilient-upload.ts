import { chromium, expect, type Locator, type Page } from '@playwright/test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions } from './chromium';
import { openVideoUpload, paddedPitch, videoCard } from './content';
import { startCuttingProxy } from './cutting-proxy';
import { useSession, type ApiAccount } from './profiles';

// A pitch sent as a phone on a bad network sends it (DESIGN §6.7): through a loopback proxy that
// cuts every connection after `cutAfterBytes`, with the browser (a persistent profile) closed at
// `closeAtPercent` and opened again, so the upload must resume without the file being picked again.
// Shared by the journey (e2e/uploads.spec.ts) and the bench (bench/upload-resilience.ts).

/** Sends at most `bytesPerSecond` up, so that the upload can be caught half way. */
export async function slowUplink(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
  return cdp;
}

export async function progressOf(dialogOrTray: Locator, name: string) {
  return Number(await dialogOrTray.getByRole('progressbar', { name }).getAttribute('value'));
}

export interface ResilientUpload {
  gatewayPort: number;
  proxyPort: number;
  cutAfterBytes: number;
  account: ApiAccount;
  title: string;
  fileBytes: number;
  closeAtPercent?: number;
  /** Runs on the page after the video is published, before the browser closes. */
  then?: (page: Page) => Promise<void>;
}

/** Sends the pitch; answers the bytes the browser sent through the proxy and how many connections it cut. */
export async function uploadThroughBadNetwork({ gatewayPort, proxyPort, cutAfterBytes, account, title, fileBytes, closeAtPercent = 40, then }: ResilientUpload) {
  const proxy = await startCuttingProxy({ port: proxyPort, targetPort: gatewayPort, cutAfterBytes });
  const folder = mkdtempSync(join(tmpdir(), 'startupsetu-pitch-'));
  const profile = join(folder, 'profile');
  const pitch = paddedPitch(fileBytes);
  const file = join(folder, pitch.name);
  writeFileSync(file, pitch.buffer);
  const open = () => chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, baseURL: proxy.url });
  try {
    let context = await open();
    let page = context.pages()[0] ?? (await context.newPage());
    await useSession(page, account, 'Hustler');
    await page.goto('/dashboard/Hustler');
    const dialog = await openVideoUpload(page);
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Video').setInputFiles(file);
    await slowUplink(page, 4 * 1024 * 1024);
    proxy.reset();
    await dialog.getByRole('button', { name: 'Upload Video' }).click();
    await expect.poll(() => progressOf(dialog, 'Upload progress'), { timeout: 60_000 }).toBeGreaterThanOrEqual(closeAtPercent);
    await context.close();

    context = await open();
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/dashboard/Hustler');
    const tray = page.getByRole('complementary', { name: 'Uploads' });
    await expect(tray.getByText(title)).toBeVisible();
    await expect(page.getByText('Video uploaded successfully!')).toBeVisible({ timeout: 120_000 });
    await expect(tray).toBeHidden();
    await expect(videoCard(page, title)).toHaveCount(1);
    const sent = { sentBytes: proxy.sentBytes(), fileBytes: pitch.buffer.length, cuts: proxy.cuts() };
    await then?.(page);
    await context.close();
    return sent;
  } finally {
    await proxy.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
