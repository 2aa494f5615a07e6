import { expect, test } from '@playwright/test';
import { uniqueWord } from './support/profiles';
import { openLanding } from './support/landing';
import { readStackDatabase } from './support/database';

test('the static pages open from the header and footer links', async ({ page }) => {
  await openLanding(page);
  for (const [link, heading] of [
    ['About Us', 'About Us'],
    ['Services', 'Services'],
    ['Contact Us', 'Contact Us'],
  ]) {
    await page.getByRole('banner').getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' }).click();
  await expect(page).toHaveURL(/\/Termsandconditions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
  // The tab says what the page's heading says.
  await expect(page).toHaveTitle('Terms & Conditions · StartupSetu');
  await expect(page.getByText('April 30, 2025')).toBeVisible();
  for (const section of ['User Responsibility', 'Prohibited Activities', 'Limitation of Liability']) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  for (const section of ['Data We Collect', 'Advertising Cookies', 'Your Rights']) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }
});

test('the contact form rejects an invalid email and stores a valid message', async ({ page }) => {
  const words = uniqueWord('Please list my startup ');
  await page.goto('/ContactUs');
  await page.getByLabel('Name').fill('Priya');
  await page.getByLabel('Email', { exact: true }).fill('priya-at-example');
  await page.getByLabel('Message').fill(words);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(/valid email/i)).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill('priya@example.in');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for reaching out!' })).toBeVisible();

  const stored = readStackDatabase((db) => db.prepare('select name, email, message from contact_messages where message = ?').all(words));
  expect(stored).toEqual([{ name: 'Priya', email: 'priya@example.in', message: words }]);
});
