import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signAccessToken } from '@startupsetu/server-core/tokens';
import { fillCredentials } from './support/accounts';
import { videoCard } from './support/content';
import { apiGet, apiUploadVideo, goOffline, goOnline, idbKeys, noSyncManager, pendingBanner, signedInPerson } from './support/offline';
import { uniqueWord } from './support/profiles';

// Sessions end: a token expires after 7 days, or an operator revokes a user's sessions. Either way
// the user is sent to sign in and comes back to the page they were on, with what they wrote offline
// still queued and then applied, once, with their new token (DESIGN §2, §4).

const DATA_DIR = process.env.E2E_DATA_DIR!;
const PASSWORD = 'setup-password-1'; // apiSignUp's

/** `npm run admin -- revoke <email>` against the suite's server. */
function revokeSessions(email: string): void {
  execFileSync(join('node_modules', '.bin', 'tsx'), ['apps/api/src/admin.ts', 'revoke', email], {
    env: { ...process.env, DATA_DIR },
    stdio: 'pipe',
  });
}

async function signInAgain(page: Page, email: string): Promise<void> {
  await expect(page).toHaveURL(/\/signin\?redirect=/);
  await fillCredentials(page, email, PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('a revoked session sends the user to sign in and back; the comment they wrote offline is kept and applied once', async ({ browser }) => {
  // Without SyncManager the page replays as soon as it is online, so the test can watch that
  // replay meet the revoked token (the worker's Background Sync runs the same outbox code).
  const author = await signedInPerson(browser, 'Hustler');
  const me = await signedInPerson(browser, 'Cofounder', {}, noSyncManager);
  try {
    const title = uniqueWord('Pitch for revoked ');
    const videoId = await apiUploadVideo(author.page.request, author.account, title);
    const { page } = me;
    await page.goto('/dashboard/cofounder');
    const card = videoCard(page, title);
    await expect(card).toBeVisible();

    await goOffline(page);
    const comment = uniqueWord('Written before the session ended ');
    await card.getByLabel('Add a comment').fill(comment);
    await card.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(card.getByRole('listitem').filter({ hasText: comment }).getByText('Pending')).toBeVisible();

    revokeSessions(me.account.email);
    const replay = page.waitForResponse((response) => response.url().endsWith('/api/videos/comments') && response.request().method() === 'POST');
    await goOnline(page);
    expect((await replay).status()).toBe(401);

    // Sent to sign in, with the comment still queued on the device.
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fdashboard%2Fcofounder/);
    expect(await idbKeys(page, 'startupsetu-outbox', 'entries')).toHaveLength(1);

    await signInAgain(page, me.account.email);
    await expect(page).toHaveURL(/\/dashboard\/cofounder$/);
    const mine = videoCard(page, title).getByRole('listitem').filter({ hasText: comment });
    await expect(mine).toBeVisible();
    await expect(mine.getByText('Pending')).toHaveCount(0);
    await expect(pendingBanner(page)).toHaveCount(0);

    const fresh = { ...me.account, token: (await page.evaluate(() => localStorage.getItem('token')))! };
    const { comments } = await apiGet<{ comments: { text: string }[] }>(page.request, fresh, `/api/commentget/${videoId}`);
    expect(comments.filter((item) => item.text === comment)).toHaveLength(1);
  } finally {
    await me.close();
    await author.close();
  }
});

test('an expired token sends the user to sign in and back to the page they were on', async ({ browser }) => {
  const me = await signedInPerson(browser, 'Investor');
  try {
    const { page } = me;
    const secret = readFileSync(join(DATA_DIR, 'jwt-secret'), 'utf8').trim();
    const expired = await signAccessToken({ userId: me.account.id, role: 'Investor' }, secret, '-1 hour');
    await page.evaluate((token) => localStorage.setItem('token', token), expired);

    await page.goto('/Profile');
    await signInAgain(page, me.account.email);
    await expect(page).toHaveURL(/\/Profile$/);
    await expect(page.getByText(me.name).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe(expired);
  } finally {
    await me.close();
  }
});
