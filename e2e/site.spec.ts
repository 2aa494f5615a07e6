import { expect, test } from '@playwright/test';
import { uniqueWord } from './support/profiles';
import { openLanding } from './support/landing';
import { readStackDatabase } from './support/database';
import { signedInPerson } from './support/offline';

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
  for (const section of ['Data We Collect', 'Advertising Cookies', 'Your Rights', 'Your Data Rights in India']) {
    await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
  // Each right under Indian law, and where in StartupSetu it is used (DESIGN §7.4).
  const rights = page.getByRole('region', { name: 'Your Data Rights in India' });
  for (const where of ['Settings → Your data', 'Update profile', 'Settings → Delete account', '/grievance', 'by writing to the Grievance Officer']) {
    await expect(rights).toContainText(where);
  }
});

test('the Grievance Officer page opens from the footer, signed out and signed in, with a head of its own', async ({ page, browser }) => {
  await openLanding(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Grievance Officer' }).click();
  await expect(page).toHaveURL(/\/grievance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Grievance Officer' })).toBeVisible();
  await expect(page).toHaveTitle('Grievance Officer · StartupSetu');
  await expect(page.getByRole('region', { name: 'Our Grievance Officer' })).toContainText('Priya Menon');
  await expect(page.getByRole('region', { name: 'Our Grievance Officer' }).getByRole('link', { name: 'grievance@startupsetu.in' })).toHaveAttribute('href', 'mailto:grievance@startupsetu.in');
  await expect(page.getByText('We acknowledge your complaint within 24 hours.')).toBeVisible();
  await expect(page.getByText(/We resolve it within 15 days/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://gac.gov.in' })).toHaveAttribute('href', 'https://gac.gov.in');
  // A first load arrives with the page's own head and the page drawn whole.
  const first = await page.request.get('/grievance');
  const html = await first.text();
  expect(html).toContain('Grievance Officer · StartupSetu');
  expect(html).toContain('https://gac.gov.in');

  const member = await signedInPerson(browser, 'Investor');
  try {
    await member.page.goto('/grievance');
    await expect(member.page.getByRole('heading', { level: 1, name: 'Grievance Officer' })).toBeVisible();
    await expect(member.page).toHaveTitle('Grievance Officer · StartupSetu');
  } finally {
    await member.close();
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
