import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { apiGet, apiPost, goOffline, goOnline, signedInPerson, waitForServiceWorkerControl, type Person } from './support/offline';
import { apiFillProfile, apiSignUp, uniqueWord } from './support/profiles';

// Issue 18, the networking loop: a request from a card reaches the other person live, is accepted
// from the notification, both Network pages show the connection, and Message opens the chat.

interface RequestReply {
  request: { _id: string; status: string };
}

interface ConnectionList {
  data: { _id: string }[];
}

/** One of the Network page's sections (its heading carries a count once it has people). */
function section(page: Page, title: string) {
  return page.getByRole('region', { name: new RegExp(`^${title}`) });
}

function row(page: Page, title: string, name: string) {
  return section(page, title).getByRole('listitem').filter({ hasText: name });
}

async function ask(from: Person, to: Person): Promise<string> {
  const reply = await apiPost<RequestReply>(from.page.request, from.account, '/api/connects/request', { targetId: to.account.id });
  return reply.request._id;
}

async function connectionIds(person: Person): Promise<string[]> {
  const list = await apiGet<ConnectionList>(person.page.request, person.account, '/api/connects/connections');
  return list.data.map((item) => item._id);
}

test('a request from a card is accepted from its live notification; both Network pages show the connection; Message opens the chat', async ({ browser }) => {
  const founder = await signedInPerson(browser, 'Hustler');
  const cofounder = await signedInPerson(browser, 'Cofounder', { skills: 'Go, Sales' });
  try {
    await cofounder.page.goto('/Notification');
    await expect(cofounder.page.getByRole('heading', { name: 'Notifications', exact: true })).toBeVisible();

    await founder.page.goto('/Findcofounder');
    const card = founder.page.getByRole('article', { name: cofounder.name });
    await card.getByRole('button', { name: 'Connect' }).click();
    await expect(card.getByRole('button', { name: 'Request sent' })).toBeDisabled();

    // The founder watches their Network page: the request waits under 'Requests sent'.
    await founder.page.goto('/networking');
    await expect(row(founder.page, 'Requests sent', cofounder.name).getByRole('button', { name: 'Request sent' })).toBeDisabled();

    // The co-founder's notification arrives live, with Accept and Decline in place.
    const item = cofounder.page.locator('li.notification-item').filter({ hasText: founder.name });
    await expect(item).toHaveAttribute('data-type', 'connect');
    await expect(item.getByRole('link', { name: founder.name, exact: true })).toHaveAttribute('href', `/people/${founder.account.id}`);
    await item.getByRole('button', { name: 'Accept' }).click();
    await expect(item.getByText('Accepted')).toBeVisible();
    await expect(item.getByRole('button', { name: 'Accept' })).toHaveCount(0);

    // The founder's page shows the connection without a reload.
    const connection = row(founder.page, 'Connections', cofounder.name);
    await expect(connection.getByRole('link', { name: 'Message' })).toBeVisible();
    await expect(section(founder.page, 'Requests sent').getByText('You have no requests waiting for an answer.')).toBeVisible();

    // The co-founder's Network page shows it too.
    await cofounder.page.getByRole('link', { name: 'Networking' }).click();
    await expect(row(cofounder.page, 'Connections', founder.name).getByRole('link', { name: 'Profile', exact: true })).toBeVisible();

    // After a reload, the notification still says how it was answered.
    await cofounder.page.goto('/Notification');
    await expect(item.getByText('Accepted')).toBeVisible();

    // The founder was told too; the notification opens the chat with the co-founder.
    await founder.page.goto('/Notification');
    const accepted = founder.page.locator('li.notification-item').filter({ hasText: 'accepted your request to connect' });
    await accepted.getByRole('link', { name: /accepted your request to connect/ }).click();
    await expect(founder.page).toHaveURL(new RegExp(`/messages\\?with=${cofounder.account.id}$`));
    await expect(founder.page.getByRole('dialog', { name: `Chat with ${cofounder.name}` })).toBeVisible();

    // Message on the Network page opens the chat at its address, and a reload keeps that address.
    await founder.page.goto('/networking');
    await connection.getByRole('link', { name: 'Message' }).click();
    await expect(founder.page).toHaveURL(new RegExp(`/messages\\?with=${cofounder.account.id}$`));
    const box = founder.page.getByRole('dialog', { name: `Chat with ${cofounder.name}` });
    await expect(box).toBeVisible();
    const hello = `Hello ${cofounder.name}, glad we connected`;
    await box.getByLabel('Message').fill(hello);
    await box.getByRole('button', { name: 'Send' }).click();
    await expect(box.getByText(hello)).toBeVisible();
    await founder.page.reload();
    await expect(founder.page).toHaveURL(new RegExp(`/messages\\?with=${cofounder.account.id}$`));
    await expect(box).toBeVisible();
    await expect(box.getByText(hello)).toBeVisible();
  } finally {
    await founder.close();
    await cofounder.close();
  }
});

test("a person's profile shows their fields and content, and its button keeps the server's state across reloads; Withdraw takes a request back", async ({ browser }) => {
  const seeker = await signedInPerson(browser, 'Jobseeker');
  const founder = await signedInPerson(browser, 'Hustler', { project: 'KisanSetu', currentStage: 'preSeed' });
  try {
    await apiPost(founder.page.request, founder.account, '/api/userprofile/addTalks', { title: 'Who is hiring interns in Pune?' });
    for (let i = 1; i <= 6; i += 1) {
      await apiPost(founder.page.request, founder.account, '/api/userprofile/addTalks', { title: `Talk number ${i} on mandi prices` });
    }

    await seeker.page.goto(`/people/${founder.account.id}`);
    await expect(seeker.page.getByRole('heading', { level: 1, name: founder.name })).toBeVisible();
    await expect(seeker.page.getByText('KisanSetu')).toBeVisible();
    await expect(seeker.page.getByText('Pre-Seed')).toBeVisible();
    // Six talks at a time, newest first: the first one waits behind 'Load more'.
    const talks = seeker.page.getByRole('region', { name: 'Talks' });
    await expect(talks.getByText('Talk number 6 on mandi prices')).toBeVisible();
    await expect(talks.getByText('Who is hiring interns in Pune?')).toHaveCount(0);
    await talks.getByRole('button', { name: 'Load more' }).click();
    await expect(talks.getByText('Who is hiring interns in Pune?')).toBeVisible();
    await expect(talks.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await expect(seeker.page.getByRole('region', { name: 'Videos' }).getByText('has not shared any videos yet')).toBeVisible();

    await seeker.page.getByRole('button', { name: 'Connect' }).click();
    await expect(seeker.page.getByRole('button', { name: 'Request sent' })).toBeDisabled();
    await seeker.page.reload();
    await expect(seeker.page.getByRole('button', { name: 'Request sent' })).toBeDisabled();

    await seeker.page.getByRole('button', { name: 'Withdraw' }).click();
    await expect(seeker.page.getByRole('button', { name: 'Connect' })).toBeVisible();
    await seeker.page.reload();
    await expect(seeker.page.getByRole('button', { name: 'Connect' })).toBeVisible();
    expect(await connectionIds(founder)).toEqual([]);

    await seeker.page.goto('/people/0000000000000000000000000a');
    await expect(seeker.page.getByRole('heading', { name: 'Person not found' })).toBeVisible();
  } finally {
    await seeker.close();
    await founder.close();
  }
});

test('a declined request leaves the Network page and the requester may ask again', async ({ browser }) => {
  const investor = await signedInPerson(browser, 'Investor');
  const cofounder = await signedInPerson(browser, 'Cofounder');
  try {
    await ask(investor, cofounder);
    await cofounder.page.goto('/networking');
    const request = row(cofounder.page, 'Requests received', investor.name);
    await request.getByRole('button', { name: 'Decline' }).click();
    await expect(section(cofounder.page, 'Requests received').getByText('No one is waiting for your answer.')).toBeVisible();
    await cofounder.page.reload();
    await expect(section(cofounder.page, 'Requests received').getByText('No one is waiting for your answer.')).toBeVisible();
    expect(await connectionIds(cofounder)).toEqual([]);

    await investor.page.goto(`/people/${cofounder.account.id}`);
    await expect(investor.page.getByRole('button', { name: 'Connect' })).toBeVisible();
  } finally {
    await investor.close();
    await cofounder.close();
  }
});

test('Ignite Investor is offered to a Hustler viewing an Investor, and Connect to everyone else', async ({ browser }) => {
  const investor = await signedInPerson(browser, 'Investor', { interestAreas: 'Tech and App Development' });
  const founder = await signedInPerson(browser, 'Hustler');
  const cofounder = await signedInPerson(browser, 'Cofounder');
  try {
    await cofounder.page.goto(`/people/${investor.account.id}`);
    await expect(cofounder.page.getByRole('button', { name: 'Connect' })).toBeVisible();
    await expect(cofounder.page.getByRole('button', { name: 'Ignite Investor' })).toHaveCount(0);

    await founder.page.goto(`/people/${investor.account.id}`);
    await expect(founder.page.getByRole('button', { name: 'Connect' })).toHaveCount(0);
    await founder.page.getByRole('button', { name: 'Ignite Investor' }).click();
    await expect(founder.page.getByRole('button', { name: 'Request sent' })).toBeDisabled();

    await investor.page.goto('/networking');
    const request = row(investor.page, 'Requests received', founder.name);
    await expect(request.getByText('Ignited you')).toBeVisible();
    await request.getByRole('button', { name: 'Accept' }).click();
    await expect(row(investor.page, 'Connections', founder.name)).toBeVisible();
    await founder.page.reload();
    await expect(founder.page.getByRole('link', { name: 'Message', exact: true })).toHaveAttribute('href', `/messages?with=${investor.account.id}`);
  } finally {
    await investor.close();
    await founder.close();
    await cofounder.close();
  }
});

test('an Accept and a Remove made offline wait in the outbox and are applied once when the network is back; the Network page and profiles read offline', async ({ browser }) => {
  const founder = await signedInPerson(browser, 'Hustler');
  const investor = await signedInPerson(browser, 'Investor');
  try {
    await ask(founder, investor);
    await investor.page.goto('/networking');
    await waitForServiceWorkerControl(investor.page);
    const request = row(investor.page, 'Requests received', founder.name);
    await expect(request.getByRole('button', { name: 'Accept' })).toBeVisible();

    await goOffline(investor.page);
    await request.getByRole('button', { name: 'Accept' }).click();
    await expect(request.getByRole('button', { name: 'Accept pending' })).toBeDisabled();
    expect(await connectionIds(founder)).toEqual([]);

    await goOnline(investor.page);
    await expect(row(investor.page, 'Connections', founder.name).getByRole('link', { name: 'Message' })).toBeVisible();
    await expect(section(investor.page, 'Requests received').getByText('No one is waiting for your answer.')).toBeVisible();
    expect(await connectionIds(investor)).toEqual([founder.account.id]);
    expect(await connectionIds(founder)).toEqual([investor.account.id]);

    // The Network page and a profile seen once read offline.
    await investor.page.goto(`/people/${founder.account.id}`);
    await expect(investor.page.getByRole('link', { name: 'Message', exact: true })).toBeVisible();
    await goOffline(investor.page);
    await investor.page.reload();
    await expect(investor.page.getByRole('heading', { level: 1, name: founder.name })).toBeVisible();
    await investor.page.goto('/networking');
    await expect(row(investor.page, 'Connections', founder.name)).toBeVisible();

    // Remove, made offline, waits too and ends the connection once.
    await row(investor.page, 'Connections', founder.name).getByRole('button', { name: 'Remove' }).click();
    await expect(row(investor.page, 'Connections', founder.name).getByRole('button', { name: 'Remove pending' })).toBeDisabled();
    expect(await connectionIds(founder)).toEqual([investor.account.id]);
    await goOnline(investor.page);
    await expect(section(investor.page, 'Connections').getByText('You have no connections yet.')).toBeVisible();
    expect(await connectionIds(investor)).toEqual([]);
    expect(await connectionIds(founder)).toEqual([]);
  } finally {
    await founder.close();
    await investor.close();
  }
});

test('the Network page shows ten requests at a time: the count says more wait, and Load more brings the rest', async ({ browser }) => {
  const founder = await signedInPerson(browser, 'Hustler');
  try {
    const names: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      const name = uniqueWord('Asker');
      const asker = await apiSignUp(founder.page.request, uniqueEmail('asker'), 'Cofounder');
      await apiFillProfile(founder.page.request, asker, 'Cofounder', { Username: name });
      await apiPost(founder.page.request, asker, '/api/connects/request', { targetId: founder.account.id });
      names.push(name);
    }
    await founder.page.goto('/networking');
    const received = section(founder.page, 'Requests received');
    const items = received.locator('ul.network-list > li');
    await expect(received.getByRole('heading', { level: 2 })).toHaveText('Requests received (10+)');
    await expect(items).toHaveCount(10);
    // Newest first: the first to ask waits on the next page.
    await expect(items.filter({ hasText: names[0]! })).toHaveCount(0);

    await received.getByRole('button', { name: 'Load more' }).click();
    await expect(items).toHaveCount(11);
    await expect(received.getByRole('heading', { level: 2 })).toHaveText('Requests received (11)');
    await expect(received.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await row(founder.page, 'Requests received', names[0]!).getByRole('button', { name: 'Accept' }).click();
    await expect(row(founder.page, 'Connections', names[0]!).getByRole('link', { name: 'Message' })).toBeVisible();
  } finally {
    await founder.close();
  }
});
