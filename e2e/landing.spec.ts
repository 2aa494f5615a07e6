import { expect, test } from '@playwright/test';
import { openLanding, reactHasTakenOver } from './support/landing';

test('the landing page shows the spec sections', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toHaveAttribute('href', '/signin');
  await expect(page.getByRole('heading', { name: 'Featured Articles from StartupSetu' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Get Started with StartupSetu' })).toBeVisible();
  await expect(
    page.getByText('Quick guides to turn your ideas into reality — from concept to community and investor connections.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Read More' })).toHaveCount(9);
  await expect(page.locator('video')).toHaveCount(6);
  for (const stat of ['1000+', '500+', '50Cr+']) await expect(page.getByText(stat, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/Termsandconditions');
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
});

test('the landing page arrives rendered: it reads, and its links lead on, without any script', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Turn your idea into a startup, together' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Read More' })).toHaveCount(9);
    // Styled as well: the hero's call to action is a button-like link, not bare text.
    const cta = page.getByRole('link', { name: 'Get Started for Free' });
    expect(await cta.evaluate((link) => getComputedStyle(link).display)).not.toBe('inline');
    await cta.click();
    await expect(page).toHaveURL(/\/signup$/);
  } finally {
    await context.close();
  }
});

test('the prerendered landing page is taken over without a hydration error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await openLanding(page);
  await page.getByRole('button', { name: 'Read More' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Article Details' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a visitor who only reads runs no React; reaching for the page brings it', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(await reactHasTakenOver(page)).toBe(false);
  await page.keyboard.press('Shift');
  await expect.poll(() => reactHasTakenOver(page)).toBe(true);
});

test("a tap on 'Read More' before React has come opens the article once it has", async ({ page }) => {
  await page.goto('/');
  expect(await reactHasTakenOver(page)).toBe(false);
  await page.getByRole('button', { name: 'Read More' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Article Details' })).toBeVisible();
});

test('a guide plays on demand: its poster until then, 30 to 90 s of narration with captions, never precached', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // A visitor who does not press play downloads none of the guides' video.
  expect(fetched.filter((path) => path.endsWith('.webm'))).toEqual([]);

  const video = page.getByRole('region', { name: 'Get Started with StartupSetu' }).locator('video').first();
  await expect(video).toHaveAttribute('preload', 'none');
  const poster = await page.request.get((await video.getAttribute('poster')) ?? '');
  expect(poster.headers()['content-type']).toBe('image/webp');
  const captions = video.locator('track[kind="captions"]');
  await expect(captions).toHaveAttribute('srclang', 'en');
  await expect(captions).toHaveAttribute('default', '');

  await video.scrollIntoViewIfNeeded();
  // Muted, as a script may start it without a tap; the visitor's own tap plays the narration aloud.
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
  const src = await video.evaluate((element: HTMLVideoElement) => element.currentSrc);
  expect(new URL(src).origin).toBe(new URL(page.url()).origin);
  const duration = await video.evaluate((element: HTMLVideoElement) => element.duration);
  expect(duration).toBeGreaterThanOrEqual(30);
  expect(duration).toBeLessThanOrEqual(90);
  // The captions are shown and have loaded their cues.
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => `${element.textTracks[0]?.mode} ${element.textTracks[0]?.cues?.length ?? 0}`))
    .toMatch(/^showing [1-9]\d*$/);

  // The service worker's precache manifest (inlined in sw.js) lists the pages but none of the guides.
  const serviceWorker = await (await page.request.get('/sw.js')).text();
  expect(serviceWorker).toContain('landing.html');
  expect(serviceWorker).not.toMatch(/guides\//);
});

test('the featured articles show their nine illustrations, at the size the layout keeps for them', async ({ page }) => {
  await page.goto('/');
  const images = page.getByRole('region', { name: 'Featured Articles from StartupSetu' }).getByRole('img');
  await expect(images).toHaveCount(9);
  const sources = new Set<string>();
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(400);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalHeight)).toBe(250);
    sources.add((await image.getAttribute('src')) ?? '');
  }
  expect(sources.size).toBe(9);
});

test("'Read More' opens the Article Details modal with the full text; Close and Escape close it", async ({ page }) => {
  await openLanding(page);
  const articles = page.getByRole('region', { name: 'Featured Articles from StartupSetu' });
  const firstCard = articles.getByRole('listitem').first();
  // The text itself: innerText is empty for a section below the first screen that is not laid out yet.
  const title = ((await firstCard.getByRole('heading').first().textContent()) ?? '').trim();
  const preview = ((await firstCard.locator('p').first().textContent()) ?? '').trim();
  expect(preview.endsWith('...')).toBe(true);

  await firstCard.getByRole('button', { name: 'Read More' }).click();
  const dialog = page.getByRole('dialog', { name: 'Article Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(title, { exact: true })).toBeVisible();
  const fullText = await dialog.innerText();
  expect(fullText).toContain(preview.slice(0, -3).trim());
  expect(fullText.length).toBeGreaterThan(preview.length + 100);

  // The footer's spec'd 'Close' (the corner × is named Close too).
  await dialog.getByText('Close', { exact: true }).click();
  await expect(dialog).toBeHidden();

  await firstCard.getByRole('button', { name: 'Read More' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the collapsible menu opens on a phone-sized screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openLanding(page);
  await expect(page.getByText('Please use desktop site for better experience')).toBeVisible();
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'About Us' }).first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('following a landing page link opens the page without a full load, and Back returns to the landing page', async ({ page }) => {
  await openLanding(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A mark on the window survives only if no full page load happens in between.
  await page.evaluate(() => ((window as unknown as { landingMark: string }).landingMark = 'same page'));

  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Featured Articles from StartupSetu' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  expect(await page.evaluate(() => (window as unknown as { landingMark?: string }).landingMark)).toBe('same page');
});
