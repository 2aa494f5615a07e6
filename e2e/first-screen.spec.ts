import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectSessionEnded, fillCredentials, uniqueEmail } from './support/accounts';
import { apiPost } from './support/community';
import { PITCH_VIDEO, videoCard } from './support/content';
import { SETUP_PASSWORD, apiSignUp, uniqueWord, useSessionFromTheStart, type ApiAccount } from './support/profiles';

// A first load of a signed-in page on a phone (no service worker yet): it arrives with its shell
// (shells/<name>.html; a role's dashboard, shells/dashboard-<role>.html), rendered at build time
// from the app's own components, and the app, loaded once the shell has painted, hydrates it and
// draws the page (web/src/app/render-app.tsx).
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

/** The page's uncaught errors (React reports a shell it could not hydrate as one). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function uploadVideo(request: APIRequestContext, author: ApiAccount, title: string, description = '') {
  await apiPost(request, author, '/api/userprofile/addvideo', {
    multipart: { title, description, video: { name: 'pitch.mp4', mimeType: 'video/mp4', buffer: readFileSync(PITCH_VIDEO) } },
  });
}

test("a first load of a dashboard shows its shell before the app, and the feed's first Like counts as soon as it shows", async ({ page, request }) => {
  const author = await apiSignUp(request, uniqueEmail('first-screen-author'), 'Hustler');
  // Markup in a title is text.
  const title = `${uniqueWord('First')} <b>bold</b>`;
  await uploadVideo(request, author, title, 'Cold chains for every mandi.');
  const viewer = await apiSignUp(request, uniqueEmail('first-screen-viewer'), 'Investor');
  await useSessionFromTheStart(page, viewer, 'Investor');
  const errors = pageErrors(page);
  const releaseTheApp = await holdTheApp(page);

  // Not waiting for the load event, which waits for the held script.
  await page.goto('/dashboard/Investor', { waitUntil: 'commit' });
  // Before any script: the frame, the role's heading and the feed's placeholders, and nothing of anyone's.
  const heading = page.getByRole('heading', { level: 1, name: 'Investor Dashboard' });
  await expect(heading).toBeVisible();
  const shellHeading = await heading.boundingBox();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(1);
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByText(viewer.email)).toHaveCount(0);
  releaseTheApp();

  const card = videoCard(page, title);
  await expect(card.getByRole('heading', { name: title })).toBeVisible();
  await expect(card.locator('b')).toHaveCount(0);
  await expect(card.getByText('Cold chains for every mandi.')).toBeVisible();
  await expect(card.getByText('0 likes', { exact: true })).toBeVisible();
  // The app's heading is where the shell's was.
  expect(await heading.boundingBox()).toEqual(shellHeading);
  await expect(card.locator('a.content-uploader-name')).toHaveAttribute('href', `/people/${author.id}`);
  // The feed is the app's own: a tap the moment it shows counts, with nothing held or replayed.
  await card.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(card.getByRole('button', { name: 'Unlike', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByText('1 like', { exact: true })).toBeVisible();
  await card.getByLabel('Add a comment').fill('Great pitch');
  await card.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(card.getByText('Great pitch')).toBeVisible();
  await expect(card.getByLabel('Add a comment')).toHaveValue('');
  await expect(page.getByTitle(`Signed in as ${viewer.email}`)).toBeVisible();

  // The next first load shows the viewer's like from the server.
  await page.reload();
  await expect(card.getByRole('button', { name: 'Unlike', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByText('1 like', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a first load of another signed-in page shows its own shell before the app, then the page', async ({ page, request }) => {
  await useSessionFromTheStart(page, await apiSignUp(request, uniqueEmail('first-screen-blogs'), 'Hustler'), 'Hustler');
  const errors = pageErrors(page);
  const releaseTheApp = await holdTheApp(page);

  await page.goto('/BLOGS', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs', exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(1);
  releaseTheApp();

  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs', exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a first load of a static public page arrives drawn whole, and the app takes it over as it is', async ({ page }) => {
  const errors = pageErrors(page);
  const releaseTheApp = await holdTheApp(page);

  await page.goto('/AboutUs', { waitUntil: 'commit' });
  // Before any script: the whole page, styled.
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  const join = page.getByRole('link', { name: 'Get Started for Free' });
  await expect(join).toHaveCSS('border-radius', '999px');
  const drawn = await page.locator('#root').innerHTML();
  await page.evaluate(() => {
    const marks = window as unknown as { notReloaded: boolean; drawnHeading: Element | null };
    marks.notReloaded = true;
    marks.drawnHeading = document.querySelector('h1');
  });
  releaseTheApp();

  // The app draws its own page over it (new elements), the same markup; its links then move within the app.
  await expect.poll(() => page.evaluate(() => !document.contains((window as unknown as { drawnHeading: Element }).drawnHeading))).toBe(true);
  // (React's server markup separates adjacent texts with empty comments, which show nothing.)
  expect(await page.locator('#root').innerHTML()).toBe(drawn.replaceAll('<!-- -->', ''));
  await join.click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  expect(errors).toEqual([]);
});

test("a first load of a form page shows the form's frame before the app, with nothing to type into, then the form", async ({ page, request }) => {
  const account = await apiSignUp(request, uniqueEmail('first-screen-signin'), 'Hustler');
  const errors = pageErrors(page);
  const releaseTheApp = await holdTheApp(page);

  await page.goto('/signin?redirect=/talks', { waitUntil: 'commit' });
  // Before any script: the header, the heading and lead, the fields' placeholders and the button waiting.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(1);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  // (Hidden from assistive technology with the placeholders, which the status speaks for.)
  await expect(page.locator('button', { hasText: 'Sign In' })).toBeDisabled();
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  releaseTheApp();

  // The form takes the placeholders' place without moving the card, and works.
  await expect(page.getByLabel('Email', { exact: true })).toBeEditable();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
  expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(heading);
  await fillCredentials(page, account.email, SETUP_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/talks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Talks', exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a tap on play as soon as the feed shows starts the player', async ({ page, request }) => {
  const author = await apiSignUp(request, uniqueEmail('first-screen-player'), 'Hustler');
  const title = uniqueWord('Player');
  await uploadVideo(request, author, title);
  await useSessionFromTheStart(page, author, 'Hustler');

  await page.goto('/dashboard/Hustler');
  const card = videoCard(page, title);
  await card.getByRole('button', { name: `Play ${title}` }).click();

  const player = card.locator('video');
  await expect(player).toBeVisible();
  await expect(player).toBeFocused();
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => !video.paused || video.ended)).toBe(true);
});

test.describe("a dashboard's shell gives way to what the app decides", () => {
  test('signed out: to sign in', async ({ page }) => {
    await page.goto('/dashboard/Investor');
    await expect(page).toHaveURL(/\/signin/);
    await expect(page.getByRole('heading', { level: 1, name: 'Investor Dashboard' })).toHaveCount(0);
  });

  test('a session the api refuses: to sign in again, with the message', async ({ page }) => {
    await useSessionFromTheStart(page, { id: 'someone', token: 'not-a-token' }, 'Hustler');
    await page.goto('/dashboard/Hustler');
    await expectSessionEnded(page);
    await expect(page).toHaveURL(/\/signin/);
  });

  test("a Job Seeker's dashboard, which has no feed: their home", async ({ page, request }) => {
    await useSessionFromTheStart(page, await apiSignUp(request, uniqueEmail('first-screen-seeker'), 'Jobseeker'), 'Jobseeker');
    await page.goto('/dashboard/jobSeeker');
    await expect(page.getByRole('heading', { level: 1, name: 'Job Seeker Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Jobs for you' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Your applications' })).toBeVisible();
  });

  test("a wide screen: the sidebar's links answer at once", async ({ page, request }) => {
    await useSessionFromTheStart(page, await apiSignUp(request, uniqueEmail('first-screen-wide'), 'Hustler'), 'Hustler');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard/Hustler');
    const createContents = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Create Contents' });
    await createContents.click();
    await expect(createContents).toHaveAttribute('aria-expanded', 'true');
  });
});
