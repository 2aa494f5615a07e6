import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { apiFillProfile, apiSignUp, uniqueWord, useSession } from './support/profiles';

// DESIGN §7.4, 'Investor profiles gain what founders look for': an investor fills firm, cheque size,
// stages and sectors on the Investor form beside the spec's fields; a founder asks /FindInvestor
// 'who writes ₹50 L cheques at Seed in cleantech', finds them, and sees the cheque range in ₹ on
// the card and on the investor's profile.

test('an investor says what they invest in; a founder filters /FindInvestor by stage, sector and cheque size and finds them', async ({ page, browser }) => {
  const name = uniqueWord('Kaveri Angels ');
  const firm = uniqueWord('Kaveri Capital ');
  const investor = await apiSignUp(page.request, uniqueEmail('cheques'), 'Investor');
  // Another investor of the same stage and sector whose cheques are too big: filtered out.
  const other = await apiSignUp(page.request, uniqueEmail('bigcheques'), 'Investor');
  const otherName = uniqueWord('Growth Fund ');
  await apiFillProfile(page.request, other, 'Investor', {
    Username: otherName,
    stages: 'seed',
    sectors: 'Climate & Cleantech',
    chequeMin: '50000000',
    chequeMax: '200000000',
  });

  await useSession(page, investor, 'Investor');
  await page.goto('/InvestorForm');
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Investor Type').selectOption('visionary');
  await page.getByLabel('Excitement').fill('Founders who build for Bharat');
  const section = page.getByRole('group', { name: 'What founders look for' });
  await section.getByLabel('Firm').fill(firm);
  await section.getByLabel('Thesis').fill('Seed cheques for climate founders in small towns');
  await section.getByLabel('Cheque size from').selectOption({ label: '₹25 L' });
  await section.getByLabel('Cheque size up to').selectOption({ label: '₹1 Cr' });
  await section.getByRole('group', { name: 'Stages' }).getByLabel('Seed', { exact: true }).check();
  await section.getByRole('group', { name: 'Stages' }).getByLabel('Pre-Seed').check();
  await section.getByRole('group', { name: 'Sectors' }).getByLabel('Climate & Cleantech').check();
  await section.getByLabel('Cities').fill('Pune, Nashik');
  await section.getByRole('button', { name: 'Add a company' }).click();
  await section.getByLabel('Company 1', { exact: true }).fill('SunBarn');
  await section.getByLabel('Company 1 website').fill('sunbarn.in');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);

  const founderContext = await browser.newContext();
  try {
    const founderPage = await founderContext.newPage();
    const founder = await apiSignUp(founderPage.request, uniqueEmail('founder'), 'Hustler');
    await useSession(founderPage, founder, 'Hustler');
    await founderPage.goto('/FindInvestor');
    await expect(founderPage.getByRole('heading', { level: 1, name: 'Investors Hall of Fame' })).toBeVisible();
    const filters = founderPage.getByRole('form', { name: 'Filters' });
    await filters.getByLabel('Stage').selectOption({ label: 'Seed' });
    await filters.getByLabel('Sector').selectOption({ label: 'Climate & Cleantech' });
    await filters.getByLabel('Cheque size').selectOption({ label: '₹50 L' });
    await expect(founderPage).toHaveURL(/[?&]stage=seed/);
    // The router writes a number-like text quoted (cheque=%225000000%22); a bare cheque=5000000 reads the same.
    await expect(founderPage).toHaveURL(/[?&]cheque=(%22)?5000000/);

    const card = founderPage.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(founderPage.getByRole('article', { name: otherName })).toHaveCount(0);
    // The spec's card texts stay; the cheque range in ₹ and the rest follow.
    await expect(card.getByText('Seed cheques for climate founders in small towns')).toBeVisible();
    await expect(card.getByText('Founders who build for Bharat')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Ignite Investor' })).toBeVisible();
    await expect(card.getByText('₹25 L – ₹1 Cr')).toBeVisible();
    await expect(card.getByText(firm)).toBeVisible();
    await expect(card.getByText('Climate & Cleantech')).toBeVisible();

    // The filters live in the URL: a reload, or a shared link written by hand, asks the same question.
    await founderPage.reload();
    await expect(founderPage.getByRole('article', { name })).toBeVisible();
    await founderPage.goto('/FindInvestor?stage=seed&sector=Climate%20%26%20Cleantech&cheque=5000000');
    await expect(founderPage.getByRole('form', { name: 'Filters' }).getByLabel('Cheque size')).toHaveValue('5000000');
    await expect(founderPage.getByRole('article', { name })).toBeVisible();
    await expect(founderPage.getByRole('article', { name: otherName })).toHaveCount(0);

    // A cheque the investor does not write leaves them out.
    await founderPage.getByRole('form', { name: 'Filters' }).getByLabel('Cheque size').selectOption({ label: '₹5 Cr' });
    await expect(founderPage.getByRole('article', { name: otherName })).toBeVisible();
    await expect(founderPage.getByRole('article', { name })).toHaveCount(0);
    await founderPage.getByRole('form', { name: 'Filters' }).getByLabel('Cheque size').selectOption({ label: '₹50 L' });

    // The investor's profile shows the same.
    await founderPage.getByRole('article', { name }).getByRole('link', { name }).first().click();
    await expect(founderPage.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(founderPage.getByText('₹25 L – ₹1 Cr')).toBeVisible();
    await expect(founderPage.getByText('SunBarn (sunbarn.in)')).toBeVisible();
    await expect(founderPage.getByText('Nashik')).toBeVisible();
  } finally {
    await founderContext.close();
  }
});

test("an investor changes the cheque size and stages on Update profile, and the profile says so after a reload", async ({ page }) => {
  const name = uniqueWord('Meera Angels ');
  const investor = await apiSignUp(page.request, uniqueEmail('editcheques'), 'Investor');
  await apiFillProfile(page.request, investor, 'Investor', { Username: name, excitement: 'Edtech', chequeMin: '500000', chequeMax: '2500000', stages: 'ideation' });
  await useSession(page, investor, 'Investor');
  await page.goto('/Update_profile');
  const section = page.getByRole('group', { name: 'What founders look for' });
  await expect(section.getByLabel('Cheque size from')).toHaveValue('500000');
  // A range that runs backwards is said before anything is sent.
  await section.getByLabel('Cheque size from').selectOption({ label: '₹50 L' });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(section.getByLabel('Cheque size from')).toHaveAccessibleDescription('Cheque size from must not be above cheque size up to');
  await section.getByLabel('Cheque size up to').selectOption({ label: '₹2 Cr' });
  await section.getByRole('group', { name: 'Stages' }).getByLabel('Ideation').uncheck();
  await section.getByRole('group', { name: 'Stages' }).getByLabel('Series A').check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully!' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/i);

  await page.reload();
  const row = (label: string) => page.locator('.profile-row').filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) }).getByRole('definition');
  await expect(row('Cheque size')).toHaveText('₹50 L – ₹2 Cr');
  await expect(row('Stages')).toHaveText('Series A');
});
