import { expect, test, type Locator, type Page } from '@playwright/test';
import { ROLES, routerPaths, seedCommunity, type Member, type Role } from './support/community';
import { useSession } from './support/profiles';
import { openLanding } from './support/landing';

const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE, hasTouch: true });

// Every route of the router, and a path it does not know (the not-found page).
const PATHS = [...routerPaths(), '/no-such-page'];

let members: Record<Role, Member>;

test.beforeAll(async ({ request }) => {
  members = await seedCommunity(request);
});

/** The routes whose page is wider than the phone (the page would scroll sideways). */
async function widePages(page: Page): Promise<string[]> {
  const wide: string[] = [];
  for (const path of PATHS) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('h1')).toHaveCount(1);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > PHONE.width) wide.push(`${path} is ${width} px wide`);
  }
  return wide;
}

/** The controls of `area` that are shorter or narrower than a 44 px touch target. */
async function smallTargets(area: Locator, selector = 'a:visible, button:visible'): Promise<string[]> {
  const small: string[] = [];
  for (const control of await area.locator(selector).all()) {
    const box = (await control.boundingBox())!;
    if (box.height < 44 || box.width < 44) small.push(`${(await control.innerText()).trim()}: ${box.width}×${box.height}`);
  }
  return small;
}

test('no page scrolls sideways at 360 px signed out', async ({ page }) => {
  test.setTimeout(120_000);
  expect(await widePages(page)).toEqual([]);
});

for (const role of ROLES) {
  test(`no page scrolls sideways at 360 px signed in as ${role}`, async ({ page }) => {
    test.setTimeout(180_000);
    await useSession(page, members[role], role);
    expect(await widePages(page)).toEqual([]);
  });
}

test('on a phone the sidebar is a menu button that opens the navigation, with 44 px targets, and closes on Escape', async ({ page }) => {
  await useSession(page, members.Hustler, 'Hustler');
  await page.goto('/dashboard/Hustler');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const link = nav.getByRole('link', { name: 'Explore Investor Profiles' });
  await expect(link).toBeHidden();
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(await smallTargets(page.getByRole('banner'))).toEqual([]);

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(link).toBeVisible();
  await nav.getByRole('button', { name: 'Contents', exact: true }).click();
  expect(await smallTargets(nav)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // A popup opened from the menu fits the phone, and closing it gives the focus back to its button.
  await nav.getByRole('button', { name: 'Create Contents' }).click();
  const create = nav.getByRole('button', { name: 'Create Videos' });
  await create.click();
  const dialog = page.getByRole('dialog', { name: 'Upload a Video' });
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(create).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(link).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.click();
  await link.click();
  await expect(page).toHaveURL(/\/FindInvestor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Investors Hall of Fame' })).toBeVisible();
  await expect(link).toBeHidden();
});

test('on a phone the public header is a menu with 44 px targets, and the desktop notice can be dismissed for good', async ({ page }) => {
  await openLanding(page);
  const notice = page.getByText('Please use desktop site for better experience');
  await expect(notice).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toBeHidden();

  const header = page.getByRole('banner');
  const menu = header.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(header.getByRole('link', { name: 'About Us' })).toBeVisible();
  expect(await smallTargets(header)).toEqual([]);
  await header.getByRole('link', { name: 'Services' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/Services$/);

  // Dismissed on this device: it stays so, on the landing page loaded again (before the app runs) and reached in the app.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toBeHidden();
  await page.goto('/Services');
  await page.getByRole('banner').getByRole('link', { name: 'StartupSetu' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toBeHidden();
});

test('on a phone the buttons and fields of every page are at least 44 px touch targets', async ({ page }) => {
  test.setTimeout(120_000);
  const controls = 'button:visible, input:not([type="checkbox"]):not([type="radio"]):visible, select:visible, textarea:visible';
  const small: string[] = [];
  const check = async (paths: string[]) => {
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      for (const target of await smallTargets(page.locator('body'), controls)) small.push(`${path} ${target}`);
    }
  };
  await check(['/', '/signin', '/signup', '/ContactUs']);
  await useSession(page, members.Hustler, 'Hustler');
  await check(['/HustlerForm', '/dashboard/Hustler', '/videos', '/blogs', '/talks', '/Findcofounder', '/FindInvestor', '/FindJobseeker', '/Profile', '/Update_profile', '/Notification', '/networking', `/people/${members.Investor.id}`, '/messages']);
  // The docked chat box and a popup too.
  await page.getByRole('region', { name: 'Your Chats' }).getByRole('button').first().click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Send' })).toBeVisible();
  for (const target of await smallTargets(page.getByRole('dialog'), controls)) small.push(`chat box ${target}`);
  await page.goto('/dashboard/Hustler');
  await page.getByRole('button', { name: 'Share a Post' }).click();
  await expect(page.getByRole('dialog').getByLabel('Title')).toBeVisible();
  for (const target of await smallTargets(page.getByRole('dialog'), controls)) small.push(`post popup ${target}`);
  expect(small).toEqual([]);
});
