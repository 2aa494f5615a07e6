import { expect, test, type Locator, type Page } from '@playwright/test';
import { videoCard } from './support/content';
import {
  apiGet,
  apiPost,
  apiPostBlog,
  apiPostTalk,
  apiUploadVideo,
  goOffline,
  goOnline,
  noSyncManager,
  pendingBanner,
  signedInPerson,
  type Person,
} from './support/offline';
import { uniqueWord } from './support/profiles';

// Issue 20, part 1: owners edit and delete their videos, blogs, talks and comments (DESIGN §6.3).

test.describe.configure({ timeout: 90_000 });

interface VideoRow {
  _id: string;
  title: string;
  videoUrl: string;
}

async function videoOf(person: Person, videoId: string): Promise<VideoRow | undefined> {
  const list = await apiGet<{ data: VideoRow[] }>(person.page.request, person.account, `/api/userprofile/getvideos?author=${person.account.id}`);
  return list.data.find((video) => video._id === videoId);
}

/** Opens an item's '⋯' menu and deletes it, confirming. */
async function deleteThrough(page: Page, item: Locator, noun: string) {
  await item.getByRole('button', { name: 'More actions' }).first().click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete this ${noun}?` });
  await expect(confirm).toContainText(`Delete this ${noun}?`);
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
}

async function closeAll(...people: Person[]) {
  for (const person of people) await person.close();
}

test('the owner deletes a video: its media answers 404 and another open page drops it live', async ({ browser }) => {
  const owner = await signedInPerson(browser, 'Hustler');
  const viewer = await signedInPerson(browser, 'Cofounder');
  try {
    const title = uniqueWord('Doomed pitch ');
    const videoId = await apiUploadVideo(owner.page.request, owner.account, title);
    const { videoUrl } = (await videoOf(owner, videoId))!;
    expect((await owner.page.request.get(videoUrl)).status()).toBe(200);

    await viewer.page.goto('/dashboard/cofounder');
    await expect(videoCard(viewer.page, title)).toBeVisible();
    // Nobody else gets the owner's actions: their menu only reports it.
    await videoCard(viewer.page, title).getByRole('button', { name: 'More actions' }).click();
    await expect(viewer.page.getByRole('menuitem')).toHaveText(['Report']);
    await viewer.page.keyboard.press('Escape');

    await owner.page.goto('/videos');
    const card = videoCard(owner.page, title);
    await expect(card).toBeVisible();
    await deleteThrough(owner.page, card, 'video');

    await expect(card).toHaveCount(0);
    await expect(videoCard(viewer.page, title)).toHaveCount(0);
    expect((await owner.page.request.get(videoUrl)).status()).toBe(404);
    expect(await videoOf(owner, videoId)).toBeUndefined();
  } finally {
    await closeAll(owner, viewer);
  }
});

test('the owner edits a blog in place, and the change stays after a reload', async ({ browser }) => {
  const owner = await signedInPerson(browser, 'Hustler');
  try {
    const title = uniqueWord('Draft thoughts ');
    await apiPostBlog(owner.page.request, owner.account, title);
    await owner.page.goto('/blogs');
    const card = owner.page.getByRole('article', { name: title });
    await card.getByRole('button', { name: 'More actions' }).click();
    await owner.page.getByRole('menuitem', { name: 'Edit' }).click();

    const newTitle = uniqueWord('Final thoughts ');
    await card.getByLabel('Title').fill(newTitle);
    await card.getByLabel('Content').fill('Rewritten from the top.');
    await card.getByRole('button', { name: 'Save Changes' }).click();

    const edited = owner.page.getByRole('article', { name: newTitle });
    await expect(edited).toContainText('Rewritten from the top.');
    await owner.page.reload();
    await expect(owner.page.getByRole('article', { name: newTitle })).toContainText('Rewritten from the top.');
    await expect(owner.page.getByRole('article', { name: title })).toHaveCount(0);
  } finally {
    await owner.close();
  }
});

test("a video's owner deletes someone else's comment on it", async ({ browser }) => {
  const owner = await signedInPerson(browser, 'Hustler');
  const commenter = await signedInPerson(browser, 'Cofounder');
  try {
    const title = uniqueWord('Open pitch ');
    const videoId = await apiUploadVideo(owner.page.request, owner.account, title);
    const text = uniqueWord('Spammy remark ');
    await apiPost(commenter.page.request, commenter.account, '/api/videos/comments', { videoId, text });

    await owner.page.goto('/dashboard/hustler');
    const card = videoCard(owner.page, title);
    await card.getByRole('button', { name: 'Comments' }).click();
    const comment = card.getByRole('listitem').filter({ hasText: text });
    await expect(comment).toBeVisible();
    await deleteThrough(owner.page, comment, 'comment');

    await expect(comment).toHaveCount(0);
    const left = await apiGet<{ comments: { text: string }[] }>(owner.page.request, owner.account, `/api/commentget/${videoId}`);
    expect(left.comments.map((c) => c.text)).not.toContain(text);
  } finally {
    await closeAll(owner, commenter);
  }
});

test('a delete made offline waits in the outbox and is applied once online', async ({ browser }) => {
  const owner = await signedInPerson(browser, 'Hustler', {}, noSyncManager);
  try {
    const title = uniqueWord('Offline pitch ');
    const videoId = await apiUploadVideo(owner.page.request, owner.account, title);
    await owner.page.goto('/videos');
    const card = videoCard(owner.page, title);
    await expect(card).toBeVisible();

    await goOffline(owner.page);
    await deleteThrough(owner.page, card, 'video');
    await expect(card).toHaveCount(0);
    await expect(pendingBanner(owner.page)).toHaveText('1 change waiting to sync');
    expect(await videoOf(owner, videoId)).toBeDefined();

    const replayed = owner.page.waitForResponse((response) => response.url().endsWith(`/api/videos/${videoId}`) && response.request().method() === 'DELETE');
    await goOnline(owner.page);
    expect((await replayed).status()).toBe(200);
    await expect(pendingBanner(owner.page)).toHaveCount(0);
    expect(await videoOf(owner, videoId)).toBeUndefined();
    await owner.page.reload();
    await expect(owner.page.getByRole('heading', { name: 'All videos' })).toBeVisible();
    await expect(card).toHaveCount(0);
  } finally {
    await owner.close();
  }
});


/** The talk card that holds `text` (a person's talks share one label). */
function talkCard(page: Page, text: string) {
  return page.getByRole('article').filter({ has: page.locator('.content-talk-text', { hasText: text }) });
}

test('the owner edits and then deletes a talk; another open page follows both live', async ({ browser }) => {
  const owner = await signedInPerson(browser, 'Hustler');
  const viewer = await signedInPerson(browser, 'Investor');
  try {
    const text = uniqueWord('Ask me about fundraising ');
    await apiPostTalk(owner.page.request, owner.account, text);
    await owner.page.goto('/talks');
    await viewer.page.goto('/talks');
    await expect(talkCard(viewer.page, text)).toBeVisible();
    // The viewer's menu only reports it.
    await talkCard(viewer.page, text).getByRole('button', { name: 'More actions' }).click();
    await expect(viewer.page.getByRole('menuitem')).toHaveText(['Report']);
    await viewer.page.keyboard.press('Escape');

    const card = talkCard(owner.page, text);
    await card.getByRole('button', { name: 'More actions' }).click();
    // The menu answers the keys menus do: End to the last item, arrows wrapping round, Enter to choose.
    await owner.page.keyboard.press('End');
    await expect(owner.page.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
    await owner.page.keyboard.press('ArrowDown');
    await expect(owner.page.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
    await owner.page.keyboard.press('Enter');
    const edited = uniqueWord('Ask me about hiring ');
    // In edit mode the text is in the field: the card is the one being edited.
    const editing = owner.page.getByRole('article').filter({ has: owner.page.getByLabel('Talk') });
    await editing.getByLabel('Talk').fill(edited);
    await editing.getByRole('button', { name: 'Save Changes' }).click();
    await expect(talkCard(owner.page, edited)).toBeVisible();
    // The other page reloads the list on contentChanged.
    await expect(talkCard(viewer.page, edited)).toBeVisible();
    await expect(talkCard(viewer.page, text)).toHaveCount(0);

    await deleteThrough(owner.page, talkCard(owner.page, edited), 'talk');
    await expect(talkCard(owner.page, edited)).toHaveCount(0);
    await expect(talkCard(viewer.page, edited)).toHaveCount(0);
    await owner.page.reload();
    await expect(owner.page.getByRole('heading', { name: /talks/i }).first()).toBeVisible();
    await expect(talkCard(owner.page, edited)).toHaveCount(0);
  } finally {
    await closeAll(owner, viewer);
  }
});

test('a commenter deletes their own comment on a talk, and only theirs', async ({ browser }) => {
  const author = await signedInPerson(browser, 'Hustler');
  const commenter = await signedInPerson(browser, 'Cofounder');
  try {
    const text = uniqueWord('Office hours ');
    const talkId = await apiPostTalk(author.page.request, author.account, text);
    const mine = uniqueWord('My question ');
    const theirs = uniqueWord('Their answer ');
    await apiPost(commenter.page.request, commenter.account, `/api/talks/${talkId}/comments`, { text: mine });
    await apiPost(author.page.request, author.account, `/api/talks/${talkId}/comments`, { text: theirs });

    await commenter.page.goto('/talks');
    const card = talkCard(commenter.page, text);
    const comment = card.getByRole('listitem').filter({ hasText: mine });
    await expect(comment).toBeVisible();
    // Someone else's comment can only be reported.
    await card.getByRole('listitem').filter({ hasText: theirs }).getByRole('button', { name: 'More actions' }).click();
    await expect(commenter.page.getByRole('menuitem')).toHaveText(['Report']);
    await commenter.page.keyboard.press('Escape');
    await deleteThrough(commenter.page, comment, 'comment');
    await expect(comment).toHaveCount(0);

    await commenter.page.reload();
    await expect(card.getByRole('listitem').filter({ hasText: theirs })).toBeVisible();
    await expect(card.getByRole('listitem').filter({ hasText: mine })).toHaveCount(0);
  } finally {
    await closeAll(author, commenter);
  }
});

test('an edit made offline shows at once, waits in the outbox and is applied once online', async ({ browser }) => {
  const owner = await signedInPerson(browser, 'Hustler', {}, noSyncManager);
  try {
    const title = uniqueWord('Rough cut ');
    const videoId = await apiUploadVideo(owner.page.request, owner.account, title);
    await owner.page.goto('/videos');
    const card = videoCard(owner.page, title);
    await expect(card).toBeVisible();

    await goOffline(owner.page);
    await card.getByRole('button', { name: 'More actions' }).click();
    await owner.page.getByRole('menuitem', { name: 'Edit' }).click();
    const newTitle = uniqueWord('Final cut ');
    await card.getByLabel('Title').fill(newTitle);
    await card.getByRole('button', { name: 'Save Changes' }).click();
    await expect(videoCard(owner.page, newTitle)).toBeVisible();
    await expect(pendingBanner(owner.page)).toHaveText('1 change waiting to sync');
    expect((await videoOf(owner, videoId))!.title).toBe(title);

    const replayed = owner.page.waitForResponse((response) => response.url().endsWith(`/api/videos/${videoId}`) && response.request().method() === 'PUT');
    await goOnline(owner.page);
    expect((await replayed).status()).toBe(200);
    await expect(pendingBanner(owner.page)).toHaveCount(0);
    expect((await videoOf(owner, videoId))!.title).toBe(newTitle);
    await owner.page.reload();
    await expect(videoCard(owner.page, newTitle)).toBeVisible();
  } finally {
    await owner.close();
  }
});
