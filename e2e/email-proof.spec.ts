import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { mailedLink } from '../apps/server-core/src/testing/mail-files';
import { agreeAtSignUp, fillCredentials, uniqueEmail } from './support/accounts';

// Proven email (DESIGN §7.4): a person signs up through the form (18 or older, the privacy notice
// agreed), is told to confirm the address, opens the link mailed to it in the same browser, and the
// banner is gone. The suite's stack has no SMTP: each mail is an .eml file under DATA_DIR/mail.

const PROOF_LINK = '/verify-email?token=';

test('a new account confirms its email by the mailed link, and the banner asking for it goes', async ({ page }) => {
  const email = uniqueEmail('proof');
  const mailDir = join(process.env.E2E_DATA_DIR!, 'mail');

  await page.goto('/signup');
  await fillCredentials(page, email, 'a passphrase of my own');
  await page.getByLabel('Role').selectOption('Hustler');
  await agreeAtSignUp(page);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  // The role's profile form comes first; skipped, if it does.
  await page.waitForURL(/\/(HustlerForm|dashboard\/Hustler)$/i);
  if (/\/HustlerForm$/.test(page.url())) await page.getByRole('button', { name: 'Skip for Now' }).click();
  await expect(page).toHaveURL(/\/dashboard\/Hustler$/i);

  const banner = page.getByRole('region', { name: 'Confirm your email' });
  await expect(banner).toContainText(`Confirm your email to message, connect and apply. We sent a link to ${email}.`);
  await banner.getByRole('button', { name: 'Send the link again' }).click();
  await expect(banner.getByRole('status')).toHaveText(`We have sent a new link to ${email}.`);

  // The newest mail's link, opened at this stack's origin (the link names the api's own APP_URL).
  const link = new URL(await mailedLink(mailDir, email, PROOF_LINK));
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
  await expect(page.getByText('Your email is confirmed.')).toBeVisible();

  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/Hustler$/i);
  await expect(page.getByRole('button', { name: 'Create Contents' })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // A reload, from the copy saved on the device and the server's word alike: no banner.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Create Contents' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});
