import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { videoCard } from './support/content';
import {
  apiGet,
  apiPost,
  apiPostBlog,
  apiPostTalk,
  apiUploadVideo,
  cacheNames,
  goOffline,
  goOnline,
  heardReplays,
  idbKeys,
  idbText,
  commentWhileOffline,
  listenToReplays,
  noSyncManager,
  openChat,
  offlineBanner,
  pendingBanner,
  signedInPerson,
  syncTags,
  waitForServiceWorkerControl,
} from './support/offline';
import { apiSignUp, uniqueWord } from './support/profiles';
import { uniqueEmail } from './support/accounts';
import { apiAcceptedChat } from './support/connections';

test.describe.configure({ timeout: 100_000 });

/** The 'Pending' mark beside a video's like button. */
const likePending = (card: Locator) => card.locator('.content-likes').getByText('Pending', { exact: true });

test('after one online visit, every signed-in page shows its content offline after a reload', async ({ browser }) => {
  const me = await signedInPerson(browser, 'Hustler', { bio: 'Cold chains for every mandi', project: 'MandiCool' });
  const cofounderSkill = uniqueWord('Kotlin');
  const cofounder = await signedInPerson(browser, 'Cofounder', { skills: `${cofounderSkill}, Payments`, bio: 'Payments for kiranas' });
  const hustler = await signedInPerson(browser, 'Hustler', { project: 'GaonGrid' });
  const investor = await signedInPerson(browser, 'Investor', { excitement: 'Clean energy' });
  const seeker = await signedInPerson(browser, 'Jobseeker', { aboutMe: 'Final-year student' });
  try {
    const { request } = me.page;
    const videoTitle = uniqueWord('Offline pitch ');
    const blogTitle = uniqueWord('Offline blog ');
    const talkText = uniqueWord('Offline talk ');
    const chatText = uniqueWord('Shall we meet in Pune? ');
    await apiUploadVideo(request, me.account, videoTitle);
    await apiPostBlog(request, me.account, blogTitle);
    await apiPostTalk(request, me.account, talkText);
    await apiPost(request, cofounder.account, '/api/connects/request', { targetId: me.account.id });
    await apiAcceptedChat(request, cofounder.account, me.account, chatText);

    const pages: { path: string; shows: (page: Page) => Promise<void> }[] = [
      { path: '/dashboard/Hustler', shows: (page) => expect(videoCard(page, videoTitle)).toBeVisible() },
      { path: '/videos', shows: (page) => expect(videoCard(page, videoTitle)).toBeVisible() },
      { path: '/blogs', shows: (page) => expect(page.getByRole('article', { name: blogTitle })).toBeVisible() },
      { path: '/talks', shows: (page) => expect(page.getByRole('article').filter({ hasText: talkText })).toBeVisible() },
      { path: '/Findcofounder', shows: (page) => expect(page.getByRole('article', { name: cofounder.name })).toBeVisible() },
      { path: '/FindHustler', shows: (page) => expect(page.getByRole('article', { name: hustler.name })).toBeVisible() },
      { path: '/FindInvestor', shows: (page) => expect(page.getByRole('article', { name: investor.name })).toBeVisible() },
      { path: '/FindJobseeker', shows: (page) => expect(page.getByRole('article', { name: seeker.name })).toBeVisible() },
      { path: '/Profile', shows: (page) => expect(page.getByText('MandiCool')).toBeVisible() },
      {
        path: '/Notification',
        shows: (page) => expect(page.locator('li.notification-item').filter({ hasText: `${cofounder.name} wants to connect` })).toBeVisible(),
      },
      {
        path: '/messages',
        shows: async (page) => expect((await openChat(page, cofounder)).getByText(chatText)).toBeVisible(),
      },
    ];

    const { page } = me;
    for (const { path, shows } of pages) {
      await page.goto(path);
      await shows(page);
      await expect(offlineBanner(page)).toHaveCount(0);
    }
    await waitForServiceWorkerControl(page);

    await goOffline(page);
    try {
      for (const { path, shows } of pages) {
        await page.goto(path);
        await expect(offlineBanner(page)).toBeVisible();
        await shows(page);
      }

      // Offline, the discovery search filters the saved profiles on the device.
      await page.goto('/Findcofounder');
      await page.getByLabel('Search', { exact: true }).fill(cofounderSkill.toLowerCase());
      await expect(page.getByRole('article')).toHaveCount(1);
      await expect(page.getByRole('article', { name: cofounder.name })).toBeVisible();
      await page.getByLabel('Search', { exact: true }).fill(uniqueWord('nobody-like-this'));
      await expect(page.getByText('No profiles match your search criteria.')).toBeVisible();
    } finally {
      await goOnline(page);
    }
    await expect(offlineBanner(page)).toHaveCount(0);
  } finally {
    for (const person of [me, cofounder, hustler, investor, seeker]) await person.close();
  }
});

for (const mode of ['Background Sync', 'the page without SyncManager'] as const) {
  test(`writes made offline show as pending, survive a reload and are applied once when back online (${mode})`, async ({ browser }) => {
    const withoutSync = mode !== 'Background Sync';
    const author = await signedInPerson(browser, 'Hustler');
    const me = await signedInPerson(browser, 'Cofounder', {}, withoutSync ? noSyncManager : undefined);
    const friend = await signedInPerson(browser, 'Investor');
    try {
      const { request } = author.page;
      const [likeTitle, unlikeTitle] = [uniqueWord('To like '), uniqueWord('To unlike ')];
      const likeId = await apiUploadVideo(request, author.account, likeTitle);
      const unlikeId = await apiUploadVideo(request, author.account, unlikeTitle);
      const talkText = uniqueWord('Who is hiring in Indore? ');
      const talkId = await apiPostTalk(request, author.account, talkText);
      await apiPost(request, me.account, '/api/videos/like', { videoId: unlikeId, liked: true });
      await apiAcceptedChat(request, friend.account, me.account, 'Hello from the investor');

      const comment = uniqueWord('Great traction ');
      const myTalk = uniqueWord('Looking for a CTO ');
      const talkReply = uniqueWord('DM me ');
      const message = uniqueWord('Sent while offline ');

      // The friend has the chat open, to receive the replayed message live.
      await friend.page.goto('/messages');
      const friendBox = await openChat(friend.page, me);

      // One online visit to each page used below, so they load offline.
      const { page } = me;
      await page.goto('/talks');
      await expect(page.getByRole('article').filter({ hasText: talkText })).toBeVisible();
      await page.goto('/FindHustler');
      await expect(page.getByRole('article', { name: author.name })).toBeVisible();
      await page.goto('/messages');
      await openChat(page, friend);
      await page.goto('/dashboard/cofounder');
      await expect(videoCard(page, likeTitle)).toBeVisible();
      await expect(videoCard(page, unlikeTitle).getByRole('button', { name: 'Unlike', exact: true })).toBeVisible();
      await waitForServiceWorkerControl(page);

      await goOffline(page);
      await expect(offlineBanner(page)).toBeVisible();

      const liked = videoCard(page, likeTitle);
      await expect(liked).toBeVisible();
      await liked.getByRole('button', { name: 'Like', exact: true }).click();
      await expect(liked.getByRole('button', { name: 'Unlike', exact: true })).toBeVisible();
      await expect(liked.getByText('1 like', { exact: true })).toBeVisible();
      await expect(likePending(liked)).toBeVisible();
      const unliked = videoCard(page, unlikeTitle);
      await unliked.getByRole('button', { name: 'Unlike', exact: true }).click();
      await expect(unliked.getByRole('button', { name: 'Like', exact: true })).toBeVisible();
      await expect(unliked.getByText('0 likes', { exact: true })).toBeVisible();
      await expect(likePending(unliked)).toBeVisible();
      await liked.getByLabel('Add a comment').fill(comment);
      await liked.getByRole('button', { name: 'Comment', exact: true }).click();
      await expect(liked.getByLabel('Add a comment')).toHaveValue('');
      await expect(liked.getByRole('listitem').filter({ hasText: comment }).getByText('Pending')).toBeVisible();

      await page.goto('/talks');
      await page.getByPlaceholder("What's on your mind?").fill(myTalk);
      await page.getByRole('button', { name: 'Post' }).click();
      await expect(page.getByRole('article').filter({ hasText: myTalk }).getByText('Pending')).toBeVisible();
      const talk = page.getByRole('article').filter({ hasText: talkText });
      await expect(talk).toBeVisible();
      await talk.getByLabel('Add a comment').fill(talkReply);
      await talk.getByRole('button', { name: 'Comment', exact: true }).click();
      await expect(talk.getByRole('listitem').filter({ hasText: talkReply }).getByText('Pending')).toBeVisible();

      await page.goto('/FindHustler');
      const authorCard = page.getByRole('article', { name: author.name });
      await authorCard.getByRole('button', { name: 'Connect' }).click();
      await expect(authorCard.getByRole('button', { name: 'Request pending' })).toBeDisabled();

      await page.goto('/messages');
      const box = await openChat(page, friend);
      await box.getByLabel('Message').fill(message);
      await box.getByRole('button', { name: 'Send' }).click();
      await expect(box.getByLabel('Message')).toHaveValue('');
      await expect(box.getByRole('listitem').filter({ hasText: message }).getByText('Pending')).toBeVisible();
      await expect(pendingBanner(page)).toHaveText('7 changes waiting to sync');

      if (withoutSync) {
        expect(await page.evaluate(() => 'SyncManager' in window)).toBe(false);
        expect(await syncTags(page)).toEqual([]);
      } else {
        expect(await syncTags(page)).toContain('outbox');
      }

      // Nothing queued is lost across a reload.
      await page.reload();
      await expect(offlineBanner(page)).toBeVisible();
      await expect(pendingBanner(page)).toHaveText('7 changes waiting to sync');
      const reopened = await openChat(page, friend);
      await expect(reopened.getByRole('listitem').filter({ hasText: message }).getByText('Pending')).toBeVisible();
      await page.goto('/dashboard/cofounder');
      await expect(likePending(liked)).toBeVisible();
      await expect(likePending(unliked)).toBeVisible();
      await expect(liked.getByRole('listitem').filter({ hasText: comment }).getByText('Pending')).toBeVisible();

      await listenToReplays(page);
      await goOnline(page);
      await expect(pendingBanner(page)).toHaveCount(0, { timeout: 20_000 });
      await expect(offlineBanner(page)).toHaveCount(0);
      await expect(page.getByText('Pending', { exact: true })).toHaveCount(0);
      await expect(liked.getByRole('button', { name: 'Unlike', exact: true })).toBeVisible();
      await expect(liked.getByText('1 like', { exact: true })).toBeVisible();
      await expect(unliked.getByRole('button', { name: 'Like', exact: true })).toBeVisible();
      await expect(liked.getByText(comment)).toHaveCount(1);

      const replays = await heardReplays(page);
      expect(replays.filter((replay) => replay.applied > 0).map((replay) => replay.by)).toEqual([withoutSync ? 'page' : 'worker']);
      expect(replays.reduce((sum, replay) => sum + replay.applied, 0)).toBe(7);

      // Each write reached the server exactly once.
      const videos = await apiGet<{ data: { _id: string; likes: number; userHasLiked: boolean }[] }>(
        request,
        me.account,
        '/api/userprofile/getvideos?limit=100',
      );
      expect(videos.data.find((video) => video._id === likeId)).toMatchObject({ likes: 1, userHasLiked: true });
      expect(videos.data.find((video) => video._id === unlikeId)).toMatchObject({ likes: 0, userHasLiked: false });
      const comments = await apiGet<{ comments: { text: string }[] }>(request, me.account, `/api/commentget/${likeId}`);
      expect(comments.comments.filter((item) => item.text === comment)).toHaveLength(1);
      const talks = await apiGet<{ data: { _id: string; title: string; comments: { text: string }[] }[] }>(
        request,
        me.account,
        '/api/userprofile/getblogs?kind=talk&limit=100',
      );
      expect(talks.data.filter((item) => item.title === myTalk)).toHaveLength(1);
      expect(talks.data.find((item) => item._id === talkId)?.comments.filter((item) => item.text === talkReply)).toHaveLength(1);
      const history = await apiGet<{ text: string }[]>(request, me.account, `/api/messages/${friend.account.id}?limit=100`);
      expect(history.filter((item) => item.text === message)).toHaveLength(1);
      const notifications = await apiGet<{ type: string; message: string }[]>(request, author.account, '/api/Notifications');
      expect(notifications.filter((item) => item.type === 'connect' && item.message.includes(me.name))).toHaveLength(1);

      // The friend got the message live, once.
      await expect(friendBox.locator('.chat-bubble-theirs').filter({ hasText: message })).toHaveCount(1);
    } finally {
      for (const person of [author, me, friend]) await person.close();
    }
  });
}

test('a comment the server has taken shows once, also in a list read while the writes after it are still being sent', async ({ browser }) => {
  const offline = await commentWhileOffline(browser, 'Pitch read mid-replay ', 'Sent first ');
  try {
    const { me, videoId, card, comment } = offline;
    const { page } = me;
    await card.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(pendingBanner(page)).toHaveText('2 changes waiting to sync');

    // Back online, the comments (their read paused while offline) are read only after the server has
    // taken the comment, and the like queued after it is held: the list arrives mid-replay.
    const isPost = (path: string) => (response: Response) => response.url().endsWith(path) && response.request().method() === 'POST';
    const commentTaken = page.waitForResponse(isPost('/api/videos/comments'));
    await page.route(`**/api/commentget/${videoId}`, async (route) => {
      await commentTaken;
      await route.continue();
    });
    let releaseLike = () => {};
    const likeHeld = new Promise<void>((resolve) => (releaseLike = resolve));
    await page.route('**/api/videos/like', async (route) => {
      await likeHeld;
      await route.continue();
    });
    const listRead = page.waitForResponse((response) => response.url().endsWith(`/api/commentget/${videoId}`));
    await goOnline(page);
    expect((await commentTaken).status()).toBe(201);
    await listRead;

    const mine = card.getByRole('listitem').filter({ hasText: comment });
    await expect(mine.filter({ hasText: me.name })).toBeVisible();
    await expect(mine).toHaveCount(1);
    await expect(pendingBanner(page)).toHaveText('1 change waiting to sync');
    await expect(likePending(card)).toBeVisible();

    releaseLike();
    await expect(pendingBanner(page)).toHaveCount(0);
    await expect(page.getByText('Pending', { exact: true })).toHaveCount(0);
    await expect(mine).toHaveCount(1);
  } finally {
    await offline.close();
  }
});

test("signing out offline removes the user's saved reads, cached images, saved videos and key; their queued write stays sealed, unsent", async ({ browser }) => {
  const me = await signedInPerson(browser, 'Hustler');
  try {
    const { page } = me;
    const title = uniqueWord('Left behind ');
    const videoId = await apiUploadVideo(page.request, me.account, title);
    await page.goto('/dashboard/Hustler');
    await waitForServiceWorkerControl(page);
    // Controlled from the start, so the sidebar picture goes through the worker's image cache.
    await page.reload();
    await expect(videoCard(page, title)).toBeVisible();
    const images = `images:${me.account.id}`;
    const saved = `saved-videos:${me.account.id}`;
    await expect.poll(() => cacheNames(page)).toContain(images);
    await page.evaluate(async (name) => {
      await (await caches.open(name)).put('/media/saved.mp4', new Response('video'));
    }, saved);

    await goOffline(page);
    await videoCard(page, title).getByRole('button', { name: 'Like', exact: true }).click();
    await expect(likePending(videoCard(page, title))).toBeVisible();
    await expect.poll(() => idbKeys(page, 'startupsetu-cache', 'snapshots')).toContain(me.account.id);
    expect(await idbKeys(page, 'startupsetu-outbox', 'entries')).toHaveLength(1);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/signin/);
    // The session's token is gone from the device (its key too, when the server gave it).
    await expect.poll(() => idbText(page, 'startupsetu-outbox', 'users')).not.toContain(me.account.token);
    await expect.poll(() => idbKeys(page, 'startupsetu-cache', 'snapshots')).not.toContain(me.account.id);
    await expect.poll(() => cacheNames(page)).not.toContain(images);
    expect(await cacheNames(page)).not.toContain(saved);
    // The like stays queued for the user's next sign-in, sealed: nothing in it says which video.
    expect(await idbKeys(page, 'startupsetu-outbox', 'entries')).toHaveLength(1);
    expect(await idbText(page, 'startupsetu-outbox', 'entries')).not.toContain(videoId);

    // Signed out, the like queued before is not sent.
    await goOnline(page);
    // The Background Sync registered for it has run (and found nothing it may send).
    await expect.poll(() => syncTags(page)).toEqual([]);
    // The session signed out offline is ended on the server now that the network is back.
    const withOldToken = () => page.request.get('/api/userprofile/getUser', { headers: { Authorization: `Bearer ${me.account.token}` } });
    await expect.poll(async () => (await withOldToken()).status()).toBe(401);
    const observer = await apiSignUp(page.request, uniqueEmail('observer'), 'Investor');
    const videos = await apiGet<{ data: { _id: string; likes: number }[] }>(page.request, observer, '/api/userprofile/getvideos?limit=100');
    expect(videos.data.find((video) => video._id === videoId)).toMatchObject({ likes: 0 });
  } finally {
    await me.close();
  }
});
