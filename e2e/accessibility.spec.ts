import { expect, test, type Page } from '@playwright/test';
import { expectEscapeReturnsFocus, expectFocusTrapped, expectLandmarks, focusWithoutOutline, seriousViolations, settle } from './support/a11y';
import { ROLES, routerPaths, seedCommunity, type Member, type Role } from './support/community';
import { useSession } from './support/profiles';
import { openLanding } from './support/landing';

// Every route of the router, and a path it does not know (the not-found page).
const PATHS = [...routerPaths(), '/no-such-page'];
/** A whole audit's time limit: each route loads, settles and is audited in turn, so it grows with the router. */
const auditTimeout = (perRouteMs: number) => PATHS.length * perRouteMs;

let members: Record<Role, Member>;

test.beforeAll(async ({ request }) => {
  members = await seedCommunity(request);
});

async function auditEveryRoute(page: Page, who: string): Promise<string[]> {
  const found: string[] = [];
  for (const path of PATHS) {
    await page.goto(path);
    await settle(page);
    await expectLandmarks(page);
    found.push(...(await seriousViolations(page, `${who} ${path} → ${new URL(page.url()).pathname}`)));
  }
  return found;
}

test('the router lists every route of the spec', () => {
  const spec = ['/', '/signup', '/signin', '/HustlerForm', '/CofunderForm', '/InvestorForm', '/JobseekerForm', '/dashboard/Hustler',
    '/dashboard/Investor', '/dashboard/cofounder', '/dashboard/jobSeeker', '/videos', '/blogs', '/talks', '/Findcofounder', '/FindHustler',
    '/FindInvestor', '/FindJobseeker', '/Profile', '/Notification', '/Update_profile', '/messages', '/AboutUs', '/Services', '/ContactUs',
    '/Termsandconditions', '/privacy-policy'];
  // And the design's own pages: the Network page and people (§6.1), the settings (§6.2), search (§6.8).
  expect(PATHS).toEqual(expect.arrayContaining([...spec, '/networking', '/people/$userId', '/settings', '/search']));
});

test('axe-core finds no serious or critical WCAG 2.2 AA violation on any route signed out', async ({ page }) => {
  test.setTimeout(auditTimeout(6_000));
  expect(await auditEveryRoute(page, 'signed out')).toEqual([]);
});

for (const role of ROLES) {
  test(`axe-core finds no serious or critical WCAG 2.2 AA violation on any route signed in as ${role}`, async ({ page }) => {
    test.setTimeout(auditTimeout(8_000));
    await useSession(page, members[role], role);
    expect(await auditEveryRoute(page, role)).toEqual([]);
  });
}

// WCAG 2.4.2: each page names itself, on a first load (the title its shell arrives with) and after
// a navigation in the app (the title its route declares). A signed-in tab may show its unread count first.
test('every page has its own document title, signed out and signed in', async ({ page }) => {
  // The titles below are plain words: no character in them means anything to a regular expression.
  const titled = (title: string) => new RegExp(`^(\\(\\d+\\+?\\) )?${title} · StartupSetu$`);
  for (const [path, title] of [['/signin', 'Sign In'], ['/signup', 'Sign Up'], ['/AboutUs', 'About Us']] as const) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(titled(title));
  }
  await useSession(page, members.Hustler, 'Hustler');
  const pages = [
    ['/dashboard/Hustler', 'Hustler Dashboard'],
    ['/videos', 'Videos'],
    ['/messages', 'Messages'],
    ['/settings', 'Settings'],
    ['/search', 'Search'],
    ['/Notification', 'Notifications'],
    ['/networking', 'Network'],
  ] as const;
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(titled(title));
  }
  await page.goto('/dashboard/Hustler');
  await settle(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: /^Messages/ }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page).toHaveTitle(titled('Messages'));
  await nav.getByRole('link', { name: 'Network' }).click();
  await expect(page).toHaveTitle(titled('Network'));
});

test('the keyboard focus is visible on the public and the signed-in pages', async ({ page }) => {
  for (const path of ['/', '/signin', '/AboutUs']) {
    await page.goto(path);
    await settle(page);
    expect(await focusWithoutOutline(page, 8), path).toEqual([]);
  }
  await useSession(page, members.Hustler, 'Hustler');
  for (const path of ['/dashboard/Hustler', '/messages', '/settings']) {
    await page.goto(path);
    await settle(page);
    expect(await focusWithoutOutline(page, 12), path).toEqual([]);
  }
});

test("long lists load as placeholders shaped like their content and say 'Loading...' to screen readers", async ({ page }) => {
  await useSession(page, members.Hustler, 'Hustler');
  for (const [path, api, item] of [
    ['/dashboard/Hustler', /\/api\/userprofile\/Dashcontent/, 'article'],
    ['/FindInvestor', /\/api\/userprofile\/Investorprofile/, 'article'],
    ['/messages', /\/api\/messages(\?|$)/, 'button'],
    ['/Notification', /\/api\/Notifications(\?|$)/, 'listitem'],
  ] as const) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(api, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path);
    const skeleton = page.locator('[aria-busy="true"]').filter({ has: page.getByRole('status') }).first();
    await expect(skeleton.getByRole('status'), path).toHaveText('Loading...');
    await expect(skeleton.locator('li').first(), path).toBeVisible();
    release();
    await expect(skeleton, path).toBeHidden();
    await expect(page.getByRole('main').getByRole(item).first(), path).toBeVisible();
  }
});

test('the Article Details modal traps focus, closes on Escape and gives focus back to its Read More', async ({ page }) => {
  await openLanding(page);
  const readMore = page.getByRole('button', { name: 'Read More' }).first();
  await readMore.click();
  const dialog = page.getByRole('dialog', { name: 'Article Details' });
  await expect(dialog).toBeVisible();
  await expectFocusTrapped(page, dialog);
  await expectEscapeReturnsFocus(page, dialog, readMore);
});

test("the Hustler's video, blog and post popups trap focus, close on Escape and give focus back", async ({ page }) => {
  await useSession(page, members.Hustler, 'Hustler');
  await page.goto('/dashboard/Hustler');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Create Contents' }).click();
  for (const [button, title] of [
    ['Create Videos', 'Upload a Video'],
    ['Create Blogs', 'Share Your Insights with a Brief Summary'],
  ] as const) {
    const opener = nav.getByRole('button', { name: button });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Title')).toBeFocused();
    await expectFocusTrapped(page, dialog);
    await expectEscapeReturnsFocus(page, dialog, opener);
  }
  const share = page.getByRole('button', { name: 'Share a Post' });
  await share.click();
  const post = page.getByRole('dialog', { name: 'Share Posts about Your Brilliant Idea!' });
  await expect(post).toBeVisible();
  await expectFocusTrapped(page, post);
  await expectEscapeReturnsFocus(page, post, share);
});

test('the chat box moves with the arrow keys on its handle, closes on Escape and gives focus back', async ({ page }) => {
  const investor = members.Investor;
  await useSession(page, members.Hustler, 'Hustler');
  await page.goto('/messages');
  // Not connected, the investor's email is not shown (DESIGN §7.4): their name is.
  const chat = page.getByRole('region', { name: 'Your Chats' }).getByRole('button').filter({ hasText: investor.name });
  await chat.click();
  const box = page.getByRole('dialog', { name: `Chat with ${investor.name}` });
  await expect(box).toBeVisible();
  const handle = box.getByRole('button', { name: 'Move chat box' });
  await expect(handle).toHaveAccessibleDescription(/arrow keys/i);
  const before = (await box.boundingBox())!;
  await handle.focus();
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
  }
  await expect.poll(async () => (await box.boundingBox())!.x).toBeLessThan(before.x - 20);
  const moved = (await box.boundingBox())!;
  expect(moved.y).toBeLessThan(before.y - 20);
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await box.boundingBox())!.x).toBeGreaterThan(moved.x);
  await expectEscapeReturnsFocus(page, box, chat);
});
