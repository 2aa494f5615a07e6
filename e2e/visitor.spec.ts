import { expect, test } from '@playwright/test';
import { agreeAtSignUp, fillCredentials, forgetSession, signIn, signUp, uniqueEmail } from './support/accounts';
import { openLanding } from './support/landing';

const ROLES = [
  { role: 'Hustler', form: '/HustlerForm', dashboard: '/dashboard/Hustler', heading: 'Hustler Dashboard' },
  { role: 'Investor', form: '/InvestorForm', dashboard: '/dashboard/Investor', heading: 'Investor Dashboard' },
  { role: 'Cofounder', form: '/CofunderForm', dashboard: '/dashboard/Cofounder', heading: 'Co-founder Dashboard' },
  { role: 'Jobseeker', form: '/JobseekerForm', dashboard: '/dashboard/Jobseeker', heading: 'Job Seeker Dashboard' },
];

for (const { role, form, dashboard, heading } of ROLES) {
  test(`a new visitor signs up as ${role}, lands on ${form}, then signs in to ${dashboard}`, async ({ page }) => {
    const email = uniqueEmail(role.toLowerCase());
    await openLanding(page);
    await page.getByRole('link', { name: 'Get Started for Free' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();

    await fillCredentials(page, email, 'chai-and-code-42');
    await page.getByLabel('Role').selectOption(role);
    await agreeAtSignUp(page);
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await expect(page).toHaveURL(new RegExp(`${form}$`));
    await expect(page.getByText('Signup successful!')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    await forgetSession(page);
    await signIn(page, email, 'chai-and-code-42');
    await expect(page).toHaveURL(new RegExp(`${dashboard}$`));
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByTitle(`Signed in as ${email}`)).toBeVisible();
    const stored = await page.evaluate(() => ({ token: localStorage.getItem('token'), id: localStorage.getItem('userId') }));
    expect(stored.token).toBeTruthy();
    expect(stored.id).toBeTruthy();
  });
}

test('a wrong password shows the server message and stays on sign-in', async ({ page }) => {
  const email = uniqueEmail('wrongpw');
  await signUp(page, email, 'right-password', 'Hustler');
  await expect(page).toHaveURL(/\/HustlerForm$/);
  await forgetSession(page);

  await signIn(page, email, 'not-the-password');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the same email cannot sign up twice', async ({ page }) => {
  const email = uniqueEmail('twice');
  await signUp(page, email, 'first-password', 'Investor');
  await expect(page).toHaveURL(/\/InvestorForm$/);
  await forgetSession(page);

  await signUp(page, email, 'second-password', 'Hustler');
  await expect(page.getByRole('alert').filter({ hasText: 'An account with this email already exists' })).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test('sign-up checks the fields before calling the server', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByLabel('Role')).toHaveValue('Hustler');
});

test('a signed-out visitor sent to sign-in returns to the page after signing in', async ({ page }) => {
  const email = uniqueEmail('return');
  await signUp(page, email, 'return-password', 'Investor');
  await expect(page).toHaveURL(/\/InvestorForm$/);
  await forgetSession(page);

  await page.goto('/Notification');
  await expect(page).toHaveURL(/\/signin\?redirect=/);
  await fillCredentials(page, email, 'return-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/Notification$/);
});
