import { expect, test, type Page } from '@playwright/test';
import { startMailbox, type Mailbox } from '../apps/server-core/src/testing/mailbox';
import { agreeAtSignUp, fillCredentials, uniqueEmail } from './support/accounts';
import { startFreshStack, type FreshStack } from './support/fresh-stack';
import { waitForServiceWorkerControl } from './support/offline';
import { apiSignUp, useSession } from './support/profiles';

// Passwords people can trust (DESIGN §6.2): the rules shown under the field, changing the password
// in /settings, a reset by the link the mail carries, and the lock after 10 failed sign-ins.

const SETUP_PASSWORD = 'setup-password-1'; // apiSignUp's
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

function passwordField(page: Page, label = 'Password') {
  return page.getByLabel(label, { exact: true });
}

async function submitSignIn(page: Page, email: string, password: string) {
  await fillCredentials(page, email, password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test("sign-up shows each password rule under the Password field, the server's too", async ({ page }) => {
  const email = uniqueEmail('rules');
  await page.goto('/signup');
  await agreeAtSignUp(page);
  await fillCredentials(page, email, 'short');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(passwordField(page)).toHaveAccessibleDescription('Password must be at least 8 characters');
  await expect(passwordField(page)).toHaveAttribute('aria-invalid', 'true');

  await fillCredentials(page, email, email.toUpperCase());
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(passwordField(page)).toHaveAccessibleDescription('Password must not be your email');

  // Only the server knows the common passwords: its 400 names the field, and the form shows it there.
  await fillCredentials(page, email, 'baseball1');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(passwordField(page)).toHaveAccessibleDescription('This password is too common. Choose one that is harder to guess.');
  await expect(page.getByRole('alert')).toHaveCount(0);

  await fillCredentials(page, email, 'a passphrase of my own');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/HustlerForm$/);
});

test('offline, sign-in and sign-up say so at once instead of waiting', async ({ page, context }) => {
  // Once the worker controls the page, the app shell loads offline.
  await page.goto('/signin');
  await waitForServiceWorkerControl(page);
  for (const [path, button] of [
    ['/signin', 'Sign In'],
    ['/signup', 'Sign Up'],
  ] as const) {
    await context.setOffline(true);
    await page.goto(path);
    await fillCredentials(page, uniqueEmail('offline'), 'a passphrase of my own');
    if (path === '/signup') await agreeAtSignUp(page);
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'An error occurred. Please try again later.' })).toBeVisible();
    await expect(page.getByRole('button', { name: button })).toBeVisible();
    await context.setOffline(false);
  }
});

test('the sign-in of an email locks after 10 wrong passwords, the right one too', async ({ page }) => {
  const account = await apiSignUp(page.request, uniqueEmail('locked'), 'Investor');
  await page.goto('/signin');
  for (let i = 0; i < 10; i += 1) {
    await submitSignIn(page, account.email, `not my password ${i}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  }
  await submitSignIn(page, account.email, SETUP_PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: 'Too many failed sign-ins. Try again in 15 minutes or reset your password.' })).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
});

async function changePasswordIn(page: Page, current: string, next: string) {
  const section = page.getByRole('region', { name: 'Change password' });
  await section.getByLabel('Current password').fill(current);
  await section.getByLabel('New password', { exact: true }).fill(next);
  await section.getByRole('button', { name: 'Change Password' }).click();
  return section;
}

test('changing the password in /settings: reasons under their fields, then the new password signs in', async ({ page }) => {
  const account = await apiSignUp(page.request, uniqueEmail('changer'), 'Cofounder');
  await useSession(page, account, 'Cofounder');
  await page.goto('/settings');

  let section = await changePasswordIn(page, 'not the current one', 'a changed passphrase');
  await expect(section.getByLabel('Current password')).toHaveAccessibleDescription('Current password is incorrect');
  section = await changePasswordIn(page, SETUP_PASSWORD, 'short');
  await expect(section.getByLabel('New password', { exact: true })).toHaveAccessibleDescription('Password must be at least 8 characters');
  section = await changePasswordIn(page, SETUP_PASSWORD, 'qwerty123');
  await expect(section.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
    'This password is too common. Choose one that is harder to guess.',
  );

  section = await changePasswordIn(page, SETUP_PASSWORD, 'a changed passphrase');
  await expect(section.getByRole('status')).toHaveText('Password changed');
  await expect(section.getByLabel('Current password')).toHaveValue('');

  // This browser stays signed in; the old password no longer signs in, the new one does.
  await page.goto('/Profile');
  await expect(page).toHaveURL(/\/Profile$/);
  expect((await page.request.post('/api/auth/signin', { data: { email: account.email, password: SETUP_PASSWORD } })).status()).toBe(401);
  expect((await page.request.post('/api/auth/signin', { data: { email: account.email, password: 'a changed passphrase' } })).status()).toBe(200);
});

// Needs the server-side sessions (helper SESSIONS) and the web's session-ended path (WEB-SESSIONS).
test("changing the password in /settings ends the other browser's session", async ({ browser, page }) => {
  const account = await apiSignUp(page.request, uniqueEmail('changer'), 'Investor');
  await useSession(page, account, 'Investor');

  // The same person signed in on another browser.
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    const signIn = await otherPage.request.post('/api/auth/signin', { data: { email: account.email, password: SETUP_PASSWORD } });
    expect(signIn.status()).toBe(200);
    const { accessToken } = (await signIn.json()) as { accessToken: string };
    await useSession(otherPage, { ...account, token: accessToken }, 'Investor');
    await otherPage.goto('/Profile');
    await expect(otherPage).toHaveURL(/\/Profile$/);

    await page.goto('/settings');
    const section = await changePasswordIn(page, SETUP_PASSWORD, 'ends the other browser');
    await expect(section.getByRole('status')).toHaveText('Password changed');

    // The other browser, left open on its profile, is told at once (its socket is closed) and sent
    // to sign in again; this one carries on.
    await expect(otherPage.getByRole('alert').filter({ hasText: SESSION_ENDED })).toBeVisible();
    await expect(otherPage).toHaveURL(/\/signin\?redirect=/);
    await submitSignIn(otherPage, account.email, 'ends the other browser');
    await expect(otherPage).toHaveURL(/\/Profile$/);
    await page.goto('/Profile');
    await expect(page).toHaveURL(/\/Profile$/);
  } finally {
    await other.close();
  }
});

test.describe('with mail delivered to an SMTP server on loopback', () => {
  test.describe.configure({ timeout: 120_000 });
  let mailbox: Mailbox;
  let fresh: FreshStack;

  test.beforeAll(async () => {
    mailbox = await startMailbox();
    fresh = await startFreshStack(Number(process.env.E2E_FRESH_PORT ?? 8185), { SMTP_URL: mailbox.url });
  });

  test.afterAll(async () => {
    await fresh?.stop();
    await mailbox?.close();
  });

  test('forgot password: the mailed link opens the reset page, the new password signs in, the link works once', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: fresh.baseURL });
    try {
      const page = await context.newPage();
      const account = await apiSignUp(page.request, uniqueEmail('forgetful'), 'Hustler', mailbox);

      await page.goto('/signin');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
      await page.getByLabel('Email').fill(account.email);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByRole('status')).toHaveText('If an account exists for this email, we have sent a link to reset its password.');

      const mail = await mailbox.take(account.email);
      expect(mail.subject).toBe('Reset your StartupSetu password');
      expect(mail.link).toMatch(new RegExp(`^${fresh.baseURL}/reset-password\\?token=`));

      await page.goto(mail.link!);
      await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
      await passwordField(page, 'New password').fill('my reset passphrase');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page).toHaveURL(/\/signin$/);
      await expect(page.getByText('Your password has been reset. Please sign in.')).toBeVisible();

      await submitSignIn(page, account.email, SETUP_PASSWORD);
      await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
      await submitSignIn(page, account.email, 'my reset passphrase');
      await expect(page).toHaveURL(/\/dashboard\/Hustler$/i);

      // The link was used: opened again, it says so and offers a new one.
      await page.goto(mail.link!);
      await passwordField(page, 'New password').fill('another passphrase');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'This reset link is invalid or has expired. Ask for a new one.' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    } finally {
      await context.close();
    }
  });
});
