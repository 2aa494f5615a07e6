import { chromium, expect, test, type BrowserContext } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions } from './support/chromium';
import { waitForServiceWorkerControl } from './support/offline';

test.describe('installable PWA', () => {
  let context: BrowserContext;
  let profileDir: string;

  test.beforeAll(async () => {
    // Installability is only reported for a persistent (non-incognito) profile.
    profileDir = mkdtempSync(join(tmpdir(), 'startupsetu-profile-'));
    context = await chromium.launchPersistentContext(profileDir, {
      ...chromiumLaunchOptions,
      // The hook asks for no fixture: the project's baseURL comes from test.info(), not an empty pattern.
      baseURL: test.info().project.use.baseURL,
    });
  });

  test.afterAll(async () => {
    await context.close();
    rmSync(profileDir, { recursive: true, force: true });
  });

  test('the service worker controls the page and Chromium reports no installability errors', async () => {
    const page = await context.newPage();
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    const manifest = await page.request.get('/manifest.webmanifest');
    expect(manifest.ok()).toBe(true);
    expect(await manifest.json()).toMatchObject({ name: 'StartupSetu', display: 'standalone' });

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  });

  test('a page loaded past the service worker (a hard reload) comes under its control and reloads offline', async () => {
    const page = await context.newPage();
    await page.goto('/signin');
    await waitForServiceWorkerControl(page);
    // What Shift+Reload does; a navigation made while the worker was activating ends the same way.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.reload', { ignoreCache: true });
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await waitForServiceWorkerControl(page);

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test('after one online visit, the landing page, sign-in and sign-up load offline', async () => {
    const page = await context.newPage();
    await page.goto('/');
    await waitForServiceWorkerControl(page);

    await context.setOffline(true);
    try {
      await page.goto('/signin');
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      await expect(page.getByLabel('Email', { exact: true })).toBeVisible();

      await page.goto('/signup');
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      await expect(page.getByLabel('Role')).toBeVisible();

      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Featured Articles from StartupSetu' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Get Started for Free' })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});
