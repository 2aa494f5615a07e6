import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signAccessToken } from '@startupsetu/server-core/tokens';
import { expectSessionEnded, fillCredentials, signIn, uniqueEmail } from './support/accounts';
import { videoCard } from './support/content';
import {
  apiGet,
  apiUploadVideo,
  commentWhileOffline,
  goOffline,
  goOnline,
  idbKeys,
  pendingBanner,
  signedInPerson,
  waitForServiceWorkerControl,
  type Person,
} from './support/offline';
import { apiSignUp, uniqueWord } from './support/profiles';
import { revokeSessions } from './support/sessions';

// Sessions end: the user signs out (in any tab), signs a device out from /settings, a token expires
// (31 days), or an operator revokes a user's sessions. Every tab follows; a page whose session ended
// says 'Your session has ended. Please sign in again.' and sends the user to sign in, and back to the
// page they were on, with what they wrote offline still queued and then applied, once, with their
// new token (DESIGN §2, §4, §6.2).

const DATA_DIR = process.env.E2E_DATA_DIR!;
const PASSWORD = 'setup-password-1'; // apiSignUp's

async function signInAgain(page: Page, email: string): Promise<void> {
  await expect(page).toHaveURL(/\/signin\?redirect=/);
  await fillCredentials(page, email, PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('a revoked session sends the user to sign in and back; the comment they wrote offline is kept and applied once', async ({ browser }) => {
  // The commenter's page has no SyncManager, so it replays as soon as it is online (the worker's
  // Background Sync runs the same outbox code).
  const offline = await commentWhileOffline(browser, 'Pitch for revoked ', 'Written before the session ended ');
  try {
    const { me, videoId, card, comment } = offline;
    const { page } = me;

    revokeSessions(me.account.email);
    // Back online, the replay and the page's own reads race to meet the ended session first; either
    // way no comment is accepted for it (the replay, if it went, got 401).
    const replays: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/videos/comments') && response.request().method() === 'POST') replays.push(response.status());
    });
    await goOnline(page);

    // Sent to sign in, with the comment still queued on the device.
    await expectSessionEnded(page);
    expect(replays.filter((status) => status !== 401)).toEqual([]);
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fdashboard%2Fcofounder/);
    expect(await idbKeys(page, 'startupsetu-outbox', 'entries')).toHaveLength(1);

    await signInAgain(page, me.account.email);
    await expect(page).toHaveURL(/\/dashboard\/cofounder$/);
    await expect(pendingBanner(page)).toHaveCount(0);
    // The ended session's saved reads are gone, so the feed comes from the network: the comments
    // are open when the comment was still shown as pending then, and closed when it was already sent.
    const toggle = card.getByRole('button', { name: /^Comments/ });
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    const mine = card.getByRole('listitem').filter({ hasText: comment });
    await expect(mine).toBeVisible();
    await expect(mine.getByText('Pending')).toHaveCount(0);

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
    await expectSessionEnded(page);
    await signInAgain(page, me.account.email);
    await expect(page).toHaveURL(/\/Profile$/);
    await expect(page.getByText(me.name).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe(expired);
  } finally {
    await me.close();
  }
});

/** The same account signed in through the form in a browser context of its own (its own session). */
async function anotherBrowser(browser: Browser, me: Person): Promise<{ context: BrowserContext; page: Page; socketClosed: Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const socketClosed = new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      if (socket.url().includes('/socket.io/')) socket.on('close', () => resolve());
    });
  });
  await signIn(page, me.account.email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/dashboard/${me.role}$`, 'i'));
  return { context, page, socketClosed };
}

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

test('a token more than a day old is renewed when the app starts, for the same session', async ({ browser }) => {
  const me = await signedInPerson(browser, 'Jobseeker');
  try {
    const { page } = me;
    const secret = readFileSync(join(DATA_DIR, 'jwt-secret'), 'utf8').trim();
    const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string; iat: number };
    const { sid } = claims(me.account.token);
    const twoDaysAgo = Math.floor(Date.now() / 1000) - 2 * 24 * 60 * 60;
    // The api's token (HS256) as it would have been issued two days ago.
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const signed = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ role: 'Jobseeker', sid, sub: me.account.id, iat: twoDaysAgo, exp: twoDaysAgo + 31 * 24 * 60 * 60 })}`;
    const old = `${signed}.${createHmac('sha256', secret).update(signed).digest('base64url')}`;
    await page.evaluate((token) => localStorage.setItem('token', token), old);

    const renewal = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh'));
    await page.goto('/Profile');
    expect((await renewal).status()).toBe(200);
    await expect.poll(() => tokenOf(page)).not.toBe(old);
    const renewed = claims((await tokenOf(page))!);
    expect(renewed.sid).toBe(sid);
    expect(renewed.iat).toBeGreaterThan(twoDaysAgo);
    await expect(page.getByText(me.name).first()).toBeVisible();
  } finally {
    await me.close();
  }
});

test('signing out in one tab signs out the other tab at once, and that tab can no longer act', async ({ browser }) => {
  const me = await signedInPerson(browser, 'Hustler');
  try {
    const first = me.page;
    await first.goto('/Profile');
    await expect(first.getByText(me.name).first()).toBeVisible();
    const second = await me.context.newPage();
    await second.goto('/talks');
    await expect(second.getByRole('heading', { name: 'Talks', exact: true })).toBeVisible();
    const token = (await tokenOf(second))!;

    const clickedAt = Date.now();
    await first.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expect(second).toHaveURL(/\/signin\?redirect=%2Ftalks/);
    // A figure for the report (DESIGN §6.2 asks for 2 s), not an assertion.
    test.info().annotations.push({ type: 'other tab on /signin after the click', description: `${Date.now() - clickedAt} ms` });
    await expect(first).toHaveURL(/\/signin$/);
    expect(await tokenOf(second)).toBeNull();

    // The server ended the session: its token is refused everywhere.
    const refused = await second.request.get('/api/userprofile/getUser', { headers: { Authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(401);
    // And the tab has nothing left to act with: a signed-in page sends it to sign in.
    await second.goto('/Profile');
    await expect(second).toHaveURL(/\/signin\?redirect=%2FProfile/);
  } finally {
    await me.close();
  }
});

test('a tab of one user follows another user signing in on the same browser, showing nothing of the first', async ({ browser }) => {
  const me = await signedInPerson(browser, 'Hustler');
  const next = await apiSignUp(me.page.request, uniqueEmail('next'), 'Investor');
  try {
    const first = me.page;
    await first.goto('/Profile');
    await expect(first.getByText(me.name).first()).toBeVisible();
    const second = await me.context.newPage();
    await signIn(second, next.email, PASSWORD);
    await expect(second).toHaveURL(/\/dashboard\/Investor$/);

    await expect(first).toHaveURL(/\/dashboard\/Investor$/);
    await expect(first.getByTitle(`Signed in as ${next.email}`)).toBeVisible();
    await expect(first.getByText(me.name)).toHaveCount(0);
    // The first user's session ended with the sign-in that replaced it.
    const refused = await first.request.get('/api/userprofile/getUser', { headers: { Authorization: `Bearer ${me.account.token}` } });
    expect(refused.status()).toBe(401);
  } finally {
    await me.close();
  }
});

test("the devices list signs another browser out: it shows the message and /signin, and its socket is closed", async ({ browser }) => {
  const me = await signedInPerson(browser, 'Investor');
  const other = await anotherBrowser(browser, me);
  try {
    const { page } = me;
    await page.goto('/dashboard/Investor');
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    const devices = page.getByRole('region', { name: 'Signed-in devices' }).getByRole('listitem');
    await expect(devices).toHaveCount(2);
    const thisDevice = devices.filter({ hasText: 'This device' });
    await expect(thisDevice).toHaveCount(1);
    await expect(thisDevice.getByRole('button')).toHaveCount(0);
    const otherDevice = devices.filter({ hasNotText: 'This device' });
    await expect(otherDevice).toContainText('Chrome on Linux');
    await expect(otherDevice).toContainText('Active now');

    const clickedAt = Date.now();
    await otherDevice.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Chrome on Linux was signed out.' })).toBeVisible();
    await expect(devices).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Sign out everywhere else' })).toHaveCount(0);

    // The other browser's socket is closed by the server, and the page tells its user at once.
    await other.socketClosed;
    test.info().annotations.push({ type: "other browser's socket closed after the click", description: `${Date.now() - clickedAt} ms` });
    await expectSessionEnded(other.page);
    test.info().annotations.push({ type: 'other browser on /signin with the message after the click', description: `${Date.now() - clickedAt} ms` });
    await expect(other.page).toHaveURL(/\/signin\?redirect=%2Fdashboard%2FInvestor/);
  } finally {
    await other.context.close();
    await me.close();
  }
});

test("'Sign out everywhere else' ends every other session and keeps this one", async ({ browser }) => {
  const me = await signedInPerson(browser, 'Jobseeker');
  const other = await anotherBrowser(browser, me);
  try {
    const { page } = me;
    await page.goto('/settings');
    const devices = page.getByRole('region', { name: 'Signed-in devices' }).getByRole('listitem');
    await expect(devices).toHaveCount(2);
    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Signed out 1 other device.' })).toBeVisible();
    await expect(devices).toHaveCount(1);
    await expect(devices).toContainText('This device');

    await expectSessionEnded(other.page);
    // This browser carries on.
    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await expect(page.getByText(me.name).first()).toBeVisible();
    await expect(page).toHaveURL(/\/Profile$/);
  } finally {
    await other.context.close();
    await me.close();
  }
});

test('a revoked session shows the message on the open page at once, and a dead token does not leave the dashboard drawn', async ({ browser }) => {
  const me = await signedInPerson(browser, 'Cofounder');
  try {
    const { page } = me;
    await page.goto('/dashboard/cofounder');
    await expect(page.getByTitle(`Signed in as ${me.account.email}`)).toBeVisible();
    revokeSessions(me.account.email);
    // The operator's revoke closes the page's socket; the page asks, meets the 401, and says so
    // without the user doing anything.
    await expectSessionEnded(page);
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fdashboard%2Fcofounder/);

    // A later visit to the dashboard with that dead token: its first screen gives way to sign in.
    await page.evaluate(({ token, id }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userId', id);
      localStorage.setItem('role', 'Cofounder');
    }, { token: me.account.token, id: me.account.id });
    await page.goto('/dashboard/cofounder');
    await expectSessionEnded(page);
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fdashboard%2Fcofounder/);
    await expect(page.getByTitle(`Signed in as ${me.account.email}`)).toHaveCount(0);
  } finally {
    await me.close();
  }
});

test('a like refused for an ended session takes the user to sign in with the message', async ({ browser }) => {
  const author = await signedInPerson(browser, 'Hustler');
  const me = await signedInPerson(browser, 'Investor');
  try {
    const title = uniqueWord('Liked after the end ');
    await apiUploadVideo(author.page.request, author.account, title);
    const { page } = me;
    await page.goto('/dashboard/Investor');
    const card = videoCard(page, title);
    await expect(card).toBeVisible();
    await expect(page.getByTitle(/^Signed in as /)).toBeVisible();
    // The token dies while the page is open. The page's own background calls would meet it too, at
    // a moment the test does not choose: its reads (a refetch when its socket connects, say), and the
    // session check of a socket that connects only now and is refused (PUT /api/user/verify). They
    // are held, so that the like is the call that meets it.
    await page.route(
      (url) => url.pathname.startsWith('/api/') && url.pathname !== '/api/videos/like',
      (route) => (route.request().method() === 'GET' || new URL(route.request().url()).pathname === '/api/user/verify' ? undefined : route.fallback()),
    );
    await page.evaluate(() => localStorage.setItem('token', 'no-longer-valid'));
    await card.getByRole('button', { name: 'Like', exact: true }).click();
    await expectSessionEnded(page);
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fdashboard%2FInvestor/);
  } finally {
    await me.close();
    await author.close();
  }
});

test('offline, the devices section says it needs the network instead of loading forever', async ({ browser }) => {
  const me = await signedInPerson(browser, 'Hustler');
  try {
    const { page } = me;
    await page.goto('/settings');
    await waitForServiceWorkerControl(page);
    await expect(page.getByRole('region', { name: 'Signed-in devices' }).getByRole('listitem')).toHaveCount(1);
    await goOffline(page);
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: 'You are offline. Connect to see where your account is signed in.' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  } finally {
    await me.close();
  }
});
