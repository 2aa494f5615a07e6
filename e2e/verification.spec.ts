import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { mailedCode } from '../apps/server-core/src/testing/mail-files';
import { suiteMailDir } from './support/accounts';
import { grantModerator } from './support/moderation';
import { signedInPerson } from './support/offline';
import { uniqueWord } from './support/profiles';

// Badges that name what was proven (DESIGN §7.4): an investor asks in Settings with a SEBI
// registration and its certificate, a moderator reads the certificate and approves it on
// /moderation, and the badge shows on the investor's card and profile; a person proves a work
// email by the code mailed to it.

test.describe.configure({ timeout: 120_000 });

const SEBI_BADGE = 'Verified investor · SEBI-registered';

test('an investor asks for verification in Settings, a moderator approves it, and the badge shows on their card and profile', async ({ browser }) => {
  const investor = await signedInPerson(browser, 'Investor');
  const moderator = await signedInPerson(browser, 'Jobseeker');
  try {
    grantModerator(moderator.account.email);

    // On a phone's width.
    await investor.page.setViewportSize({ width: 360, height: 800 });
    await investor.page.goto('/settings');
    const section = investor.page.getByRole('region', { name: 'Verification' });
    const form = section.getByRole('form', { name: 'Verify as an investor' });
    await expect(form.getByRole('radio', { name: 'SEBI-registered fund' })).toBeChecked();
    await form.getByLabel('SEBI registration number').fill('IN/AIF1/20-21/0812');
    await form.getByLabel(/A page that names you/).fill('https://fund.example.in/team');
    await form.getByLabel('Portfolio company 1').fill('Krishi Setu');
    await form.getByRole('button', { name: 'Ask for verification' }).click();
    const requests = section.getByRole('list', { name: 'Your verification requests' });
    await expect(requests.getByRole('listitem').first()).toContainText('Waiting for a moderator');
    await expect(form).toHaveCount(0);
    // The SEBI certificate goes with it, for the moderator's eyes only.
    const certificate = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 0x20)]);
    await requests.getByLabel('Add a document (optional)').setInputFiles({ name: 'SEBI certificate.pdf', mimeType: 'application/pdf', buffer: certificate });
    await expect(section.getByText('Document sent.')).toBeVisible();
    await expect(requests.getByRole('button', { name: 'Download document' })).toHaveText(/SEBI certificate\.pdf/);
    // The file picker fits the phone's screen: nothing to scroll sideways.
    expect(await investor.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await moderator.page.goto('/moderation');
    await moderator.page.getByRole('button', { name: 'Verification requests' }).click();
    const queue = moderator.page.getByRole('list', { name: 'Verification requests, oldest first' });
    const row = queue.getByRole('listitem').filter({ hasText: investor.name });
    await expect(row).toContainText('IN/AIF1/20-21/0812');
    await expect(row).toContainText('Krishi Setu');
    await expect(row.getByRole('link', { name: 'https://fund.example.in/team' })).toBeVisible();
    const [download] = await Promise.all([moderator.page.waitForEvent('download'), row.getByRole('button', { name: 'Download document' }).click()]);
    expect(download.suggestedFilename()).toBe('SEBI certificate.pdf');
    expect((await readFile(await download.path())).equals(certificate)).toBe(true);
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(row).toHaveCount(0);

    // Everywhere the investor appears: their card on /FindInvestor and their profile.
    await moderator.page.goto(`/FindInvestor?q=${encodeURIComponent(investor.name)}`);
    const card = moderator.page.getByRole('article', { name: investor.name });
    await expect(card.getByText(SEBI_BADGE)).toBeVisible();
    await moderator.page.goto(`/people/${investor.account.id}`);
    await expect(moderator.page.getByRole('heading', { level: 1, name: investor.name })).toBeVisible();
    await expect(moderator.page.getByText(SEBI_BADGE)).toBeVisible();

    // The investor reads the decision in Settings.
    await investor.page.reload();
    await expect(requests.getByRole('listitem').first()).toContainText('Approved');
  } finally {
    await investor.close();
    await moderator.close();
  }
});

test('a person proves a work email by the code mailed to it, and their profile says so', async ({ browser }) => {
  const person = await signedInPerson(browser, 'Jobseeker');
  try {
    const workEmail = `${uniqueWord('asha').toLowerCase()}@acme.in`;
    await person.page.goto('/settings');
    const section = person.page.getByRole('region', { name: 'Verification' });
    await section.getByRole('textbox', { name: 'Work email' }).fill(workEmail);
    await section.getByRole('button', { name: 'Send the code' }).click();

    const code = section.getByLabel('Enter the code we emailed');
    await expect(code).toBeVisible();
    await code.fill(await mailedCode(suiteMailDir(), workEmail));
    await section.getByRole('button', { name: 'Confirm' }).click();
    await expect(section.getByRole('list', { name: 'Your verification requests' }).getByRole('listitem').first()).toContainText('Approved');
    await expect(code).toHaveCount(0);

    await person.page.goto(`/people/${person.account.id}`);
    await expect(person.page.getByText('Work email · acme.in')).toBeVisible();
  } finally {
    await person.close();
  }
});
