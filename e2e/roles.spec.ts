import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { uniqueEmail } from './support/accounts';
import { PITCH_VIDEO } from './support/content';
import { openLanding } from './support/landing';
import { apiFillProfile, apiSignUp, uniqueWord, useSession, useSessionFromTheStart } from './support/profiles';

// DESIGN §6.1: role rules in the UI and on the server, and what a signed-in person sees on the
// public pages and at /signin.

async function member(page: Page, role: string, fields: Record<string, string> = {}) {
  const name = uniqueWord(role);
  const account = await apiSignUp(page.request, uniqueEmail(`roles.${role.toLowerCase()}`), role);
  await apiFillProfile(page.request, account, role, { Username: name, ...fields });
  return { account, name };
}

test("a dashboard of another role sends the user to their own, from a first load and inside the app", async ({ page }) => {
  const { account, name } = await member(page, 'Investor');
  await useSessionFromTheStart(page, account, 'Investor');
  await page.goto('/dashboard/Hustler');
  await expect(page).toHaveURL(/\/dashboard\/Investor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Investor Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hustler Dashboard' })).toHaveCount(0);

  await page.goto('/dashboard/jobSeeker');
  await expect(page).toHaveURL(/\/dashboard\/Investor$/);

  // Inside the app (no page load): the router sends them home too. The page arrives as its shell
  // first; the app runs once the profile shows the user.
  await page.goto('/Profile');
  await expect(page.getByRole('main').getByText(name).first()).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState(null, '', '/dashboard/cofounder');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/dashboard\/Investor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Investor Dashboard' })).toBeVisible();
});

test('a non-Hustler is offered no publishing, and the server refuses it with the reason', async ({ page }) => {
  const { account } = await member(page, 'Cofounder');
  await useSession(page, account, 'Cofounder');
  await page.goto('/dashboard/cofounder');
  await expect(page.getByRole('heading', { level: 1, name: 'Co-founder Dashboard' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar.getByRole('button', { name: 'Create Contents' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Share a Post' })).toHaveCount(0);

  const auth = { Authorization: `Bearer ${account.token}` };
  const video = await page.request.post('/api/userprofile/addvideo', {
    headers: auth,
    multipart: { title: 'Not mine to post', video: { name: 'p.mp4', mimeType: 'video/mp4', buffer: readFileSync(PITCH_VIDEO) } },
  });
  expect(video.status()).toBe(403);
  expect(await video.json()).toMatchObject({ success: false, message: 'Only Hustlers can publish videos' });
  const blog = await page.request.post('/api/userprofile/addblog', {
    headers: auth,
    multipart: { title: 'T', summary: 'S', content: 'C' },
  });
  expect(blog.status()).toBe(403);
  expect(await blog.json()).toMatchObject({ success: false, message: 'Only Hustlers can publish blogs' });
  // Talks stay open to every role.
  const talk = await page.request.post('/api/userprofile/addTalks', { headers: auth, data: { title: 'Who is hiring?' } });
  expect(talk.status()).toBe(201);
});

test("signed in, the landing page and the static pages offer 'Dashboard' instead of 'Sign In'", async ({ page }) => {
  const { account } = await member(page, 'Jobseeker');
  await useSessionFromTheStart(page, account, 'Jobseeker');
  await page.goto('/');
  const header = page.getByRole('banner');
  // Before React has come (the boot script marks the page), and after.
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeHidden();
  await openLanding(page);
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await header.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/Jobseeker$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Job Seeker Dashboard' })).toBeVisible();

  await page.goto('/AboutUs');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeHidden();
});

test("signed out, the header says 'Sign In'", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeHidden();
});

test("/signin with a live session offers 'Continue as <name>'", async ({ page }) => {
  const { account, name } = await member(page, 'Investor');
  await useSession(page, account, 'Investor');
  await page.goto('/signin');
  const carryOn = page.getByRole('button', { name: `Continue as ${name}` });
  await expect(carryOn).toBeVisible();
  // The sign-in form is still there for another account.
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await carryOn.click();
  await expect(page).toHaveURL(/\/dashboard\/Investor$/);
});

test("an account without a Username continues as its email", async ({ page }) => {
  const account = await apiSignUp(page.request, uniqueEmail('roles.nameless'), 'Hustler');
  await useSession(page, account, 'Hustler');
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: `Continue as ${account.email}` })).toBeVisible();
});

test("the manifest opens the installed app on the user's dashboard, with shortcuts to Messages and Notifications", async ({ page }) => {
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ id: '/', start_url: '/dashboard' });
  expect(manifest.shortcuts.map((shortcut: { name: string; url: string }) => [shortcut.name, shortcut.url])).toEqual([
    ['Messages', '/messages'],
    ['Notifications', '/Notification'],
  ]);

  // Signed out, the start page asks to sign in.
  await page.goto(manifest.start_url);
  await expect(page).toHaveURL(/\/signin/);

  const { account } = await member(page, 'Cofounder');
  await useSession(page, account, 'Cofounder');
  await page.goto(manifest.start_url);
  await expect(page).toHaveURL(/\/dashboard\/Cofounder$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Co-founder Dashboard' })).toBeVisible();
});
