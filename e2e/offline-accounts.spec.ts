import { expect, test, type Page } from '@playwright/test';
import { fillCredentials, uniqueEmail } from './support/accounts';
import { openBlogPopup, startPlayer, videoCard } from './support/content';
import {
  apiGet,
  apiPost,
  apiUploadVideo,
  cacheNames,
  goOffline,
  goOnline,
  idbKeys,
  idbText,
  noSyncManager,
  offlineBanner,
  openChat,
  pendingBanner,
  savedVideoPaths,
  waitForServiceWorkerControl,
} from './support/offline';
import { apiFillProfile, apiSignUp, SETUP_PASSWORD, uniqueWord, type ApiAccount } from './support/profiles';
import { revokeSessions } from './support/sessions';
import { apiAcceptedChat } from './support/connections';

// Offline data belongs to one user (DESIGN §6.2): when A's session ends and B signs in on the same
// browser, nothing of A shows or can be read, online or offline; A's queued writes stay sealed and
// are sent, once, with A's new token after A signs in again, never as B.

const NEEDS_NETWORK = 'You are offline. This needs the network; what you typed is kept.';

interface Account extends ApiAccount {
  name: string;
}

async function account(page: Page, role: string, fields: Record<string, string> = {}): Promise<Account> {
  const name = uniqueWord(role);
  const created = await apiSignUp(page.request, uniqueEmail(role.toLowerCase()), role);
  await apiFillProfile(page.request, created, role, { Username: name, ...fields });
  return { ...created, name };
}

/** Signs in through the sign-in screen, as a person would (the reply's key opens their offline data). */
async function signInAs(page: Page, who: ApiAccount): Promise<void> {
  if (!/\/signin/.test(page.url())) await page.goto('/signin');
  await fillCredentials(page, who.email, SETUP_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/signin/);
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/signin/);
}

/** The drafts store's keys once the user's draft of `form` is written (typing pauses first). */
async function draftSaved(page: Page, userId: string, form: string): Promise<void> {
  await expect.poll(() => idbKeys(page, 'startupsetu-outbox', 'drafts')).toContain(`${userId}/${form}`);
}

test("after A's session ends, B on the same browser sees and can read nothing of A's, online or offline", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    const phone = `9${Date.now().toString().slice(-9)}`;
    const a = await account(page, 'Hustler', { phoneno: phone, project: uniqueWord('Project ') });
    const b = await account(page, 'Hustler', { project: uniqueWord('Project ') });
    const friend = await account(page, 'Cofounder');
    const title = uniqueWord('Pitch of A ');
    const chatText = uniqueWord('Private chat for A ');
    const commentText = uniqueWord('Queued by A ');
    const draftText = uniqueWord('Draft of A ');
    await apiUploadVideo(page.request, a, title);
    await apiPost(page.request, friend, '/api/connects/request', { targetId: a.id });
    await apiAcceptedChat(page.request, friend, a, chatText);

    // A signs in, sees their feed, chat, notifications and profile, saves a video, has pictures cached.
    await signInAs(page, a);
    const aToken = (await page.evaluate(() => localStorage.getItem('token')))!;
    await page.goto('/dashboard/Hustler');
    await waitForServiceWorkerControl(page);
    await page.reload();
    const card = videoCard(page, title);
    await expect(card).toBeVisible();
    await expect.poll(() => cacheNames(page)).toContain(`images:${a.id}`);
    await startPlayer(card, title);
    await card.getByRole('button', { name: 'Save for offline' }).click();
    await expect(card.getByText('Saved for offline')).toBeVisible();
    expect(await savedVideoPaths(page)).toHaveLength(1);
    await page.goto('/messages');
    await expect((await openChat(page, { account: friend, name: friend.name })).getByText(chatText)).toBeVisible();
    await page.goto('/Notification');
    await expect(page.getByText(`${friend.name} wants to connect`)).toBeVisible();
    await page.goto('/Profile');
    await expect(page.getByText(phone)).toBeVisible();
    await expect.poll(() => idbKeys(page, 'startupsetu-cache', 'snapshots')).toContain(a.id);

    // Offline, A comments (queued) and starts a blog (a draft), then signs out.
    await page.goto('/dashboard/Hustler');
    await goOffline(page);
    await card.getByLabel('Add a comment').fill(commentText);
    await card.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(card.getByRole('listitem').filter({ hasText: commentText }).getByText('Pending')).toBeVisible();
    const popup = await openBlogPopup(page);
    await popup.getByLabel('Title').fill(draftText);
    await draftSaved(page, a.id, 'blog');
    await popup.getByRole('button', { name: 'Close' }).click();
    await signOut(page);
    await goOnline(page);

    // B signs in on the same browser.
    await signInAs(page, b);
    const secrets = [chatText, commentText, draftText, phone, `${friend.name} wants to connect`];
    const showsNothingOfA = async () => {
      for (const path of ['/dashboard/Hustler', '/messages', '/Notification', '/Profile', '/videos']) {
        await page.goto(path);
        await expect(page.getByRole('main')).toBeVisible();
        for (const secret of secrets) await expect(page.locator('body')).not.toContainText(secret);
      }
      await expect(page.getByRole('region', { name: 'Saved videos' }).getByText(/^None yet\./)).toBeVisible();
      await expect(pendingBanner(page)).toHaveCount(0);
      const blog = await openBlogPopup(page);
      await expect(blog.getByLabel('Title')).toHaveValue('');
      await blog.getByRole('button', { name: 'Close' }).click();
    };
    await showsNothingOfA();
    await page.goto('/Profile');
    await expect(page.getByText(b.name).first()).toBeVisible();

    // Nothing of A is readable on the device: no snapshot, no cache, no key, no token, no text.
    await expect.poll(() => idbKeys(page, 'startupsetu-cache', 'snapshots')).not.toContain(a.id);
    // Only B's record: A's token and key went with A's session (the server gives the key back to A).
    expect(await idbKeys(page, 'startupsetu-outbox', 'users')).toEqual([b.id]);
    const names = await cacheNames(page);
    expect(names).not.toContain(`images:${a.id}`);
    expect(names).not.toContain(`saved-videos:${a.id}`);
    // A's write and draft are still there for A, sealed.
    expect(await idbKeys(page, 'startupsetu-outbox', 'entries')).toHaveLength(1);
    expect(await idbKeys(page, 'startupsetu-outbox', 'drafts')).toContain(`${a.id}/blog`);
    const stored = await idbText(page);
    for (const secret of secrets) expect(stored).not.toContain(secret);
    expect(stored).not.toContain(aToken);

    // Offline too, B's saved pages show, and nothing of A's.
    await goOffline(page);
    await showsNothingOfA();
    await expect(offlineBanner(page)).toBeVisible();
    await goOnline(page);
  } finally {
    await context.close();
  }
});

test("a write queued offline before A's session was revoked is sent once, as A, after A signs in again, never as B", async ({ browser }) => {
  // Without Background Sync the page replays as soon as it is online, where the test can watch it.
  const context = await browser.newContext();
  await context.addInitScript(noSyncManager);
  const page = await context.newPage();
  try {
    const author = await account(page, 'Hustler');
    const a = await account(page, 'Cofounder');
    const b = await account(page, 'Cofounder');
    const title = uniqueWord('Pitch before revoke ');
    const comment = uniqueWord('Written before the revoke ');
    const videoId = await apiUploadVideo(page.request, author, title);
    const commentPosts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/videos/comments')) commentPosts.push(request.headers()['idempotency-key'] ?? '');
    });

    await signInAs(page, a);
    await page.goto('/dashboard/cofounder');
    await waitForServiceWorkerControl(page);
    const card = videoCard(page, title);
    await expect(card).toBeVisible();
    await goOffline(page);
    await card.getByLabel('Add a comment').fill(comment);
    await card.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(card.getByRole('listitem').filter({ hasText: comment }).getByText('Pending')).toBeVisible();

    revokeSessions(a.email);
    await goOnline(page);
    // The page learns the session ended from its closed socket or from the replay's 401, whichever
    // comes first; either way the write stays queued.
    await expect(page).toHaveURL(/\/signin\?redirect=/);
    expect(await idbKeys(page, 'startupsetu-outbox', 'entries')).toHaveLength(1);
    const refusedReplays = commentPosts.length;
    expect(refusedReplays).toBeLessThanOrEqual(1);

    // B uses the browser meanwhile: A's write waits, unsent and unseen.
    await signInAs(page, b);
    await page.goto('/dashboard/cofounder');
    await expect(card).toBeVisible();
    await expect(page.locator('body')).not.toContainText(comment);
    await expect(pendingBanner(page)).toHaveCount(0);
    await signOut(page);
    expect(commentPosts).toHaveLength(refusedReplays);

    // A signs in again: the write goes with A's new token and its own Idempotency-Key, once.
    const applied = page.waitForResponse((response) => response.url().endsWith('/api/videos/comments') && response.status() === 201);
    await signInAs(page, a);
    await applied;
    await expect(pendingBanner(page)).toHaveCount(0);
    await expect.poll(() => idbKeys(page, 'startupsetu-outbox', 'entries')).toEqual([]);
    expect(commentPosts).toHaveLength(refusedReplays + 1);
    expect(new Set(commentPosts).size).toBe(1);

    const { comments } = await apiGet<{ comments: { text: string; commentedBy: { _id: string } }[] }>(page.request, author, `/api/commentget/${videoId}`);
    expect(comments.filter((item) => item.text === comment).map((item) => item.commentedBy._id)).toEqual([a.id]);
  } finally {
    await context.close();
  }
});

test('what was typed in the blog popup survives a reload offline and is published once back online', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    const me = await account(page, 'Hustler');
    const title = uniqueWord('Blog drafted offline ');
    const summary = uniqueWord('A summary written on a train ');
    const content = uniqueWord('The whole story, typed without a network ');
    await signInAs(page, me);
    await page.goto('/dashboard/Hustler');
    await waitForServiceWorkerControl(page);

    await goOffline(page);
    let popup = await openBlogPopup(page);
    await expect(popup.getByText(NEEDS_NETWORK)).toBeVisible();
    await popup.getByLabel('Title').fill(title);
    await popup.getByLabel('Summary').fill(summary);
    await popup.getByLabel('Content').fill(content);
    await popup.getByRole('button', { name: 'Publish' }).click();
    await expect(popup.getByText(NEEDS_NETWORK)).toBeVisible();
    await draftSaved(page, me.id, 'blog');
    // Sealed: the device holds none of it as text.
    expect(await idbText(page, 'startupsetu-outbox', 'drafts')).not.toContain(title);

    await page.reload();
    popup = await openBlogPopup(page);
    await expect(popup.getByLabel('Title')).toHaveValue(title);
    await expect(popup.getByLabel('Summary')).toHaveValue(summary);
    await expect(popup.getByLabel('Content')).toHaveValue(content);

    await goOnline(page);
    await expect(popup.getByText(NEEDS_NETWORK)).toHaveCount(0);
    await popup.getByRole('button', { name: 'Publish' }).click();
    await expect(popup).toBeHidden({ timeout: 15_000 });
    await expect.poll(() => idbKeys(page, 'startupsetu-outbox', 'drafts')).toEqual([]);
    popup = await openBlogPopup(page);
    await expect(popup.getByLabel('Title')).toHaveValue('');

    const blogs = await apiGet<{ data: { title: string }[] }>(page.request, me, '/api/userprofile/getblogs?limit=100');
    expect(blogs.data.filter((blog) => blog.title === title)).toHaveLength(1);
  } finally {
    await context.close();
  }
});

test('the profile form offline says it needs the network, keeps what was typed across a reload and saves once back online', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    const me = await account(page, 'Hustler', { project: uniqueWord('Project ') });
    const bio = uniqueWord('A bio typed on a train ');
    await signInAs(page, me);
    await page.goto('/Update_profile');
    const form = page.getByRole('form', { name: 'Update Profile' });
    await expect(page.getByLabel('Bio')).toBeVisible();
    await waitForServiceWorkerControl(page);
    await expect.poll(() => idbKeys(page, 'startupsetu-cache', 'snapshots')).toContain(me.id);

    await goOffline(page);
    await expect(form.getByText(NEEDS_NETWORK)).toBeVisible();
    await page.getByLabel('Bio').fill(bio);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/Update_profile$/);
    await draftSaved(page, me.id, 'profile-update');

    await page.reload();
    await expect(page.getByLabel('Bio')).toHaveValue(bio);
    await expect(form.getByText(NEEDS_NETWORK)).toBeVisible();

    await goOnline(page);
    await expect(form.getByText(NEEDS_NETWORK)).toHaveCount(0);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/Profile$/);
    await expect(page.getByText(bio)).toBeVisible();
    await expect.poll(() => idbKeys(page, 'startupsetu-outbox', 'drafts')).toEqual([]);
  } finally {
    await context.close();
  }
});

test("a visitor's contact message survives an offline reload in the tab and is sent once back online; signing in leaves it behind", async ({ page }) => {
  const words = uniqueWord('Please list my startup, typed offline ');
  await page.goto('/ContactUs');
  await waitForServiceWorkerControl(page);
  const form = page.getByRole('form', { name: 'Write to us' });

  await goOffline(page);
  await expect(form.getByText(NEEDS_NETWORK)).toBeVisible();
  await form.getByLabel('Name').fill('Priya');
  await form.getByLabel('Email', { exact: true }).fill('priya@example.in');
  await form.getByLabel('Message').fill(words);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText(NEEDS_NETWORK)).toBeVisible();
  // A visitor's draft belongs to no account: it waits in this tab only.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('draft:contact'))).toContain(words);

  await page.reload();
  await expect(form.getByLabel('Message')).toHaveValue(words);
  await goOnline(page);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for reaching out!' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('draft:contact'))).toBeNull();

  // Typed again, then someone signs in in this tab: the form starts empty for them.
  await page.reload();
  await form.getByLabel('Message').fill(words);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('draft:contact'))).toContain(words);
  const someone = await account(page, 'Investor');
  await signInAs(page, someone);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('draft:contact'))).toBeNull();
  await page.goto('/ContactUs');
  await expect(form.getByLabel('Message')).toHaveValue('');
});
