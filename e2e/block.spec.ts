import { expect, test, type Browser, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { apiFillProfile, apiSignUp, uniqueWord, useSession, type ApiAccount } from './support/profiles';

// Block in chat (issue 20, DESIGN §6.3): two people chatting in two browsers; A blocks B from the
// chat box; B's next message is refused with the reason and never reaches A; B finds A's profile
// gone; A unblocks in /settings and B can write again.

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
  const account = await apiSignUp(page.request, uniqueEmail(`block-${role.toLowerCase()}`), role);
  await apiFillProfile(page.request, account, role, { Username: name });
  await useSession(page, account, role);
  return { page, account, name, close: () => context.close() };
}

async function openChat(me: Person, other: Person) {
  await me.page.goto(`/messages?with=${other.account.id}`);
  const box = me.page.getByRole('dialog', { name: `Chat with ${other.name}` });
  await expect(box).toBeVisible();
  return box;
}

async function history(me: Person, other: Person): Promise<{ status: number; texts: string[] }> {
  const response = await me.page.request.get(`/api/messages/${other.account.id}`, { headers: { Authorization: `Bearer ${me.account.token}` } });
  const body = response.ok() ? ((await response.json()) as { text: string }[]) : [];
  return { status: response.status(), texts: body.map((message) => message.text) };
}

test('A blocks B in the chat box: B cannot message A or see their profile until A unblocks in Settings', async ({ browser }) => {
  const a = await person(browser, 'Hustler');
  const b = await person(browser, 'Cofounder');
  try {
    const aBox = await openChat(a, b);
    const bBox = await openChat(b, a);
    const hello = uniqueWord('Hello from B ');
    await bBox.getByLabel('Message').fill(hello);
    await bBox.getByRole('button', { name: 'Send' }).click();
    await expect(aBox.locator('.chat-bubble-theirs').filter({ hasText: hello })).toHaveCount(1);

    // A blocks B from the chat box, after saying what it does.
    await aBox.getByRole('button', { name: 'Block' }).click();
    const confirm = a.page.getByRole('dialog', { name: `Block ${b.name}?` });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText('They will not be able to message you, connect with you or see your profile and posts.');
    await confirm.getByRole('button', { name: 'Block' }).click();
    await expect(a.page.getByText(`${b.name} is blocked.`)).toBeVisible();
    await expect(aBox).toBeHidden();

    // B's next message is refused with the reason, stays in the input, and never reaches A.
    const refused = uniqueWord('Are you there ');
    await bBox.getByLabel('Message').fill(refused);
    await bBox.getByRole('button', { name: 'Send' }).click();
    await expect(bBox.getByRole('alert')).toHaveText('You cannot message this person.');
    await expect(bBox.getByLabel('Message')).toHaveValue(refused);
    await expect(bBox.locator('.chat-bubble-mine').filter({ hasText: refused })).toHaveCount(0);
    expect(await history(a, b)).toEqual({ status: 404, texts: [] });

    // B finds A's profile gone.
    await b.page.goto(`/people/${a.account.id}`);
    await expect(b.page.getByRole('heading', { name: 'Person not found' })).toBeVisible();

    // A unblocks B in Settings.
    await a.page.goto('/settings');
    const section = a.page.getByRole('region', { name: 'Blocked people' });
    await expect(section.getByText(b.name)).toBeVisible();
    await section.getByRole('button', { name: 'Unblock' }).click();
    await expect(section.getByText(`${b.name} is unblocked.`)).toBeVisible();
    await expect(section.getByText('You have not blocked anyone.')).toBeVisible();

    // B writes again, and A receives it; the refused message was never stored.
    const bAgain = await openChat(b, a);
    const again = uniqueWord('Thanks for unblocking ');
    await bAgain.getByLabel('Message').fill(again);
    await bAgain.getByRole('button', { name: 'Send' }).click();
    await expect(bAgain.locator('.chat-bubble-mine').filter({ hasText: again })).toHaveCount(1);
    await expect(bAgain.getByRole('alert')).toHaveCount(0);
    const aAgain = await openChat(a, b);
    await expect(aAgain.locator('.chat-bubble-theirs').filter({ hasText: again })).toHaveCount(1);
    const texts = (await history(a, b)).texts;
    expect(texts).toEqual([hello, again]);
  } finally {
    await a.close();
    await b.close();
  }
});
