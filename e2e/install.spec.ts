import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uniqueEmail } from './support/accounts';
import { chromiumLaunchOptions } from './support/chromium';
import { apiSignUp, useSession } from './support/profiles';

// Chromium fires a real beforeinstallprompt for this app in a persistent (non-incognito) profile.
// Its install dialog cannot be answered headless, so the test stands in for the dialog only: it
// gives the real event a prompt() that counts calls and a userChoice that says 'dismissed'.
async function answerInstallDialogs(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counter = window as unknown as { e2ePrompts: number };
    counter.e2ePrompts = 0;
    window.addEventListener(
      'beforeinstallprompt',
      (event) => {
        Object.defineProperty(event, 'prompt', { value: async () => void (counter.e2ePrompts += 1) });
        Object.defineProperty(event, 'userChoice', { value: Promise.resolve({ outcome: 'dismissed', platform: 'web' }) });
      },
      { capture: true },
    );
  });
}

const prompts = (page: Page) => page.evaluate(() => (window as unknown as { e2ePrompts: number }).e2ePrompts);

test.describe('Install app', () => {
  let context: BrowserContext;
  let profileDir: string;

  // The hook asks for no fixture: the project's baseURL comes from test.info(), not an empty pattern.
  test.beforeAll(async () => {
    profileDir = mkdtempSync(join(tmpdir(), 'startupsetu-install-'));
    context = await chromium.launchPersistentContext(profileDir, { ...chromiumLaunchOptions, baseURL: test.info().project.use.baseURL });
  });

  test.afterAll(async () => {
    await context.close();
    rmSync(profileDir, { recursive: true, force: true });
  });

  test('the landing header and the signed-in sidebar offer Install app once Chromium does', async () => {
    const page = await context.newPage();
    await answerInstallDialogs(page);
    await page.goto('/');
    // The landing page's React, which draws the button, comes once the visitor reaches for the page.
    await page.mouse.move(10, 10);
    const header = page.getByRole('banner');
    const install = header.getByRole('button', { name: 'Install app' });
    await expect(install).toBeVisible({ timeout: 15_000 });
    await install.click();
    await expect(install).toBeHidden();
    expect(await prompts(page)).toBe(1);

    const account = await apiSignUp(page.request, uniqueEmail('installer'), 'Investor');
    await useSession(page, account, 'Investor');
    await page.goto('/dashboard/Investor');
    const sidebarInstall = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Install app' });
    await expect(sidebarInstall).toBeVisible({ timeout: 15_000 });
    await sidebarInstall.click();
    await expect(sidebarInstall).toBeHidden();
    expect(await prompts(page)).toBe(1);
  });
});
