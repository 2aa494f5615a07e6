import { expect, test, type Browser, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { apiFillProfile, apiSignUp, uniqueWord, useSession, type ApiAccount } from './support/profiles';

// Who can reach whom and scam-aware chat (DESIGN §7.4): a stranger's message waits in the
// recipient's Requests until accepted, and a fee-scam first message warns its recipient only.

const NOT_ACCEPTED_YET = 'Your message request has not been accepted yet.';
const FEE_WARNING = 'This message asks for a fee. StartupSetu never asks for money to connect you with investors';

interface Person {
  page: Page;
  account: ApiAccount;
  name: string;
  close(): Promise<void>;
}

async function person(browser: Browser, role: string): Promise<Person> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const name = uniqueWord(role);
  const account = await apiSignUp(page.request, uniqueEmail(role.toLowerCase()), role);
  await apiFillProfile(page.request, account, role, { Username: name });
  await useSession(page, account, role);
  return { page, account, name, close: () => context.close() };
}

async function sendInBox(page: Page, box: ReturnType<Page['getByRole']>, text: string) {
  await box.getByLabel('Message').fill(text);
  await box.getByRole('button', { name: 'Send' }).click();
}

test("a stranger's message lands in the recipient's Requests; accepted, the chat opens and both write freely", async ({ browser }) => {
  const stranger = await person(browser, 'Cofounder');
  const founder = await person(browser, 'Hustler');
  try {
    await stranger.page.goto(`/messages?with=${founder.account.id}`);
    const strangerBox = stranger.page.getByRole('dialog', { name: `Chat with ${founder.name}` });
    const hello = uniqueWord('Hi, I build payments infra and liked your pitch ');
    await sendInBox(stranger.page, strangerBox, hello);
    await expect(strangerBox.locator('.chat-bubble-mine').filter({ hasText: hello })).toHaveCount(1);
    // One message until accepted: the second is refused with the server's reason, its text kept.
    await sendInBox(stranger.page, strangerBox, 'Are you there?');
    await expect(strangerBox.getByRole('alert')).toContainText(NOT_ACCEPTED_YET);
    await expect(strangerBox.getByLabel('Message')).toHaveValue('Are you there?');

    await founder.page.goto('/messages');
    const requests = founder.page.getByRole('region', { name: 'Requests' });
    const item = requests.getByRole('listitem').filter({ hasText: stranger.name });
    await expect(item).toContainText(hello);
    await expect(item).toContainText('Cofounder');
    await expect(item.getByRole('button', { name: `Block & report ${stranger.name}` })).toBeVisible();
    await expect(founder.page.getByRole('region', { name: 'Your Chats' })).not.toContainText(stranger.name);

    await item.getByRole('button', { name: `Accept ${stranger.name}'s request` }).click();
    const founderBox = founder.page.getByRole('dialog', { name: `Chat with ${stranger.name}` });
    await expect(founderBox.getByText(hello)).toBeVisible();
    await expect(founder.page.getByRole('region', { name: 'Requests' })).toHaveCount(0);
    await expect(founder.page.getByRole('region', { name: 'Your Chats' })).toContainText(stranger.name);

    const reply = uniqueWord('Thanks! Shall we talk on Friday? ');
    await sendInBox(founder.page, founderBox, reply);
    await expect(founderBox.locator('.chat-bubble-mine').filter({ hasText: reply })).toHaveCount(1);
    await expect(strangerBox.locator('.chat-bubble-theirs').filter({ hasText: reply })).toHaveCount(1);

    // Accepted: the stranger writes freely now.
    await strangerBox.getByRole('button', { name: 'Send' }).click();
    await expect(strangerBox.locator('.chat-bubble-mine').filter({ hasText: 'Are you there?' })).toHaveCount(1);
    await expect(founderBox.locator('.chat-bubble-theirs').filter({ hasText: 'Are you there?' })).toHaveCount(1);
  } finally {
    await stranger.close();
    await founder.close();
  }
});

test('a fee-scam first message warns its recipient, whose Report works, and the sender sees no warning', async ({ browser }) => {
  const scammer = await person(browser, 'Cofounder');
  const founder = await person(browser, 'Hustler');
  try {
    const scam = uniqueWord('Congratulations, our fund approved 2 Cr. Pay the due diligence fee of Rs 25,000 via UPI today ');
    const sent = await scammer.page.request.post('/api/messages', {
      headers: { Authorization: `Bearer ${scammer.account.token}` },
      data: { receiverId: founder.account.id, text: scam },
    });
    expect(sent.status()).toBe(201);
    expect(await sent.json()).not.toHaveProperty('message.warning');

    await founder.page.goto('/messages');
    const item = founder.page.getByRole('region', { name: 'Requests' }).getByRole('listitem').filter({ hasText: scammer.name });
    await expect(item).toContainText(scam);
    const warning = item.getByRole('note', { name: 'Warning' });
    await expect(warning).toContainText(FEE_WARNING);

    await warning.getByRole('button', { name: 'Report this message' }).click();
    const dialog = founder.page.getByRole('dialog', { name: 'Report this message' });
    await dialog.getByLabel('Scam or fraud').check();
    await dialog.getByRole('button', { name: 'Submit report' }).click();
    await expect(founder.page.getByText('Thanks for your report. We will review it.')).toBeVisible();
    await expect(item).toHaveCount(0);

    // The sender's own copy carries no warning.
    await scammer.page.goto(`/messages?with=${founder.account.id}`);
    const box = scammer.page.getByRole('dialog', { name: `Chat with ${founder.name}` });
    await expect(box.locator('.chat-bubble-mine').filter({ hasText: scam })).toHaveCount(1);
    await expect(box.getByRole('note', { name: 'Warning' })).toHaveCount(0);
    await expect(scammer.page.getByText(FEE_WARNING)).toHaveCount(0);
  } finally {
    await scammer.close();
    await founder.close();
  }
});

test('an Accept made offline waits in the outbox, and once the network is back the request is accepted', async ({ browser }) => {
  const stranger = await person(browser, 'Jobseeker');
  const founder = await person(browser, 'Hustler');
  try {
    const hello = uniqueWord('Hello, I would like to join your team ');
    const sent = await stranger.page.request.post('/api/messages', { headers: { Authorization: `Bearer ${stranger.account.token}` }, data: { receiverId: founder.account.id, text: hello } });
    expect(sent.status()).toBe(201);

    await founder.page.goto('/messages');
    const item = founder.page.getByRole('region', { name: 'Requests' }).getByRole('listitem').filter({ hasText: stranger.name });
    await expect(item).toContainText(hello);
    await founder.page.context().setOffline(true);
    await item.getByRole('button', { name: `Accept ${stranger.name}'s request` }).click();
    await expect(item.getByRole('status')).toHaveText('Accept pending: sent when you are back online.');

    await founder.page.context().setOffline(false);
    // Replayed once online: the request leaves Requests and the chat joins Your Chats.
    await expect(founder.page.getByRole('region', { name: 'Requests' })).toHaveCount(0);
    await expect(founder.page.getByRole('region', { name: 'Your Chats' })).toContainText(stranger.name);
    const again = await stranger.page.request.post('/api/messages', { headers: { Authorization: `Bearer ${stranger.account.token}` }, data: { receiverId: founder.account.id, text: 'Thanks for accepting' } });
    expect(again.status()).toBe(201);
  } finally {
    await stranger.close();
    await founder.close();
  }
});

test("Your Chats stays where it is while 'Talk to Others' loads, also when it has no one to show", async ({ browser }) => {
  const founder = await person(browser, 'Hustler');
  const friend = await person(browser, 'Cofounder');
  try {
    await founder.page.request.put('/api/settings/privacy', { headers: { Authorization: `Bearer ${founder.account.token}` }, data: { messagesFrom: 'everyone' } });
    const sent = await friend.page.request.post('/api/messages', { headers: { Authorization: `Bearer ${friend.account.token}` }, data: { receiverId: founder.account.id, text: 'Hello' } });
    expect(sent.status()).toBe(201);
    const accepted = await founder.page.request.put(`/api/messages/requests/${friend.account.id}`, { headers: { Authorization: `Bearer ${founder.account.token}` }, data: { action: 'accept' } });
    expect(accepted.status()).toBe(200);
    // On a phone, with no one to meet, who arrives late: the strip's tiles give way to a note.
    await founder.page.setViewportSize({ width: 412, height: 823 });
    await founder.page.route('**/api/users/suggestions*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.fulfill({ json: { success: true, data: [] } });
    });
    await founder.page.route('**/api/connects/connections*', (route) => route.fulfill({ json: { success: true, data: [], nextCursor: null } }));
    await founder.page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await founder.page.goto('/messages');
    await expect(founder.page.getByText('No connections or people to meet yet. Search for someone by name.')).toBeVisible();
    await expect(founder.page.getByRole('region', { name: 'Your Chats' })).toContainText(friend.name);
    expect(await founder.page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  } finally {
    await founder.close();
    await friend.close();
  }
});
