import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from './support/a11y';
import { apiPostBlog, apiPostTalk, apiUploadVideo, goOffline, goOnline, signedInPerson, waitForServiceWorkerControl, type Person } from './support/offline';
import { uniqueWord } from './support/profiles';

// Search everywhere (DESIGN §6.8): the top bar's search box with live suggestions, /search with
// People, Videos, Blogs and Talks and 'See all' per kind, and offline, what the device holds.

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search everywhere' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');

/** A founder named after `word`, with a video, a blog and a talk whose titles hold it. */
async function founderWithContent(browser: Browser, word: string): Promise<Person & { fullName: string }> {
  const fullName = `Asha ${word}`;
  const founder = await signedInPerson(browser, 'Hustler', { Username: fullName });
  const { request } = founder.page;
  await apiUploadVideo(request, founder.account, `${word} pitch deck`);
  await apiPostBlog(request, founder.account, `How ${word} raised its seed`);
  await apiPostTalk(request, founder.account, `Ask me about ${word} pricing`);
  return { ...founder, fullName };
}

/** Runs `journey` for a viewer of `role` (signed in on `page`) and a founder with content named after a word of `prefix`; closes both after. */
async function withFounderAndViewer(
  browser: Browser,
  prefix: string,
  role: string,
  journey: (scene: { word: string; founder: Person & { fullName: string }; page: Page }) => Promise<void>,
): Promise<void> {
  const word = uniqueWord(prefix);
  const founder = await founderWithContent(browser, word);
  try {
    const me = await signedInPerson(browser, role);
    try {
      await journey({ word, founder, page: me.page });
    } finally {
      await me.close();
    }
  } finally {
    await founder.close();
  }
}

test('typing in the top bar suggests people and content; the keyboard opens a person', async ({ browser }) => {
  await withFounderAndViewer(browser, 'quasar', 'Investor', async ({ word, founder, page }) => {
    await page.goto('/dashboard/Investor');
    await expect(searchBox(page)).toBeVisible();
    // '/' from anywhere outside a text field brings the focus to the box.
    await page.locator('body').press('/');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type(word);
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(suggestions(page)).toHaveCount(5);
    await expect(suggestions(page).first()).toContainText(founder.fullName);
    await expect(suggestions(page).nth(1)).toContainText(`${word} pitch deck`);
    await expect(suggestions(page).last()).toContainText(`See all results for “${word}”`);

    // Escape closes the suggestions and keeps the text; the arrows open them again.
    await page.keyboard.press('Escape');
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(searchBox(page)).toHaveValue(word);
    await page.keyboard.press('ArrowDown');
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(suggestions(page).first()).toHaveAttribute('aria-selected', 'true');
    await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await suggestions(page).first().getAttribute('id'))!);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/people/${founder.account.id}$`));
    await expect(page.getByRole('heading', { name: founder.fullName })).toBeVisible();
    await expect(searchBox(page)).toHaveValue('');
  });
});

test('Enter opens /search with people, videos, blogs and talks; See all pages one kind', async ({ browser }) => {
  await withFounderAndViewer(browser, 'pulsar', 'Cofounder', async ({ word, founder, page }) => {
    // Enough talks for 'See all' and a second page of it (20 a page).
    for (let i = 1; i <= 21; i += 1) await apiPostTalk(founder.page.request, founder.account, `${word} talk ${i}`);
    await page.goto('/Profile');
    await searchBox(page).fill(word);
    await expect(suggestions(page).first()).toBeVisible();
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
    await expect(page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
    const group = (name: string) => page.getByRole('region', { name });
    await expect(group('People').getByRole('link', { name: new RegExp(founder.fullName) })).toHaveAttribute('href', `/people/${founder.account.id}`);
    await expect(group('Videos').getByRole('link', { name: new RegExp(`${word} pitch deck`) })).toBeVisible();
    await expect(group('Blogs').getByRole('link', { name: new RegExp(`How ${word} raised its seed`) })).toBeVisible();
    await expect(group('Talks').getByRole('listitem')).toHaveCount(5);
    await expect(group('People').getByRole('link', { name: 'See all people' })).toHaveCount(0);
    expect(await seriousViolations(page, '/search')).toEqual([]);

    await group('Talks').getByRole('link', { name: 'See all talks' }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}&kind=talks$`));
    const talks = page.getByRole('region', { name: 'Talks' }).getByRole('listitem');
    await expect(talks).toHaveCount(20);
    await expect(talks.first()).toContainText(`${word} talk 21`);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(talks).toHaveCount(22);
    await expect(talks.last()).toContainText(`Ask me about ${word} pricing`);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    // A result leads to where it is shown: the newest talk, on /talks at its card.
    await talks.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/talks#talk-[0-9a-f]+$/);
    await expect(page.locator(`[id="${new URL(page.url()).hash.slice(1)}"]`)).toContainText(`${word} talk 21`);
  });
});

test('offline, search finds what the device holds and says so', async ({ browser }) => {
  await withFounderAndViewer(browser, 'nebula', 'Investor', async ({ word, founder, page }) => {
    // Seen once online: the talks, and the founder's profile.
    await page.goto('/talks');
    await expect(page.getByText(`Ask me about ${word} pricing`)).toBeVisible();
    await page.goto(`/people/${founder.account.id}`);
    await expect(page.getByRole('heading', { name: founder.fullName })).toBeVisible();
    await waitForServiceWorkerControl(page);

    await goOffline(page);
    try {
      await searchBox(page).fill(word);
      await expect(page.getByText('Offline: results from this device.')).toBeVisible();
      // The founder (their profile was seen) and their talk (the talks were).
      await expect(suggestions(page).first()).toContainText(founder.fullName);
      await expect(suggestions(page).first()).toContainText('Hustler');
      await expect(suggestions(page).filter({ hasText: `Ask me about ${word} pricing` })).toHaveCount(1);
      await searchBox(page).press('Enter');
      await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
      await expect(page.getByText('You are offline: these results are from this device.')).toBeVisible();
      await expect(page.getByRole('region', { name: 'People' }).getByRole('link', { name: new RegExp(founder.fullName) })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Talks' }).getByRole('link', { name: new RegExp(`Ask me about ${word} pricing`) })).toBeVisible();

      // A reload offline searches the saved copies.
      await page.reload();
      await expect(page.getByRole('region', { name: 'Talks' }).getByRole('link', { name: new RegExp(`Ask me about ${word} pricing`) })).toBeVisible();
    } finally {
      await goOnline(page);
    }
  });
});

test('the avatar menu opens Profile, Settings and Sign Out from the top bar', async ({ browser }) => {
  const me = await signedInPerson(browser, 'Hustler');
  try {
    const { page } = me;
    await page.goto('/dashboard/Hustler');
    const button = page.getByRole('button', { name: me.name, exact: true });
    await expect(button).toHaveAttribute('title', `Signed in as ${me.account.email}`);
    await button.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Settings', 'Sign Out']);
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(button).toBeFocused();
    await button.click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await button.click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/signin/);
  } finally {
    await me.close();
  }
});
