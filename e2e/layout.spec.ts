import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { apiSignUp, uniqueWord, useSessionFromTheStart } from './support/profiles';

const LAPTOP = { width: 1280, height: 800 };

/** Where the footer ends, against the bottom of the screen and of the page. */
async function footerBottom(page: Page) {
  return page.evaluate(() => {
    const footer = document.querySelector('footer')!.getBoundingClientRect();
    return { footer: Math.round(footer.bottom + window.scrollY), screen: window.innerHeight, page: document.documentElement.scrollHeight };
  });
}

test.use({ viewport: LAPTOP });

test('on a wide screen the dashboard has a rail: how complete the profile is, People to meet and the network', async ({ page, request }) => {
  const investor = await apiSignUp(request, uniqueEmail('layout-investor'), 'Investor');
  // Someone to meet: a Hustler with a name.
  const hustler = await apiSignUp(request, uniqueEmail('layout-hustler'), 'Hustler');
  const name = uniqueWord('Founder');
  const profile = await request.post('/api/userprofile/Hustler', { headers: { Authorization: `Bearer ${hustler.token}` }, multipart: { Username: name, project: 'Cold chains' } });
  expect(profile.status()).toBe(200);
  await useSessionFromTheStart(page, investor, 'Investor');

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard/Investor');
  const rail = page.getByRole('complementary', { name: 'For you' });
  const yourProfile = rail.getByRole('region', { name: 'Your profile' });
  await expect(yourProfile.getByRole('progressbar', { name: 'Profile completeness' })).toHaveAttribute('aria-valuenow', '0');
  await expect(yourProfile.getByText('Add: Profile picture, Username')).toBeVisible();
  await expect(rail.getByRole('region', { name: 'People to meet' })).toBeVisible();
  await expect(rail.getByRole('region', { name: 'Your network' }).getByText('No connections yet.')).toBeVisible();

  await yourProfile.getByRole('link', { name: 'Complete your profile' }).click();
  await expect(page).toHaveURL(/\/Update_profile$/);

  // A phone has no room for it: the rail is neither drawn nor read.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/dashboard/Investor');
  await expect(page.getByRole('heading', { level: 1, name: 'Investor Dashboard' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'For you' })).toHaveCount(0);
});

test('the sidebar marks the page you are on, also when its link is another address of it', async ({ page, request }) => {
  const investor = await apiSignUp(request, uniqueEmail('layout-marks'), 'Investor');
  await useSessionFromTheStart(page, investor, 'Investor');
  await page.goto('/dashboard');
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  // The Investor's Profile link is /Iprofile, which shows /Profile.
  await sidebar.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/Profile$/);
  await expect(sidebar.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1);
});

test('the footer sits at the bottom of a short page, signed out and signed in', async ({ page, request }) => {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  const signIn = await footerBottom(page);
  expect(signIn.page).toBe(signIn.screen);
  expect(signIn.footer).toBe(signIn.screen);

  await useSessionFromTheStart(page, await apiSignUp(request, uniqueEmail('layout-footer'), 'Jobseeker'), 'Jobseeker');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 3600 });
  // It comes once the sections' lists are in (their placeholders would have pushed it).
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const settings = await footerBottom(page);
  expect(settings.footer).toBe(settings.screen);
});

test("the footer comes with the page's content, not under its placeholders, where the content would push it", async ({ page, request }) => {
  await useSessionFromTheStart(page, await apiSignUp(request, uniqueEmail('layout-footer-wait'), 'Jobseeker'), 'Jobseeker');
  // The list is held until the placeholders have been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/applications/mine*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/applications');
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeAttached();
  await expect(page.getByRole('contentinfo')).toBeHidden();

  release();
  await expect(page.getByText('You have not applied for any jobs yet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const applications = await footerBottom(page);
  expect(applications.footer).toBe(applications.screen);
});
