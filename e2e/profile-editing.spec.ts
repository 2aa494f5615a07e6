import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { apiFillProfile, apiSignUp, uniqueWord, useSession } from './support/profiles';

// DESIGN §6.1: /Update_profile for every role. Each edits its own role's fields, none of another
// role is required, what was saved shows after a reload, and a value the form cannot show (a
// Hustler's onboarding stage) is kept unless the user picks another.

async function member(page: Page, role: string, fields: Record<string, string> = {}) {
  const name = uniqueWord(role);
  const account = await apiSignUp(page.request, uniqueEmail(`edit.${role.toLowerCase()}`), role);
  await apiFillProfile(page.request, account, role, { Username: name, ...fields });
  await useSession(page, account, role);
  return { account, name };
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully!' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/i);
}

function row(page: Page, label: string) {
  return page.locator('.profile-row').filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) }).getByRole('definition');
}

test('an Investor edits interest areas, type and excitement, and sees them after a reload', async ({ page }) => {
  await member(page, 'Investor', { excitement: 'Climate', interestAreas: 'Something Else' });
  await page.goto('/Update_profile');
  await expect(page.getByRole('heading', { name: 'Update Profile' })).toBeVisible();
  // The investor's own fields; nothing of the Hustler's form.
  await expect(page.getByLabel('Project', { exact: true })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Tech and App Development' }).check();
  await page.getByLabel('Investor Type').selectOption('growthGuru');
  await page.getByLabel('Excitement').fill('Fintech for farmers');
  await save(page);

  await page.reload();
  await expect(row(page, 'Interest Areas')).toContainText('Something Else');
  await expect(row(page, 'Interest Areas')).toContainText('Tech and App Development');
  await expect(row(page, 'Investor Type')).toHaveText('Growth Guru');
  await expect(row(page, 'Excitement')).toHaveText('Fintech for farmers');
});

test('a Co-founder edits skills and superpower, and sees them after a reload', async ({ page }) => {
  await member(page, 'Cofounder', { skills: 'Go', dreamProject: 'Solar grid' });
  await page.goto('/Update_profile');
  await expect(page.getByLabel('Project', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Dream Project')).toHaveValue('Solar grid');
  await page.getByLabel('Skills').fill('Go, Rust, Payments');
  await page.getByLabel('Superpower').fill('Hiring');
  await save(page);

  await page.reload();
  await expect(row(page, 'Skills')).toContainText('Rust');
  await expect(row(page, 'Superpower')).toHaveText('Hiring');
  await expect(row(page, 'Dream Project')).toHaveText('Solar grid');
});

test('a Job Seeker edits the desired role and about me, and sees them after a reload', async ({ page }) => {
  await member(page, 'Jobseeker', { aboutMe: 'Final-year student' });
  await page.goto('/Update_profile');
  await page.getByLabel('Desired Role').fill('Product designer');
  await page.getByLabel('About Me').fill('I sketch interfaces');
  await save(page);

  await page.reload();
  await expect(row(page, 'Desired Role')).toHaveText('Product designer');
  await expect(row(page, 'About Me')).toHaveText('I sketch interfaces');
});

test('a Hustler at stage preSeed saves a new bio and keeps preSeed', async ({ page }) => {
  await member(page, 'Hustler', { project: 'MandiCool', currentStage: 'preSeed' });
  await page.goto('/Update_profile');
  const stage = page.getByLabel('Current Stage');
  await expect(stage).toHaveValue('preSeed');
  await expect(stage.locator('option:checked')).toHaveText('Pre-Seed (current)');
  await expect(page.getByLabel('Project')).toHaveValue('MandiCool');
  await page.getByLabel('Bio').fill('Cold chains for every mandi');
  await save(page);

  await page.reload();
  await expect(row(page, 'Current Stage')).toHaveText('Pre-Seed');
  await expect(page.getByText('Cold chains for every mandi')).toBeVisible();

  // Picking another stage does change it.
  await page.goto('/Update_profile');
  await page.getByLabel('Current Stage').selectOption('Launch');
  await save(page);
  await page.reload();
  await expect(row(page, 'Current Stage')).toHaveText('Launch');
});

test("the Hustler's form still requires the Project", async ({ page }) => {
  await member(page, 'Hustler', { bio: 'No project yet' });
  await page.goto('/Update_profile');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Project is required')).toBeVisible();
  await expect(page).toHaveURL(/\/Update_profile$/);
});
