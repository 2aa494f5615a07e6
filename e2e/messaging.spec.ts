import { expect, test, type Browser, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { apiFillProfile, apiSignUp, uniqueWord, useSession, type ApiAccount } from './support/profiles';
import { apiPost } from './support/offline';
import { apiConnect, apiReadAllNotifications } from './support/connections';

interface Person {
  page: Page;
  account: ApiAccount;
  name: string;
  close(): Promise<void>;
}

/** A signed-in person in a browser context of their own, with a filled profile. */
async function person(browser: Browser, role: string, fields: Record<string, string> = {}): Promise<Person> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const name = uniqueWord(role);
  const account = await apiSignUp(page.request, uniqueEmail(role.toLowerCase()), role);
  await apiFillProfile(page.request, account, role, { Username: name, ...fields });
  await useSession(page, account, role);
  return { page, account, name, close: () => context.close() };
}

test('an ignite reaches the investor live, marked New with the ignite accent, and reads as seen after a reload', async ({ browser }) => {
  const hustler = await person(browser, 'Hustler');
  const investor = await person(browser, 'Investor');
  try {
    await investor.page.goto('/Notification');
    await expect(investor.page.getByText('No notifications found.')).toBeVisible();

    await hustler.page.goto('/FindInvestor');
    const card = hustler.page.getByRole('article', { name: investor.name });
    await card.getByRole('button', { name: 'Ignite Investor' }).click();
    await expect(card.getByRole('button', { name: 'Request sent' })).toBeDisabled();

    const item = investor.page.locator('li.notification-item').filter({ hasText: hustler.name });
    await expect(item).toBeVisible();
    await expect(item).toHaveAttribute('data-type', 'ignite');
    await expect(item).toHaveClass(/notification-accent/);
    await expect(item.getByText('New', { exact: true })).toBeVisible();

    // What the page has shown becomes read once it has been displayed.
    await expect
      .poll(async () => {
        const response = await investor.page.request.get('/api/Notifications/unread-count', {
          headers: { Authorization: `Bearer ${investor.account.token}` },
        });
        return ((await response.json()) as { count: number }).count;
      })
      .toBe(0);
    await investor.page.reload();
    await expect(item).toBeVisible();
    await expect(item.getByText('New', { exact: true })).toBeHidden();
  } finally {
    await hustler.close();
    await investor.close();
  }
});

test('two people chat both ways live; Your Chats shows the last text; a reload keeps the history; whitespace is not sent', async ({
  browser,
}) => {
  const asha = await person(browser, 'Hustler');
  const vikram = await person(browser, 'Cofounder');
  try {
    // Connections write freely, and 'Talk to Others' shows them (DESIGN §7.4).
    await apiConnect(asha.page.request, asha.account, vikram.account);
    const openChat = async (me: Person, other: Person) => {
      await me.page.goto('/messages');
      await me.page.getByRole('region', { name: 'Talk to Others' }).getByRole('button', { name: new RegExp(other.name) }).click();
      const box = me.page.getByRole('dialog', { name: `Chat with ${other.name}` });
      await expect(box).toBeVisible();
      return box;
    };
    const ashaBox = await openChat(asha, vikram);
    const vikramBox = await openChat(vikram, asha);
    await expect(ashaBox.getByText('No messages yet')).toBeVisible();

    await ashaBox.getByLabel('Message').fill('    ');
    await ashaBox.getByRole('button', { name: 'Send' }).click();
    await expect(ashaBox.getByText('No messages yet')).toBeVisible();

    const hello = uniqueWord('Namaste, shall we meet in Pune? ');
    await ashaBox.getByLabel('Message').fill(hello);
    await ashaBox.getByRole('button', { name: 'Send' }).click();
    await expect(ashaBox.getByLabel('Message')).toHaveValue('');
    await expect(ashaBox.locator('.chat-bubble-mine').filter({ hasText: hello })).toHaveCount(1);
    await expect(vikramBox.locator('.chat-bubble-theirs').filter({ hasText: hello })).toHaveCount(1);

    const reply = uniqueWord('Yes, Saturday works ');
    await vikramBox.getByLabel('Message').fill(reply);
    await vikramBox.getByRole('button', { name: 'Send' }).click();
    await expect(ashaBox.locator('.chat-bubble-theirs').filter({ hasText: reply })).toHaveCount(1);

    const chats = asha.page.getByRole('region', { name: 'Your Chats' });
    await expect(chats.getByRole('button', { name: new RegExp(vikram.account.email) })).toContainText(reply);

    await asha.page.reload();
    await asha.page.getByRole('region', { name: 'Your Chats' }).getByRole('button', { name: new RegExp(vikram.account.email) }).click();
    const reloadedBox = asha.page.getByRole('dialog', { name: `Chat with ${vikram.name}` });
    await expect(reloadedBox.getByText(hello)).toBeVisible();
    await expect(reloadedBox.getByText(reply)).toBeVisible();
    await expect(reloadedBox.locator('.chat-bubble-mine, .chat-bubble-theirs')).toHaveCount(2);
  } finally {
    await asha.close();
    await vikram.close();
  }
});

test("Connect on a co-founder card reads 'Request sent' and the co-founder gets a connect notification", async ({ browser }) => {
  const hustler = await person(browser, 'Hustler');
  const cofounder = await person(browser, 'Cofounder', { skills: 'Go, Kafka' });
  try {
    await hustler.page.goto('/Findcofounder');
    const card = hustler.page.getByRole('article', { name: cofounder.name });
    await card.getByRole('button', { name: 'Connect' }).click();
    await expect(card.getByRole('button', { name: 'Request sent' })).toBeDisabled();

    const response = await cofounder.page.request.get('/api/Notifications', {
      headers: { Authorization: `Bearer ${cofounder.account.token}` },
    });
    const notifications = (await response.json()) as { type: string; message: string; isRead: boolean }[];
    expect(notifications).toEqual([expect.objectContaining({ type: 'connect', isRead: false, message: expect.stringContaining(hustler.name) })]);

    await cofounder.page.goto('/Notification');
    const item = cofounder.page.locator('li.notification-item').filter({ hasText: hustler.name });
    await expect(item).toHaveAttribute('data-type', 'connect');
    await expect(item.getByText('New', { exact: true })).toBeVisible();
  } finally {
    await hustler.close();
    await cofounder.close();
  }
});

test('an unread message shows in the sidebar, in Your Chats and in the tab title, and clears when the chat is read', async ({ browser }) => {
  const reader = await person(browser, 'Investor');
  const writer = await person(browser, 'Hustler');
  try {
    // An investor hears from verified people and connections only (DESIGN §7.4).
    await apiConnect(writer.page.request, writer.account, reader.account);
    await apiReadAllNotifications(reader.page.request, reader.account);
    await reader.page.goto('/dashboard/Investor');
    const sent = await writer.page.request.post('/api/messages', {
      headers: { Authorization: `Bearer ${writer.account.token}` },
      data: { receiverId: reader.account.id, text: uniqueWord('Are you investing in agritech? ') },
    });
    expect(sent.status()).toBe(201);

    const nav = reader.page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: /^Messages.*1 unread/ })).toBeVisible();
    await expect(reader.page).toHaveTitle('(1) Investor Dashboard · StartupSetu');
    await nav.getByRole('link', { name: /^Messages/ }).click();
    const chat = reader.page.getByRole('region', { name: 'Your Chats' }).getByRole('button', { name: new RegExp(writer.account.email) });
    await expect(chat).toContainText('1 unread');
    await chat.click();
    await expect(reader.page.getByRole('dialog', { name: `Chat with ${writer.name}` })).toBeVisible();
    await expect(chat).not.toContainText('unread');
    await expect(nav.getByRole('link', { name: /^Messages$/ })).toBeVisible();
    await expect(reader.page).toHaveTitle('Messages · StartupSetu');
  } finally {
    await reader.close();
    await writer.close();
  }
});

test('a notification made while the page loads, before its socket has connected, still shows once it connects', async ({ browser }) => {
  const hustler = await person(browser, 'Hustler');
  const investor = await person(browser, 'Investor');
  try {
    // The realtime connection is held back until the notification exists, so its push reaches nobody.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await investor.page.routeWebSocket(/\/socket\.io\//, async (socket) => {
      await released;
      socket.connectToServer();
    });
    await investor.page.goto('/Notification');
    await expect(investor.page.getByText('No notifications found.')).toBeVisible();

    await apiPost(hustler.page.request, hustler.account, '/api/connects/hustlertoinvestor', { investorId: investor.account.id });
    release();

    const item = investor.page.locator('li.notification-item').filter({ hasText: hustler.name });
    await expect(item).toHaveAttribute('data-type', 'ignite');
  } finally {
    await hustler.close();
    await investor.close();
  }
});

test('/messages?with=<id> opens the chat with that person, a reload keeps it, and choosing someone moves the address', async ({ browser }) => {
  const asha = await person(browser, 'Hustler');
  const vikram = await person(browser, 'Cofounder');
  const meera = await person(browser, 'Investor');
  try {
    // Connected: Vikram's message is a chat, not a request, and his email shows to Asha.
    await apiConnect(asha.page.request, vikram.account, asha.account);
    const hello = uniqueWord('Hello from Vikram ');
    await apiPost(asha.page.request, vikram.account, '/api/messages', { receiverId: asha.account.id, text: hello });

    await asha.page.goto(`/messages?with=${vikram.account.id}`);
    const box = asha.page.getByRole('dialog', { name: `Chat with ${vikram.name}` });
    await expect(box).toBeVisible();
    await expect(box.getByText(hello)).toBeVisible();
    await asha.page.reload();
    await expect(box).toBeVisible();
    await expect(box.getByText(hello)).toBeVisible();

    // 'Your Chats' names the person beside the email.
    const chat = asha.page.getByRole('region', { name: 'Your Chats' }).getByRole('button', { name: new RegExp(vikram.account.email) });
    await expect(chat).toContainText(vikram.name);
    await expect(chat).toContainText(vikram.account.email);

    // Someone never written to, found with the strip's search: the address follows.
    const strip = asha.page.getByRole('region', { name: 'Talk to Others' });
    await strip.getByLabel('Search people').fill(meera.name);
    await expect(strip.getByRole('button', { name: new RegExp(meera.name) })).toHaveCount(1);
    await expect(strip.getByRole('button', { name: new RegExp(vikram.name) })).toHaveCount(0);
    await strip.getByRole('button', { name: new RegExp(meera.name) }).click();
    await expect(asha.page.getByRole('dialog', { name: `Chat with ${meera.name}` })).toBeVisible();
    await expect(asha.page).toHaveURL(new RegExp(`with=${meera.account.id}`));
    await asha.page.reload();
    await expect(asha.page.getByRole('dialog', { name: `Chat with ${meera.name}` })).toBeVisible();

    // The strip searches emails too.
    await strip.getByLabel('Search people').fill(vikram.account.email.split('@')[0]!);
    await expect(strip.getByRole('button', { name: new RegExp(vikram.name) })).toHaveCount(1);

    // Closing the box leaves the address without `with`.
    await asha.page.getByRole('dialog', { name: `Chat with ${meera.name}` }).getByLabel('Message').press('Escape');
    await expect(asha.page.getByRole('dialog')).toHaveCount(0);
    await expect(asha.page).toHaveURL(/\/messages$/);

    // Their own id opens no box: nobody chats with themselves.
    await asha.page.goto(`/messages?with=${asha.account.id}`);
    await expect(chat).toBeVisible();
    await asha.page.waitForLoadState('networkidle');
    await expect(asha.page.getByRole('dialog')).toHaveCount(0);
  } finally {
    await asha.close();
    await vikram.close();
    await meera.close();
  }
});

test('Back closes an open chat box and keeps the page; what was typed waits in the box when it opens again', async ({ browser }) => {
  const asha = await person(browser, 'Hustler');
  const vikram = await person(browser, 'Cofounder');
  try {
    await asha.page.goto('/messages');
    const strip = asha.page.getByRole('region', { name: 'Talk to Others' });
    await strip.getByLabel('Search people').fill(vikram.name);
    await strip.getByRole('button', { name: new RegExp(vikram.name) }).click();
    const box = asha.page.getByRole('dialog', { name: `Chat with ${vikram.name}` });
    const typed = uniqueWord('Half a thought ');
    await box.getByLabel('Message').fill(typed);

    await asha.page.goBack();
    await expect(box).toBeHidden();
    await expect(asha.page).toHaveURL(/\/messages$/);
    await expect(asha.page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

    await strip.getByRole('button', { name: new RegExp(vikram.name) }).click();
    await expect(box.getByLabel('Message')).toHaveValue(typed);
    await asha.page.reload();
    await expect(box.getByLabel('Message')).toHaveValue(typed);
  } finally {
    await asha.close();
    await vikram.close();
  }
});

test("a long conversation opens at its newest message, keeps the reader's place as earlier ones load and as new ones arrive, and one's own message brings the reader down", async ({
  browser,
}) => {
  const asha = await person(browser, 'Hustler');
  const vikram = await person(browser, 'Cofounder');
  try {
    // More than a page (30): the oldest wait behind 'Load earlier messages'.
    const line = (n: number) => `Line ${n} of the plan`;
    await apiConnect(asha.page.request, asha.account, vikram.account);
    for (let n = 1; n <= 40; n += 1) {
      const [from, to] = n % 2 ? [vikram, asha] : [asha, vikram];
      await apiPost(asha.page.request, from.account, '/api/messages', { receiverId: to.account.id, text: line(n) });
    }
    await asha.page.goto(`/messages?with=${vikram.account.id}`);
    const log = asha.page.getByRole('dialog', { name: `Chat with ${vikram.name}` }).getByRole('log', { name: 'Conversation' });
    const bubble = (text: string) => log.getByText(text, { exact: true });
    await expect(bubble(line(40))).toBeInViewport();
    await expect(asha.page.getByLabel('Message')).toBeFocused();
    await expect(bubble(line(11))).not.toBeInViewport();
    await expect(bubble(line(1))).toHaveCount(0);

    // Earlier messages load above what the reader is looking at, which stays where it was.
    const earlier = log.getByRole('button', { name: 'Load earlier messages' });
    await earlier.scrollIntoViewIfNeeded();
    const place = async () => (await bubble(line(11)).boundingBox())!.y;
    const before = await place();
    await earlier.click();
    await expect(bubble(line(1))).toHaveCount(1);
    expect(await place()).toBeCloseTo(before, 0);

    // A new message from them lands below without moving the reader.
    await apiPost(vikram.page.request, vikram.account, '/api/messages', { receiverId: asha.account.id, text: 'Are you there?' });
    await expect(bubble('Are you there?')).toHaveCount(1);
    expect(await place()).toBeCloseTo(before, 0);
    await expect(bubble('Are you there?')).not.toBeInViewport();

    // Their own answer takes the reader to the bottom, where it shows.
    await asha.page.getByLabel('Message').fill('Here now');
    await asha.page.getByRole('button', { name: 'Send' }).click();
    await expect(bubble('Here now')).toBeInViewport();
    await expect(bubble('Are you there?')).toBeInViewport();
  } finally {
    await asha.close();
    await vikram.close();
  }
});
