import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { apiFillProfile, apiSignUp, AVATAR_PATH, uniqueWord, useSession } from './support/profiles';

// DESIGN §7.3 (issue 42): a Hustler creates a startup and lands on its page; anyone signed in finds
// it in /startups by search and filters and opens it; its admin edits it and builds its team, whose
// invitees accept from their notification; a founder's profile links to their startups.

async function member(page: Page, role: string) {
  const account = await apiSignUp(page.request, uniqueEmail(`startups.${role.toLowerCase()}`), role);
  const name = uniqueWord(role);
  await apiFillProfile(page.request, account, role, { Username: name });
  await useSession(page, account, role);
  return { account, name };
}

test('a Hustler creates a startup with its logo and lands on its page, which shows it after a reload', async ({ page }) => {
  const { name: founder } = await member(page, 'Hustler');
  const startup = uniqueWord('Mandi');
  await page.goto('/startups');
  await page.getByRole('link', { name: 'Create a startup' }).click();
  await expect(page).toHaveURL(/\/startups\/new$/);

  // The form's own checks first: nothing is sent without the required fields.
  await page.getByRole('button', { name: 'Create Startup' }).click();
  await expect(page.getByText('Startup name is required')).toBeVisible();
  await expect(page.getByLabel('Startup Name')).toBeFocused();

  await page.getByLabel('Logo').setInputFiles(AVATAR_PATH);
  await page.getByLabel('Startup Name').fill(startup);
  await page.getByLabel('One-liner').fill('Cold storage for every mandi');
  await page.getByLabel('Sector').selectOption('Agritech');
  await page.getByLabel('Stage').selectOption('seed');
  await page.getByLabel('City').fill('Nashik');
  await page.getByLabel('Founded Year').fill('2023');
  await page.getByLabel('Website').fill('mandicool.in');
  await page.getByRole('button', { name: 'Create Startup' }).click();

  await expect(page).toHaveURL(new RegExp(`/startups/${startup.toLowerCase()}$`));
  const check = async () => {
    await expect(page.getByRole('heading', { level: 1, name: startup })).toBeVisible();
    await expect(page.getByText('Cold storage for every mandi')).toBeVisible();
    await expect(page.getByText('Agritech · Seed · Nashik').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'mandicool.in' })).toHaveAttribute('href', 'https://mandicool.in');
    const team = page.getByRole('region', { name: 'Team' });
    await expect(team.getByRole('link', { name: founder })).toBeVisible();
    await expect(team).toContainText('Admin');
    await expect.poll(() => page.locator('img.org-logo').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  };
  await check();
  await page.reload();
  await check();
  await expect(page).toHaveTitle(/StartupSetu$/);
});

test('an Investor finds a startup in the directory by search, sector and stage, and opens it; only Hustlers create', async ({ page }) => {
  const startup = uniqueWord('Solar');
  const hustler = await apiSignUp(page.request, uniqueEmail('startups.owner'), 'Hustler');
  const form = new FormData();
  for (const [field, value] of Object.entries({ name: startup, oneLiner: 'Rooftop solar for kirana shops', sector: 'Climate & Cleantech', stage: 'preSeed', city: 'Pune' })) {
    form.append(field, value);
  }
  const created = await page.request.post('/api/startups', { headers: { Authorization: `Bearer ${hustler.token}` }, multipart: Object.fromEntries(form) as Record<string, string> });
  expect(created.status()).toBe(201);

  await member(page, 'Investor');
  await page.goto('/startups');
  await expect(page.getByRole('link', { name: 'Create a startup' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search' }).fill(startup);
  await page.getByLabel('Sector').selectOption('Climate & Cleantech');
  await expect(page).toHaveURL(/sector=Climate/);
  await expect(page.getByRole('link', { name: startup })).toBeVisible();
  // A stage it is not at finds nothing.
  await page.getByLabel('Stage').selectOption('growth');
  await expect(page.getByText('No startups match your search.')).toBeVisible();
  await page.getByLabel('Stage').selectOption('preSeed');
  await page.getByRole('link', { name: startup }).click();
  await expect(page.getByRole('heading', { level: 1, name: startup })).toBeVisible();
  await expect(page.getByText('Climate & Cleantech · Pre-Seed · Pune').first()).toBeVisible();

  // The filters live in the URL: a reload keeps them.
  await page.goBack();
  await page.reload();
  await expect(page.getByLabel('Sector')).toHaveValue('Climate & Cleantech');
  await expect(page.getByRole('link', { name: startup })).toBeVisible();

  await page.goto('/startups/new');
  await expect(page.getByText('Only Hustlers can create startups.')).toBeVisible();
  await page.goto('/startups/no-such-startup-here');
  await expect(page.getByRole('heading', { name: 'Startup not found' })).toBeVisible();
});

test('a founder edits the startup and invites a co-founder, who accepts from the notification and joins the team; profiles link to it', async ({ page, browser }) => {
  const { account: founderAccount, name: founder } = await member(page, 'Hustler');
  const startup = uniqueWord('Kisan');
  await page.goto('/startups/new');
  await page.getByLabel('Startup Name').fill(startup);
  await page.getByLabel('One-liner').fill('Loans for small farms');
  await page.getByLabel('Sector').selectOption('Fintech');
  await page.getByLabel('Stage').selectOption('ideation');
  await page.getByLabel('City').fill('Indore');
  await page.getByLabel('Team Size').fill('3');
  await page.getByRole('button', { name: 'Create Startup' }).click();
  const startupUrl = new RegExp(`/startups/${startup.toLowerCase()}$`);
  await expect(page).toHaveURL(startupUrl);

  // The edit form opens filled in; a blank optional field is cleared.
  await page.getByRole('link', { name: `Edit ${startup}` }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await expect(page.getByLabel('One-liner')).toHaveValue('Loans for small farms');
  await page.getByLabel('One-liner').fill('Crop loans in a day');
  await page.getByLabel('Stage').selectOption('preSeed');
  await page.getByLabel('Team Size').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(startupUrl);
  await expect(page.getByText('Crop loans in a day')).toBeVisible();
  await expect(page.getByText('Fintech · Pre-Seed · Indore').first()).toBeVisible();
  await expect(page.getByText('Team size')).toHaveCount(0);

  const cofounderName = uniqueWord('Meera');
  const cofounder = await apiSignUp(page.request, uniqueEmail('startups.cofounder'), 'Cofounder');
  await apiFillProfile(page.request, cofounder, 'Cofounder', { Username: cofounderName });
  const invite = page.getByRole('form', { name: 'Invite a member' });
  await invite.getByLabel('Person').fill(cofounderName);
  await invite.getByRole('button', { name: new RegExp(cofounderName) }).click();
  await invite.getByLabel('Title').fill('Co-founder');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByRole('status')).toContainText(`${cofounderName} is invited`);
  const team = page.getByRole('region', { name: 'Team' });
  await expect(team.getByRole('heading', { name: 'Invited' })).toBeVisible();
  await expect(team.getByRole('link', { name: cofounderName })).toBeVisible();

  const context = await browser.newContext();
  try {
    const invitee = await context.newPage();
    await useSession(invitee, cofounder, 'Cofounder');
    await invitee.goto('/Notification');
    const notification = invitee.getByRole('listitem').filter({ hasText: `invited you to join ${startup} as Co-founder` });
    await notification.getByRole('button', { name: 'Accept' }).click();
    await expect(notification.getByRole('status')).toHaveText('Accepted');
    await notification.getByRole('link', { name: new RegExp(startup) }).click();
    await expect(invitee).toHaveURL(startupUrl);
    const theirTeam = invitee.getByRole('region', { name: 'Team' });
    await expect(theirTeam.getByRole('link', { name: cofounderName })).toBeVisible();
    await expect(theirTeam.getByRole('link', { name: founder })).toBeVisible();
    await expect(theirTeam.getByRole('heading', { name: 'Invited' })).toHaveCount(0);
    await expect(invitee.getByRole('region', { name: /You are invited/ })).toHaveCount(0);

    // The founder's profile, as the co-founder sees it, links to the startup.
    await invitee.goto(`/people/${founderAccount.id}`);
    const startups = invitee.getByRole('region', { name: 'Startups' });
    await startups.getByRole('link', { name: startup }).click();
    await expect(invitee).toHaveURL(startupUrl);
  } finally {
    await context.close();
  }

  await page.reload();
  await expect(team.getByRole('link', { name: cofounderName })).toBeVisible();
  await expect(team.getByRole('heading', { name: 'Invited' })).toHaveCount(0);
  await page.goto('/Profile');
  await expect(page.getByRole('region', { name: 'Startups' }).getByRole('link', { name: startup })).toHaveAttribute('href', new RegExp(`/startups/${startup.toLowerCase()}$`));
});
