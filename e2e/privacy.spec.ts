import { expect, test } from '@playwright/test';
import { apiPost, signedInPerson, type Person } from './support/offline';

// Issue 43 (DESIGN §7.4): each person's email and phone reach only whom they chose: connections by
// default, everyone signed in, or only them, on their profile and their card alike.

const PHONE = '+91 98450 11223';

async function connect(from: Person, to: Person): Promise<void> {
  const asked = await apiPost<{ request: { _id: string } }>(from.page.request, from.account, '/api/connects/request', { targetId: to.account.id });
  const answer = await to.page.request.put(`/api/connects/requests/${asked.request._id}`, {
    headers: { Authorization: `Bearer ${to.account.token}` },
    data: { action: 'accept' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

test('email and phone show to connections by default, to no stranger, and the phone to no one once its owner says "Only you"', async ({ browser }) => {
  const owner = await signedInPerson(browser, 'Cofounder', { phoneno: PHONE, skills: 'Sales' });
  const connection = await signedInPerson(browser, 'Hustler');
  const stranger = await signedInPerson(browser, 'Investor');
  try {
    await connect(connection, owner);
    const profile = `/people/${owner.account.id}`;
    const email = owner.account.email;

    await connection.page.goto(profile);
    const card = connection.page.getByRole('article', { name: owner.name });
    await expect(card.getByRole('link', { name: email })).toBeVisible();
    await expect(card.getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:+919845011223');

    await stranger.page.goto(profile);
    await expect(stranger.page.getByRole('heading', { name: owner.name })).toBeVisible();
    await expect(stranger.page.getByText(email)).toHaveCount(0);
    await expect(stranger.page.getByText(PHONE)).toHaveCount(0);
    // The co-founder card (the spec's, with an email) shows none to a stranger either.
    await stranger.page.goto(`/Findcofounder?q=${encodeURIComponent(owner.name)}`);
    await expect(stranger.page.getByRole('article', { name: owner.name })).toBeVisible();
    await expect(stranger.page.getByText(email)).toHaveCount(0);

    await owner.page.goto('/settings');
    await owner.page.getByLabel('Who can see your phone number').selectOption({ label: 'Only you' });
    await expect(owner.page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

    await connection.page.reload();
    await expect(card.getByRole('link', { name: email })).toBeVisible();
    await expect(connection.page.getByText(PHONE)).toHaveCount(0);
  } finally {
    await Promise.all([owner.close(), connection.close(), stranger.close()]);
  }
});
