import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { apiPost } from './support/community';
import { PITCH_VIDEO, videoCard } from './support/content';
import { apiSignUp, uniqueWord, useSessionFromTheStart } from './support/profiles';

// A first load of a role dashboard on a phone (no service worker yet) draws the feed without React,
// and the app takes over when the visitor reaches for the page (web/src/dashboard-boot.ts).
const PHONE = { width: 412, height: 823 };
test.use({ serviceWorkers: 'block', viewport: PHONE, hasTouch: true });

/** Holds the app's entry script (and so React) until the answered function is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a first load of a dashboard shows the feed before the app, which then takes the tap and the typed comment over', async ({ page, request }) => {
  const author = await apiSignUp(request, uniqueEmail('first-screen-author'), 'Hustler');
  // Markup in a title is text, on the first screen as in the app.
  const title = `${uniqueWord('First')} <b>bold</b>`;
  await apiPost(request, author, '/api/userprofile/addvideo', {
    multipart: {
      title,
      description: 'Cold chains for every mandi.',
      video: { name: 'pitch.mp4', mimeType: 'video/mp4', buffer: readFileSync(PITCH_VIDEO) },
    },
  });
  const viewer = await apiSignUp(request, uniqueEmail('first-screen-viewer'), 'Investor');
  await useSessionFromTheStart(page, viewer, 'Investor');
  const releaseTheApp = await holdTheApp(page);

  await page.goto('/dashboard/Investor');
  await expect(page.getByRole('heading', { level: 1, name: 'Investor Dashboard' })).toBeVisible();
  const card = videoCard(page, title);
  await expect(card.getByRole('heading', { name: title })).toBeVisible();
  await expect(card.locator('b')).toHaveCount(0);
  await expect(card.getByText('Cold chains for every mandi.')).toBeVisible();
  await expect(card.getByText('0 likes', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: `Play ${title}` })).toBeVisible();
  // The uploader's name leads to their profile, as it does in the app.
  await expect(card.locator('a.content-uploader-name')).toHaveAttribute('href', `/people/${author.id}`);
  // No React yet: the app's page is an empty, hidden container.
  await expect(page.locator('#root')).toBeHidden();
  await expect(page.locator('#root > *')).toHaveCount(0);

  // Reaching for the page asks for the app; what is typed and tapped meanwhile waits for it.
  await card.getByLabel('Add a comment').fill('Great pitch');
  await card.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(page.locator('#first-screen')).toBeVisible();
  releaseTheApp();

  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.locator('#root')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Unlike', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByText('1 like', { exact: true })).toBeVisible();
  await expect(card.locator('a.content-uploader-name')).toHaveAttribute('href', `/people/${author.id}`);
  await expect(card.getByLabel('Add a comment')).toHaveValue('Great pitch');
  await card.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(card.getByText('Great pitch')).toBeVisible();
  await expect(card.getByLabel('Add a comment')).toHaveValue('');

  // The next first load draws the viewer's like from the server.
  await page.reload();
  await expect(page.locator('#first-screen')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Unlike', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByText('1 like', { exact: true })).toBeVisible();
});

test('a tap on play before the app has come starts the player once it has', async ({ page, request }) => {
  const author = await apiSignUp(request, uniqueEmail('first-screen-player'), 'Hustler');
  const title = uniqueWord('Player');
  await apiPost(request, author, '/api/userprofile/addvideo', {
    multipart: { title, description: '', video: { name: 'pitch.mp4', mimeType: 'video/mp4', buffer: readFileSync(PITCH_VIDEO) } },
  });
  await useSessionFromTheStart(page, author, 'Hustler');
  const releaseTheApp = await holdTheApp(page);

  await page.goto('/dashboard/Hustler');
  const card = videoCard(page, title);
  await card.getByRole('button', { name: `Play ${title}` }).click();
  await expect(card.locator('video')).toHaveCount(0);
  releaseTheApp();

  const player = card.locator('video');
  await expect(player).toBeVisible();
  await expect(player).toBeFocused();
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => !video.paused || video.ended)).toBe(true);
});

test('the first screen draws a screenful of cards, and the next ones as the visitor scrolls toward them', async ({ page, request }) => {
  const author = await apiSignUp(request, uniqueEmail('first-screen-scroll'), 'Hustler');
  const word = uniqueWord('Scroll');
  // Newest first: the feed shows part 4 at the top and part 1 last.
  const titles = [1, 2, 3, 4].map((part) => `${word} part ${part}`);
  for (const title of titles) {
    await apiPost(request, author, '/api/userprofile/addvideo', {
      multipart: { title, description: '', video: { name: 'pitch.mp4', mimeType: 'video/mp4', buffer: readFileSync(PITCH_VIDEO) } },
    });
  }
  const viewer = await apiSignUp(request, uniqueEmail('first-screen-scroller'), 'Investor');
  await useSessionFromTheStart(page, viewer, 'Investor');
  const releaseTheApp = await holdTheApp(page);

  await page.goto('/dashboard/Investor');
  const firstScreen = page.locator('#first-screen');
  await expect(videoCard(page, titles[3]!)).toBeVisible();
  await expect(videoCard(page, titles[2]!)).toHaveCount(1);
  // Two paints later the first screen has long decided whether to draw more: it has not.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => setTimeout(resolve))))));
  await expect(firstScreen.getByRole('article')).toHaveCount(2);

  // A wheel is no reach for the page: the app stays away, and the first screen draws on.
  await page.mouse.wheel(0, 900);
  await expect(firstScreen.getByRole('article', { name: titles[1] })).toHaveCount(1);
  await expect(firstScreen.getByRole('article', { name: titles[0] })).toHaveCount(1);
  await expect(page.locator('#root > *')).toHaveCount(0);
  releaseTheApp();
});

test.describe('a dashboard the first screen cannot show goes straight to the app', () => {
  test('signed out: to sign in', async ({ page }) => {
    await page.goto('/dashboard/Investor');
    await expect(page).toHaveURL(/\/signin/);
    await expect(page.locator('#first-screen')).toHaveCount(0);
  });

  test('a session the api refuses: to sign in again', async ({ page }) => {
    await useSessionFromTheStart(page, { id: 'someone', token: 'not-a-token', email: 'someone@example.in' }, 'Hustler');
    await page.goto('/dashboard/Hustler');
    await expect(page).toHaveURL(/\/signin/);
    await expect(page.locator('#first-screen')).toHaveCount(0);
  });

  test("a Job Seeker's dashboard, which has no feed", async ({ page, request }) => {
    await useSessionFromTheStart(page, await apiSignUp(request, uniqueEmail('first-screen-seeker'), 'Jobseeker'), 'Jobseeker');
    await page.goto('/dashboard/jobSeeker');
    await expect(page.getByText('Welcome to StartupSetu!', { exact: false })).toBeVisible();
    await expect(page.locator('#first-screen')).toHaveCount(0);
  });

  test("a wide screen, which shows the sidebar's links the first screen does not draw", async ({ page, request }) => {
    await useSessionFromTheStart(page, await apiSignUp(request, uniqueEmail('first-screen-wide'), 'Hustler'), 'Hustler');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard/Hustler');
    const createContents = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Create Contents' });
    await expect(page.locator('#first-screen')).toHaveCount(0);
    // The page's taps reach the app (none is held for a first screen that is gone).
    await createContents.click();
    await expect(createContents).toHaveAttribute('aria-expanded', 'true');
  });
});
