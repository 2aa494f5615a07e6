import { expect, test } from '@playwright/test';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signUp, uniqueEmail } from './support/accounts';
import { apiPost } from './support/community';
import { PITCH_VIDEO, openVideoUpload, seekToFourSeconds, startPlayer, videoCard } from './support/content';
import { recordVideoTraffic } from './support/live-comments';
import { apiPostTalk } from './support/offline';
import { AVATAR_PATH, apiSignUp, uniqueWord, useSession } from './support/profiles';

async function newHustler(page: import('@playwright/test').Page) {
  await signUp(page, uniqueEmail('creator'), 'creator-pass-1', 'Hustler');
  await page.getByRole('button', { name: 'Skip for Now' }).click();
  await expect(page).toHaveURL(/\/dashboard\/Hustler$/);
}

test('a Hustler uploads a pitch video with a progress bar; an Investor sees it, likes, unlikes and seeks it', async ({
  page,
  browser,
}) => {
  await newHustler(page);
  const title = uniqueWord('Pitch ');
  const dialog = await openVideoUpload(page);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Our solar cold storage for farmers');
  await dialog.getByLabel('Video').setInputFiles(PITCH_VIDEO);

  // Slow the upload so the progress bar can be watched filling.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 30 * 1024 });
  await dialog.getByRole('button', { name: 'Upload Video' }).click();
  await expect(dialog.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  const progress = dialog.getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('value'))).toBeGreaterThan(0);
  await expect(dialog.getByText(/\d+%/)).toBeVisible();
  await expect(dialog.getByText('Video uploaded successfully!')).toBeVisible({ timeout: 20_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(dialog).toBeHidden();

  const investorContext = await browser.newContext();
  try {
    const investorPage = await investorContext.newPage();
    const investor = await apiSignUp(investorPage.request, uniqueEmail('angel'), 'Investor');
    await useSession(investorPage, investor, 'Investor');
    await investorPage.goto('/dashboard/Investor');
    const card = videoCard(investorPage, title);
    await expect(card).toBeVisible();
    await expect(card.getByText('0 likes')).toBeVisible();

    const like = card.getByRole('button', { name: 'Like', exact: true });
    await like.click();
    await expect(card.getByText('1 like', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Unlike', exact: true }).click();
    await expect(card.getByText('0 likes')).toBeVisible();

    // Two quick clicks: the count ends where the server's state is, never double-counted.
    await card.getByRole('button', { name: 'Like', exact: true }).dblclick();
    await investorPage.waitForLoadState('networkidle');
    const pressed = await card.getByRole('button', { name: /Like|Unlike/ }).getAttribute('aria-pressed');
    const shown = pressed === 'true' ? '1 like' : '0 likes';
    await expect(card.getByText(shown, { exact: true })).toBeVisible();
    await investorPage.reload();
    await expect(videoCard(investorPage, title).getByText(shown, { exact: true })).toBeVisible();

    // The player seeks: the media server answers range requests with 206.
    const player = await startPlayer(videoCard(investorPage, title), title);
    const src = await player.getAttribute('src');
    const ranged = await investorPage.evaluate(async (url) => {
      const response = await fetch(url!, { headers: { Range: 'bytes=100-199' } });
      return { status: response.status, length: (await response.arrayBuffer()).byteLength, range: response.headers.get('content-range') };
    }, src);
    expect(ranged).toMatchObject({ status: 206, length: 100 });
    expect(ranged.range).toMatch(/^bytes 100-199\/\d+$/);
    expect((await seekToFourSeconds(player)).currentTime).toBeGreaterThan(3);

    await investorPage.goto('/videos');
    await expect(videoCard(investorPage, title)).toBeVisible();
  } finally {
    await investorContext.close();
  }
});

test('a comment posted by one viewer appears live for another who has the comments open', async ({ page, browser }) => {
  await newHustler(page);
  const title = uniqueWord('Live ');
  const dialog = await openVideoUpload(page);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Video').setInputFiles(PITCH_VIDEO);
  await dialog.getByRole('button', { name: 'Upload Video' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  const otherContext = await browser.newContext();
  try {
    const other = await otherContext.newPage();
    const cofounder = await apiSignUp(other.request, uniqueEmail('watcher'), 'Cofounder');
    await useSession(other, cofounder, 'Cofounder');
    const traffic = recordVideoTraffic(other);
    await other.goto('/dashboard/cofounder');
    const theirCard = videoCard(other, title);
    await theirCard.getByRole('button', { name: 'Comments' }).click();
    await expect(theirCard.getByRole('button', { name: 'Comments' })).toHaveAttribute('aria-expanded', 'true');
    // The server sends a video's comments only to the pages that watch it: the card on screen.
    const videoId = await cardVideoId(theirCard);
    await expect.poll(() => traffic.watched.at(-1)).toContain(videoId);

    const text = uniqueWord('Great traction ');
    const myCard = videoCard(page, title);
    await myCard.getByRole('button', { name: 'Comments' }).click();
    await myCard.getByLabel('Add a comment').fill(text);
    await myCard.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(myCard.getByLabel('Add a comment')).toHaveValue('');
    await expect(myCard.getByText(text)).toBeVisible();

    await expect(theirCard.getByText(text)).toBeVisible();
  } finally {
    await otherContext.close();
  }
});

/** The id of the video a card shows (its title's element id is `video-<id>`). */
async function cardVideoId(card: import('@playwright/test').Locator): Promise<string> {
  return (await card.getAttribute('aria-labelledby'))!.replace(/^video-/, '');
}

test('comments arrive live only for the videos on screen', async ({ page, request }) => {
  const hustler = await apiSignUp(request, uniqueEmail('uploader'), 'Hustler');
  const upload = async (title: string) => {
    const body = await apiPost(request, hustler, '/api/userprofile/addvideo', {
      multipart: { title, video: { name: 'pitch.mp4', mimeType: 'video/mp4', buffer: readFileSync(PITCH_VIDEO) } },
    });
    return (body.video as { _id: string })._id;
  };
  const comment = (videoId: string, text: string) => apiPost(request, hustler, '/api/videos/comments', { data: { videoId, text } });
  const [olderTitle, newerTitle] = [uniqueWord('Below '), uniqueWord('Above ')];
  const older = await upload(olderTitle);
  const newer = await upload(newerTitle);

  // A short window: one feed card fills it, so the card below is off screen.
  await page.setViewportSize({ width: 1280, height: 400 });
  const viewer = await apiSignUp(page.request, uniqueEmail('scroller'), 'Cofounder');
  await useSession(page, viewer, 'Cofounder');
  const traffic = recordVideoTraffic(page);
  const commentReads: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/commentget/')) commentReads.push(sent.url());
  });
  await page.goto('/dashboard/cofounder');

  const olderCard = videoCard(page, olderTitle);
  await olderCard.scrollIntoViewIfNeeded();
  await olderCard.getByRole('button', { name: 'Comments' }).click();
  await expect(olderCard.getByText('No comments yet')).toBeVisible();
  await expect.poll(() => traffic.watched.at(-1)).toContain(older);

  await videoCard(page, newerTitle).evaluate((card) => card.scrollIntoView({ block: 'start' }));
  await expect.poll(() => traffic.watched.at(-1)).toEqual([newer]);
  const readsBefore = commentReads.filter((url) => url.includes(older)).length;

  const missed = uniqueWord('Said while away ');
  await comment(older, missed);
  await comment(newer, 'On screen');
  // The socket hears the on-screen video's comment; one for the older video would have come first.
  await expect.poll(() => traffic.heard).toContain(newer);
  expect(traffic.heard).not.toContain(older);
  expect(commentReads.filter((url) => url.includes(older))).toHaveLength(readsBefore);


  // Another page shows no feed: the socket watches nothing.
  await page.getByRole('link', { name: 'Settings', exact: true }).first().click();
  await expect(page).toHaveURL(/\/settings$/i);
  await expect.poll(() => traffic.watched.at(-1)).toEqual([]);
});

test('a wrong file type and a file over 50 MB show the spec messages and send nothing', async ({ page }) => {
  await newHustler(page);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/userprofile/addvideo')) uploads.push(request.url());
  });
  const dialog = await openVideoUpload(page);
  await dialog.getByLabel('Title').fill('Not a video');

  await dialog.getByLabel('Video').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(dialog.getByText('Invalid file type! Please upload a valid video format.')).toBeVisible();
  expect(await dialog.getByLabel('Video').evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);

  const dir = mkdtempSync(join(tmpdir(), 'startupsetu-big-'));
  const big = join(dir, 'too-big.mp4');
  const fd = openSync(big, 'w');
  writeSync(fd, Buffer.from([0]), 0, 1, 52428800); // a sparse file of 52428801 bytes
  closeSync(fd);
  try {
    await dialog.getByLabel('Video').setInputFiles(big);
    await expect(dialog.getByText('File size exceeds the 50MB limit. Please upload a smaller video.')).toBeVisible();
    expect(await dialog.getByLabel('Video').evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  expect(uploads).toEqual([]);
});

test('a blog with a cover appears on /blogs, and a talk with a comment survives a reload', async ({ page }) => {
  await newHustler(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Create Contents' }).click();
  await nav.getByRole('button', { name: 'Create Blogs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Your Insights with a Brief Summary' });
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog.getByText('Please provide a title, summary, and content.')).toBeVisible();

  const title = uniqueWord('Bootstrapping in Indore ');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Summary').fill('What we learned in year one');
  await dialog.getByLabel('Content').fill('We sold before we built. Then we built what sold.');
  await dialog.getByLabel('Cover Image').setInputFiles(AVATAR_PATH);
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog.getByText('Blog published successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto('/blogs');
  const blog = page.getByRole('article', { name: title });
  await expect(blog).toBeVisible();
  await expect(blog.getByText('What we learned in year one')).toBeVisible();
  await expect(blog.getByText(/^By /)).toBeVisible();
  // The author's name leads to their profile.
  const me = await page.evaluate(() => localStorage.getItem('userId'));
  await expect(blog.locator('.content-byline').getByRole('link')).toHaveAttribute('href', `/people/${me}`);
  const cover = blog.locator('img').first();
  await cover.scrollIntoViewIfNeeded();
  await expect(cover).toHaveAttribute('src', /^\/media\//);
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  await page.goto('/talks');
  const talkText = uniqueWord('Looking for a CTO in Jaipur ');
  await page.getByRole('button', { name: 'Post' }).click();
  await page.getByPlaceholder("What's on your mind?").fill('   ');
  await page.getByRole('button', { name: 'Post' }).click();
  await page.getByPlaceholder("What's on your mind?").fill(talkText);
  await page.getByRole('button', { name: 'Post' }).click();
  const talk = page.getByRole('article').filter({ hasText: talkText });
  await expect(talk).toBeVisible();
  const reply = uniqueWord('DM me ');
  await talk.getByLabel('Add a comment').fill(reply);
  await talk.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(talk.getByText(reply)).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole('article').filter({ hasText: talkText });
  await expect(reloaded).toHaveCount(1);
  await expect(reloaded.getByText(reply)).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: /^\s*$/ })).toHaveCount(0);
});

test("a talk with many comments shows its newest three, then 'View all' and 'Load more' page through the rest", async ({ page }) => {
  const speaker = await apiSignUp(page.request, uniqueEmail('speaker'), 'Investor');
  const talkText = uniqueWord('Who is hiring in Pune ');
  const talkId = await apiPostTalk(page.request, speaker, talkText);
  for (let i = 1; i <= 25; i += 1) await apiPost(page.request, speaker, `/api/talks/${talkId}/comments`, { data: { text: `Reply number ${i}.` } });

  await newHustler(page);
  await page.goto('/talks');
  const talk = page.getByRole('article').filter({ hasText: talkText });
  const comments = talk.locator('.content-comment-text');
  await expect(comments).toHaveText(['Reply number 23.', 'Reply number 24.', 'Reply number 25.']);

  await talk.getByRole('button', { name: 'View all 25 comments' }).click();
  await expect(comments).toHaveCount(20);
  await expect(comments.first()).toHaveText('Reply number 6.');
  await talk.getByRole('button', { name: 'Load more comments' }).click();
  await expect(comments).toHaveCount(25);
  await expect(comments.first()).toHaveText('Reply number 1.');
  await expect(talk.getByRole('button', { name: /View all|Load more/ })).toHaveCount(0);

  const reply = uniqueWord('Me! ');
  await talk.getByLabel('Add a comment').fill(reply);
  await talk.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(comments).toHaveCount(26);
  await expect(comments.last()).toHaveText(reply);
});

test("the 'Share a Post' popup needs every field, then publishes the post to the feed", async ({ page }) => {
  await newHustler(page);
  await page.getByRole('button', { name: 'Share a Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Posts about Your Brilliant Idea!' });
  const title = uniqueWord('Idea ');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Share' }).click();
  await expect(dialog.getByText('Oops! All fields, including video, are required. 🛑')).toBeVisible();

  await dialog.getByLabel('Text').fill('Cold chain for every mandi');
  await dialog.getByLabel('Video').setInputFiles(PITCH_VIDEO);
  await dialog.getByRole('button', { name: 'Share' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  const card = videoCard(page, title);
  await expect(card).toBeVisible();
  await expect(card.getByText('Cold chain for every mandi')).toBeVisible();
});

test('Back closes an open popup instead of leaving the page, and what was typed is kept', async ({ page }) => {
  const hustler = await apiSignUp(page.request, uniqueEmail('back'), 'Hustler');
  await useSession(page, hustler, 'Hustler');
  await page.goto('/dashboard/Hustler');
  const title = uniqueWord('Kept pitch ');
  const dialog = await openVideoUpload(page);
  await dialog.getByLabel('Title').fill(title);

  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/Hustler$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hustler Dashboard' })).toBeVisible();
  const again = await openVideoUpload(page);
  await expect(again.getByLabel('Title')).toHaveValue(title);
  // Opened again, Back closes it again.
  await page.goBack();
  await expect(again).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/Hustler$/);
});
