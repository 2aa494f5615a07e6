import { expect, test } from '@playwright/test';
import { apiPost, signedInPerson as person, type Person } from './support/offline';
import { uniqueWord } from './support/profiles';
import { apiConnect } from './support/connections';

// Block (issue 20, DESIGN §6.3). In chat: two people chatting in two browsers; A blocks B from the
// chat box; B's next message is refused with the reason and never reaches A; B finds A's profile
// gone; A unblocks in /settings and B can write again. Also from a person's page, a discovery card
// and the Network page, where the other side's open page drops the connection live.

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
    // Connected, they write freely; the block ends that, and after the unblock B's message is a request.
    await apiConnect(a.page.request, a.account, b.account);
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

test("Block from a person's page and from a discovery card: the person leaves the lists and Settings lists both", async ({ browser }) => {
  const me = await person(browser, 'Investor');
  const founder = await person(browser, 'Hustler');
  const cofounder = await person(browser, 'Cofounder');
  try {
    // From the profile: confirm, then the page closes for the Network page.
    await me.page.goto(`/people/${founder.account.id}`);
    await me.page.getByRole('button', { name: `Block ${founder.name}` }).click();
    await me.page.getByRole('dialog', { name: `Block ${founder.name}?` }).getByRole('button', { name: 'Block' }).click();
    await expect(me.page).toHaveURL(/\/networking$/);
    await expect(me.page.getByText(`${founder.name} is blocked.`)).toBeVisible();
    await me.page.goto(`/FindHustler?q=${encodeURIComponent(founder.name)}`);
    await expect(me.page.getByRole('article', { name: founder.name })).toHaveCount(0);

    // From a card: Cancel changes nothing; Block takes the card away.
    await me.page.goto(`/Findcofounder?q=${encodeURIComponent(cofounder.name)}`);
    const card = me.page.getByRole('article', { name: cofounder.name });
    await card.getByRole('button', { name: `Block ${cofounder.name}` }).click();
    const confirm = me.page.getByRole('dialog', { name: `Block ${cofounder.name}?` });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: `Block ${cofounder.name}` }).click();
    await confirm.getByRole('button', { name: 'Block' }).click();
    await expect(me.page.getByText(`${cofounder.name} is blocked.`)).toBeVisible();
    await expect(card).toHaveCount(0);

    await me.page.goto('/settings');
    const section = me.page.getByRole('region', { name: 'Blocked people' });
    await expect(section.getByRole('listitem')).toHaveText([new RegExp(cofounder.name), new RegExp(founder.name)]);
  } finally {
    await me.close();
    await founder.close();
    await cofounder.close();
  }
});

test('Block on the Network page ends the connection, and the other side\'s open Network page drops it live', async ({ browser }) => {
  const a = await person(browser, 'Investor');
  const b = await person(browser, 'Jobseeker');
  try {
    const asked = await apiPost<{ request: { _id: string } }>(a.page.request, a.account, '/api/connects/request', { targetId: b.account.id });
    const answer = await b.page.request.put(`/api/connects/requests/${asked.request._id}`, {
      headers: { Authorization: `Bearer ${b.account.token}` },
      data: { action: 'accept' },
    });
    expect(answer.status()).toBe(200);
    await a.page.goto('/networking');
    await b.page.goto('/networking');
    const connections = (page: typeof a.page) => page.getByRole('region', { name: /^Connections/ });
    await expect(connections(b.page).getByRole('listitem').filter({ hasText: a.name })).toBeVisible();

    const row = connections(a.page).getByRole('listitem').filter({ hasText: b.name });
    await row.getByRole('button', { name: `Block ${b.name}` }).click();
    await a.page.getByRole('dialog', { name: `Block ${b.name}?` }).getByRole('button', { name: 'Block' }).click();
    await expect(a.page.getByText(`${b.name} is blocked.`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(connections(b.page).getByRole('listitem').filter({ hasText: a.name })).toHaveCount(0);
  } finally {
    await a.close();
    await b.close();
  }
});
