import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { videoCard } from './support/content';
import { apiUploadVideo, signedInPerson } from './support/offline';
import { apiSignUp, uniqueWord, type ApiAccount } from './support/profiles';

// DESIGN §7.2: content removed while a page's realtime channel was still connecting leaves the page
// once it connects. The page's socket is held in its handshake (its `contentRemoved` reaches
// nobody), the author removes the item, and the socket is let through: the page catches up by
// itself, without a reload.

/**
 * Holds every realtime handshake of `page` until `release()`: `held` resolves once one waits, and
 * `connected` once the server has accepted the socket's sign-in (its CONNECT answer, `40`).
 */
async function holdRealtime(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let waiting: () => void = () => {};
  const held = new Promise<void>((resolve) => (waiting = resolve));
  const connected = new Promise<void>((resolve) =>
    page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => String(payload).startsWith('40') && resolve())),
  );
  await page.routeWebSocket(/\/socket\.io\//, async (socket) => {
    waiting();
    await released;
    socket.connectToServer();
  });
  return { held, connected, release };
}

async function apiPublishBlog(request: APIRequestContext, author: ApiAccount, title: string): Promise<string> {
  const response = await request.post('/api/userprofile/addblog', {
    headers: { Authorization: `Bearer ${author.token}` },
    multipart: { title, summary: `Why ${title} matters`, content: `The whole of ${title}.` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { blog: { _id: string } }).blog._id;
}

async function apiRemove(request: APIRequestContext, author: ApiAccount, path: string): Promise<void> {
  const removed = await request.delete(path, { headers: { Authorization: `Bearer ${author.token}` } });
  expect(removed.status(), await removed.text()).toBe(200);
}

test('a video removed while the page was connecting leaves the list once the channel connects', async ({ browser }) => {
  const viewer = await signedInPerson(browser, 'Investor');
  try {
    const author = await apiSignUp(viewer.page.request, uniqueEmail('caught-up'), 'Hustler');
    const title = uniqueWord('Removed while connecting ');
    const videoId = await apiUploadVideo(viewer.page.request, author, title);
    const channel = await holdRealtime(viewer.page);

    await viewer.page.goto('/videos');
    const card = videoCard(viewer.page, title);
    await expect(card).toBeVisible();
    await channel.held;

    await apiRemove(viewer.page.request, author, `/api/videos/${videoId}`);
    // Nothing told the page yet: its socket is still connecting.
    await expect(card).toBeVisible();

    channel.release();
    await channel.connected;
    await expect(card).toHaveCount(0);
  } finally {
    await viewer.close();
  }
});

test("a blog removed while its page was connecting says it is gone once the channel connects", async ({ browser }) => {
  const reader = await signedInPerson(browser, 'Cofounder');
  try {
    const author = await apiSignUp(reader.page.request, uniqueEmail('caught-up-blog'), 'Hustler');
    const title = uniqueWord('Gone while connecting ');
    const blogId = await apiPublishBlog(reader.page.request, author, title);
    const channel = await holdRealtime(reader.page);

    await reader.page.goto(`/blogs/${blogId}`);
    await expect(reader.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await channel.held;

    await apiRemove(reader.page.request, author, `/api/blogs/${blogId}`);
    await expect(reader.page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    channel.release();
    await channel.connected;
    await expect(reader.page.getByRole('heading', { name: 'Blog not found' })).toBeVisible();
  } finally {
    await reader.close();
  }
});

test('a first load with nothing new reads the counts and the Network page once: the channel asks the server what it missed', async ({ browser }) => {
  const member = await signedInPerson(browser, 'Cofounder');
  try {
    const reads: string[] = [];
    member.page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) reads.push(pathname);
    });
    const channel = await holdRealtime(member.page);
    await member.page.goto('/networking');
    await expect(member.page.getByRole('heading', { level: 1, name: 'Network' })).toBeVisible();
    await channel.held;
    const readsBeforeConnect = reads.length;
    channel.release();
    await channel.connected;
    // The page reads again what is on screen but no event changes (the profile): its last step, after
    // the reads of whatever the server said was missed.
    await expect.poll(() => reads.slice(readsBeforeConnect)).toContain('/api/userprofile/getUser');
    const unread = (path: string) => reads.filter((read) => read === path).length;
    expect(unread('/api/messages/unread-count')).toBe(1);
    expect(unread('/api/Notifications/unread-count')).toBe(1);
    expect(unread('/api/connects/connections')).toBe(1);
  } finally {
    await member.close();
  }
});
