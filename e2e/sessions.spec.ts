import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signAccessToken } from '@startupsetu/server-core/tokens';
import { fillCredentials } from './support/accounts';
import { apiGet, commentWhileOffline, goOnline, idbKeys, pendingBanner, signedInPerson } from './support/offline';
import { revokeSessions } from './support/sessions';

// Sessions end: a token expires after 31 days, or an operator revokes a user's sessions. Either way
// the user is sent to sign in and comes back to the page they were on, with what they wrote offline
// still queued and then applied, once, with their new token (DESIGN §2, §4).

const DATA_DIR = process.env.E2E_DATA_DIR!;
const PASSWORD = 'setup-password-1'; // apiSignUp's

async function signInAgain(page: Page, email: string): Promise<void> {
  await expect(page).toHaveURL(/\/signin\?redirect=/);
  await fillCredentials(page, email, PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('a revoked session sends the user to sign in and back; the comment they wrote offline is kept and applied once', async ({ browser }) => {
  // The commenter's page has no SyncManager, so it replays as soon as it is online, and the test can
  // watch that replay meet the revoked token (the worker's Background Sync runs the same outbox code).
  const offline = await commentWhileOffline(browser, 'Pitch for revoked ', 'Written before the session ended ');
  try {
    const { me, videoId, card, comment } = offline;
    const { page } = me;

    revokeSessions(me.account.email);
    const replay = page.waitForResponse((response) => response.url().endsWith('/api/videos/comments') && response.request().method() === 'POST');
    await goOnline(page);
    expect((await replay).status()).toBe(401);

    // Sent to sign in, with the comment still queued on the device.
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fdashboard%2Fcofounder/);
    expect(await idbKeys(page, 'startupsetu-outbox', 'entries')).toHaveLength(1);

    await signInAgain(page, me.account.email);
    await expect(page).toHaveURL(/\/dashboard\/cofounder$/);
    const mine = card.getByRole('listitem').filter({ hasText: comment });
    await expect(mine).toBeVisible();
    await expect(mine.getByText('Pending')).toHaveCount(0);
    await expect(pendingBanner(page)).toHaveCount(0);

    const fresh = { ...me.account, token: (await page.evaluate(() => localStorage.getItem('token')))! };
    const { comments } = await apiGet<{ comments: { text: string }[] }>(page.request, fresh, `/api/commentget/${videoId}`);
    expect(comments.filter((item) => item.text === comment)).toHaveLength(1);
  } finally {
    await offline.close();
  }
});

test('an expired token sends the user to sign in and back to the page they were on', async ({ browser }) => {
  const me = await signedInPerson(browser, 'Investor');
  try {
    const { page } = me;
    const secret = readFileSync(join(DATA_DIR, 'jwt-secret'), 'utf8').trim();
    const current = (await page.evaluate(() => localStorage.getItem('token')))!;
    const { sid } = JSON.parse(Buffer.from(current.split('.')[1]!, 'base64url').toString()) as { sid: string };
    const expired = await signAccessToken({ userId: me.account.id, role: 'Investor', sessionId: sid }, secret, '-1 hour');
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
