import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { uniqueEmail } from './support/accounts';
import { PITCH_VIDEO, videoCard } from './support/content';
import { apiFillProfile, apiSignUp, uniqueWord, useSession, type ApiAccount } from './support/profiles';
import { apiConnect } from './support/connections';

// Text a user wrote is always rendered as text: markup stored through the API shows up literally on
// every page that displays it, and none of it runs.

const SCRIPT = '<script>window.__xss=1</script>';
const IMG = '<img src=x onerror="window.__xss=1">';
const SVG = '"><svg onload=window.__xss=1>';

interface Person {
  page: Page;
  account: ApiAccount;
  dialogs: string[];
  close(): Promise<void>;
}

async function person(browser: Browser, role: string, fields: Record<string, string>): Promise<Person> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  const account = await apiSignUp(page.request, uniqueEmail(`xss.${role.toLowerCase()}`), role);
  await apiFillProfile(page.request, account, role, fields);
  await useSession(page, account, role);
  return { page, account, dialogs, close: () => context.close() };
}

async function apiPost(request: APIRequestContext, account: ApiAccount, path: string, options: Parameters<APIRequestContext['post']>[1]) {
  const response = await request.post(path, {
    ...options,
    headers: { ...options?.headers, Authorization: `Bearer ${account.token}` },
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json() as Promise<Record<string, unknown>>;
}

/** Nothing that was stored ran: no global was set and no dialog opened. */
async function expectInert(who: Person): Promise<void> {
  expect(await who.page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(who.dialogs).toEqual([]);
}

test('markup in blogs, talks, comments, messages and profiles is shown as text and never runs', async ({ browser }) => {
  const authorName = `${uniqueWord('Kiran')} ${IMG}`;
  const authorBio = `${uniqueWord('Bio')} ${SVG} ${SCRIPT}`;
  const author = await person(browser, 'Hustler', { Username: authorName, bio: authorBio, project: `Project ${SCRIPT}` });
  const readerName = uniqueWord('Reader');
  const reader = await person(browser, 'Cofounder', { Username: readerName, bio: `Bio ${IMG}` });
  try {
    const { request } = author.page;
    const blogTitle = `${uniqueWord('Blog')} ${SCRIPT}`;
    const blogSummary = `Summary ${IMG}`;
    await apiPost(request, author.account, '/api/userprofile/addblog', {
      multipart: { title: blogTitle, summary: blogSummary, content: `Content ${SVG}` },
    });
    const talkText = `${uniqueWord('Talk')} ${IMG} ${SVG}`;
    await apiPost(request, author.account, '/api/userprofile/addTalks', { data: { title: talkText } });

    const videoTitle = uniqueWord('Pitch');
    const upload = await apiPost(request, author.account, '/api/userprofile/addvideo', {
      multipart: {
        title: videoTitle,
        description: `Description ${SCRIPT}`,
        video: { name: 'pitch.mp4', mimeType: 'video/mp4', buffer: readFileSync(PITCH_VIDEO) },
      },
    });
    const videoId = (upload.video as { _id: string })._id;
    const commentText = `${uniqueWord('Comment')} ${SCRIPT} ${IMG}`;
    await apiPost(request, author.account, '/api/videos/comments', { data: { videoId, text: commentText } });
    const messageText = `${uniqueWord('Message')} ${SVG} ${SCRIPT}`;
    // Connected: the author is among the reader's 'Talk to Others' (DESIGN §7.4).
    await apiConnect(request, author.account, reader.account);
    await apiPost(request, author.account, '/api/messages', { data: { receiverId: reader.account.id, text: messageText } });

    const page = reader.page;
    await page.goto('/blogs');
    const blog = page.getByRole('article', { name: blogTitle });
    await expect(blog).toBeVisible();
    await expect(blog.getByText(blogSummary)).toBeVisible();
    await expectInert(reader);

    await page.goto('/talks');
    await expect(page.getByRole('article').filter({ hasText: talkText }).getByText(talkText)).toBeVisible();
    await expectInert(reader);

    await page.goto('/dashboard/cofounder');
    const card = videoCard(page, videoTitle);
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Comments' }).click();
    await expect(card.getByText(commentText)).toBeVisible();
    await expectInert(reader);

    await page.goto('/messages');
    await page.getByRole('region', { name: 'Talk to Others' }).getByRole('button', { name: authorName }).click();
    const chat = page.getByRole('dialog', { name: `Chat with ${authorName}` });
    await expect(chat).toBeVisible();
    await expect(chat.getByText(messageText)).toBeVisible();
    await expectInert(reader);

    await page.goto('/FindHustler');
    const hustlerCard = page.getByRole('article', { name: authorName });
    await expect(hustlerCard).toBeVisible();
    await expect(hustlerCard.getByText(authorName).first()).toBeVisible();
    await expectInert(reader);

    await author.page.goto('/Profile');
    await expect(author.page.getByText(authorName).first()).toBeVisible();
    await expect(author.page.getByText(authorBio)).toBeVisible();
    await expectInert(author);

    // The markup is nowhere in the DOM as elements: no <script>, <svg> or broken <img> from user text.
    for (const who of [reader, author]) {
      expect(await who.page.locator('img[src="x"], svg[onload], img[onerror]').count()).toBe(0);
    }
  } finally {
    await author.close();
    await reader.close();
  }
});

test('the gateway sends a strict Content-Security-Policy and the security headers on pages and on /api', async ({ request }) => {
  const account = await apiSignUp(request, uniqueEmail('xss.headers'), 'Hustler');
  const responses = [
    await request.get('/'),
    await request.get('/api/userprofile/getUser', { headers: { Authorization: `Bearer ${account.token}` } }),
    await request.get('/api/userprofile/getUser'),
  ];
  for (const response of responses) {
    const where = `${response.url()} (${response.status()})`;
    const headers = response.headers();
    const csp = headers['content-security-policy'];
    expect(csp, where).toBeDefined();
    const directives = new Map(
      csp!
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter((words) => words[0])
        .map(([name, ...values]) => [name!.toLowerCase(), values] as const),
    );
    const scriptSrc = directives.get('script-src') ?? directives.get('default-src');
    expect(scriptSrc, where).toBeDefined();
    expect(scriptSrc, where).not.toContain("'unsafe-inline'");
    expect(scriptSrc, where).not.toContain("'unsafe-eval'");
    expect(directives.get('frame-ancestors'), where).toEqual(["'none'"]);
    expect(headers['x-content-type-options'], where).toBe('nosniff');
    expect(headers['referrer-policy'], where).toBeTruthy();
  }
  expect(responses.map((response) => response.status())).toEqual([200, 200, 401]);
});
