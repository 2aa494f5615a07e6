import { expect, test, type APIRequestContext } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { videoCard } from './support/content';
import { recordVideoTraffic } from './support/live-comments';
import { apiPost, apiUploadVideo, signedInPerson } from './support/offline';
import { apiSignUp, uniqueWord, type ApiAccount } from './support/profiles';

// Issue 25, content that reads right: times on what people post, video comments oldest first under
// a counted toggle, like counts that change on every open page, a page per blog, and talks over the
// limit refused with the limit named instead of cut.

const MAX_TALK = 2000;

async function apiPublishBlog(request: APIRequestContext, author: ApiAccount, title: string, content: string): Promise<string> {
  const response = await request.post('/api/userprofile/addblog', {
    headers: { Authorization: `Bearer ${author.token}` },
    multipart: { title, summary: `Why ${title} matters`, content },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { blog: { _id: string } }).blog._id;
}

test('video comments read oldest first under "Comments (n)", each with when it was written', async ({ browser }) => {
  const owner = await signedInPerson(browser, 'Hustler');
  try {
    const title = uniqueWord('Counted pitch ');
    const videoId = await apiUploadVideo(owner.page.request, owner.account, title);
    for (const text of ['First thought', 'Second thought', 'Third thought']) {
      await apiPost(owner.page.request, owner.account, '/api/videos/comments', { videoId, text });
    }

    await owner.page.goto('/dashboard/Hustler');
    const card = videoCard(owner.page, title);
    await expect(card.locator('.content-uploader time')).toHaveText('just now');
    await card.getByRole('button', { name: 'Comments (3)' }).click();
    const comments = card.locator('.content-comment-text');
    await expect(comments).toHaveText(['First thought', 'Second thought', 'Third thought']);
    const firstTime = card.locator('.content-comments li').first().locator('time');
    await expect(firstTime).toHaveText(/just now|\d+ min ago/);
    await expect(firstTime).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    await expect(firstTime).toHaveAttribute('title', /\d{4}, \d{1,2}:\d\d/);

    // A new comment lands at the end, and the count follows.
    await card.getByLabel('Add a comment').fill('Fourth thought');
    await card.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(comments).toHaveText(['First thought', 'Second thought', 'Third thought', 'Fourth thought']);
    await expect(card.getByRole('button', { name: 'Comments (4)' })).toBeVisible();
  } finally {
    await owner.close();
  }
});

test("a like changes the count on another viewer's open page, and so do an unlike and a comment", async ({ browser }) => {
  const [first, second] = [await signedInPerson(browser, 'Investor'), await signedInPerson(browser, 'Cofounder')];
  try {
    const owner = await apiSignUp(first.page.request, uniqueEmail('liked'), 'Hustler');
    const title = uniqueWord('Liked live ');
    const videoId = await apiUploadVideo(first.page.request, owner, title);
    const traffic = recordVideoTraffic(second.page);

    await first.page.goto('/dashboard/Investor');
    await second.page.goto('/dashboard/cofounder');
    const mine = videoCard(first.page, title);
    const theirs = videoCard(second.page, title);
    await expect(mine.getByText('0 likes')).toBeVisible();
    await expect(theirs.getByText('0 likes')).toBeVisible();
    // The server tells only the pages that watch the video: the card is on the second page's screen.
    await expect.poll(() => traffic.watched.at(-1)).toContain(videoId);

    await mine.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(mine.getByText('1 like', { exact: true })).toBeVisible();
    await expect(theirs.getByText('1 like', { exact: true })).toBeVisible();
    // Their own button is untouched: they have not liked it.
    await expect(theirs.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'false');

    await theirs.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(theirs.getByText('2 likes')).toBeVisible();
    await expect(mine.getByText('2 likes')).toBeVisible();

    await mine.getByRole('button', { name: 'Unlike', exact: true }).click();
    await expect(theirs.getByText('1 like', { exact: true })).toBeVisible();
    await expect(mine.getByText('1 like', { exact: true })).toBeVisible();

    // A comment counts on their page too, with their comments closed.
    await mine.getByLabel('Add a comment').fill('Count me in');
    await mine.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(theirs.getByRole('button', { name: 'Comments (1)' })).toHaveAttribute('aria-expanded', 'false');
  } finally {
    await Promise.all([first.close(), second.close()]);
  }
});

test('a blog opens on its own page from its card, with author, time and reading time; a reload keeps it; a missing one says so', async ({
  browser,
}) => {
  const reader = await signedInPerson(browser, 'Investor');
  try {
    const author = await apiSignUp(reader.page.request, uniqueEmail('writer'), 'Hustler');
    const title = uniqueWord('Selling before building ');
    // 405 words with the summary's: three minutes at 200 a minute.
    const content = Array.from({ length: 40 }, (_, i) => `Paragraph ${i + 1} says what we learned selling door to door.`).join('\n\n');
    const blogId = await apiPublishBlog(reader.page.request, author, title, content);

    await reader.page.goto('/blogs');
    const card = reader.page.getByRole('article', { name: title });
    await expect(card.locator('.content-byline')).toContainText('3 min read');
    await card.getByRole('link', { name: title }).click();
    await expect(reader.page).toHaveURL(new RegExp(`/blogs/${blogId}$`));

    const page = reader.page.getByRole('article', { name: title });
    await expect(reader.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('3 min read')).toBeVisible();
    await expect(page.locator('.content-byline time')).toHaveText('just now');
    await expect(page.locator('.content-byline').getByRole('link')).toHaveAttribute('href', `/people/${author.id}`);
    await expect(page.getByText('Paragraph 40 says')).toBeVisible();

    await reader.page.reload();
    await expect(reader.page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // Removed by its author: the page says it is gone.
    const removed = await reader.page.request.delete(`/api/blogs/${blogId}`, { headers: { Authorization: `Bearer ${author.token}` } });
    expect(removed.status()).toBe(200);
    await reader.page.reload();
    await expect(reader.page.getByRole('heading', { name: 'Blog not found' })).toBeVisible();
    await reader.page.getByRole('link', { name: 'Back to Blogs' }).click();
    await expect(reader.page).toHaveURL(/\/blogs$/);

    await reader.page.goto('/blogs/not-a-blog');
    await expect(reader.page.getByRole('heading', { name: 'Blog not found' })).toBeVisible();
  } finally {
    await reader.close();
  }
});

test('a talk over 2,000 characters is refused with the limit named, never cut; at the limit it posts whole', async ({ browser }) => {
  const speaker = await signedInPerson(browser, 'Jobseeker');
  try {
    const { page } = speaker;
    await page.goto('/talks');
    const box = page.getByLabel('Talk', { exact: true });

    const stem = uniqueWord('Long talk ');
    await box.fill(stem + 'x'.repeat(1850 - stem.length));
    await expect(page.getByText('1,850 / 2,000')).toBeVisible();

    const tooLong = stem + 'y'.repeat(MAX_TALK + 1 - stem.length);
    await box.fill(tooLong);
    await expect(box).toHaveValue(tooLong);
    await expect(page.getByText('2,001 / 2,000')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Talks can be at most 2,000 characters.');
    await expect(page.getByRole('button', { name: 'Post' })).toBeDisabled();

    // The server refuses it too, naming the limit.
    const refused = await page.request.post('/api/userprofile/addTalks', {
      headers: { Authorization: `Bearer ${speaker.account.token}` },
      data: { title: tooLong },
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toContain('2000');

    await box.press('End');
    await box.press('Backspace');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Post' }).click();
    await expect(box).toHaveValue('');
    const talk = page.getByRole('article').filter({ hasText: stem });
    await expect(talk.locator('.content-talk-text')).toHaveText(tooLong.slice(0, MAX_TALK));
    await expect(talk.locator('time')).toHaveText('just now');
  } finally {
    await speaker.close();
  }
});
