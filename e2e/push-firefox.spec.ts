import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Browser, Page } from 'puppeteer-core';
import { uniqueEmail } from './support/accounts';
import { startAutopushService, type AutopushService } from './support/autopush-service';
import { apiPost, PROFILE_FIELDS } from './support/community';
import { readStackDatabase } from './support/database';
import { followAppLink, launchFirefox, pageAt, shownNotification, signInWithFirefox } from './support/firefox';
import { apiFillProfile, apiSignUp, SETUP_PASSWORD, uniqueWord } from './support/profiles';
import { apiConnect } from './support/connections';

// Web Push in Firefox for real (DESIGN §6.6): Debian's Firefox ESR subscribes at a push service of
// our own on loopback (the autopush protocol), notify encrypts and posts each push there, and
// Firefox wakes the app's worker with no page of the app open. A click on the notification Firefox
// shows opens the chat it is about, or takes the app's open tab there. Turned off in the app, the
// browser gives the subscription up at the push service and notify forgets it; blocked in the
// browser's site settings (the app is not told), the next push gets 410 and notify forgets it then.
// A push service that loses its registrations has Firefox drop its subscription and tell the
// worker, which subscribes again and gives notify the new endpoint in place of the old.

/** A push from notify reaches the browser within the sender's poll (2 s) on a busy machine. */
const DELIVERY = { timeout: 20_000 };

const subscribedEndpoints = (userId: string) =>
  readStackDatabase((db) => db.prepare('select endpoint from push_subscriptions where user_id = ? order by endpoint').pluck().all(userId));

/** Whether the server takes the user to be looking at the app (then it queues no push). */
const lookingNow = (userId: string) =>
  readStackDatabase((db) => db.prepare('select 1 from push_presence where user_id = ? and visible_until > ?').pluck().get(userId, new Date().toISOString()) === 1);

const messagesPushed = (userId: string) =>
  readStackDatabase((db) => db.prepare('select messages from push_preferences where user_id = ?').pluck().get(userId));

async function member(request: APIRequestContext, label: string, role: 'Investor' | 'Hustler' = 'Investor') {
  const name = uniqueWord(label);
  const account = await apiSignUp(request, uniqueEmail(label.toLowerCase()), role);
  await apiFillProfile(request, account, role, { Username: name, ...PROFILE_FIELDS[role] });
  return { ...account, name };
}

/** Taps 'Turn on notifications'; answers the channel Firefox registered at the push service for it. */
async function turnOn(page: Page, push: AutopushService) {
  const before = push.events.length;
  await page.locator('::-p-aria(Turn on notifications[role="button"])').click();
  await page.locator('::-p-text(Notifications are on for this device.)').wait();
  const registered = push.events.slice(before).filter((event) => event.type === 'register');
  expect(registered).toHaveLength(1);
  return registered[0]!;
}

/**
 * Signs `me` in in Firefox with notifications allowed for the site (as its settings would be after
 * the browser's own prompt), turns them on in /Notification, and closes the app's page: the browser
 * stays open on its first page (about:blank). Answers the site's context and the registered channel.
 */
async function subscribeThenClose(firefox: Browser, push: AutopushService, baseURL: string, me: { id: string; email: string }) {
  const site = firefox.defaultBrowserContext();
  await site.setPermission(new URL(baseURL).origin, { permission: { name: 'notifications' }, state: 'granted' });
  const app = await firefox.newPage();
  await signInWithFirefox(app, baseURL, me.email, SETUP_PASSWORD);
  await followAppLink(app, '/Notification');
  const first = await turnOn(app, push);
  await expect.poll(() => subscribedEndpoints(me.id)).toEqual([first.endpoint]);
  await app.close();
  await expect.poll(() => lookingNow(me.id)).toBe(false);
  return { site, first };
}

test('Firefox shows a message pushed while the app is closed or out of sight and a click opens the chat; a kind turned off brings none; turned off or blocked, the subscription is gone', async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const push = await startAutopushService(Number(process.env.E2E_PUSH_PORT));
  const firefox = await launchFirefox(push.serverURL);
  try {
    const me = await member(request, 'Meera');
    const asha = await member(request, 'Asha');
    const ravi = await member(request, 'Ravi', 'Hustler');
    // Connected before any push subscription: an investor hears from connections (DESIGN §7.4).
    await apiConnect(request, asha, me);
    const { site, first } = await subscribeThenClose(firefox, push, baseURL!, me);

    await apiPost(request, asha, '/api/messages', { data: { receiverId: me.id, text: 'Free at 5?' } });
    await expect.poll(() => push.storyOf(first.channelID), DELIVERY).toEqual(['register', 'ack 100', 'push 201']);
    expect(push.pushHeadersOf(first.channelID)).toEqual([
      expect.objectContaining({ 'content-encoding': 'aes128gcm', urgency: 'high', topic: `m${asha.id}`, authorization: expect.stringMatching(/^vapid t=\S+, k=\S+$/) }),
    ]);
    // What Firefox shows, and a click on it opens the chat with Asha (no window of the app is open).
    const shown = await shownNotification(firefox);
    expect({ title: shown.title, body: shown.body }).toEqual({ title: `Message from ${asha.name}`, body: 'Free at 5?' });
    await shown.click();
    const chat = await pageAt(firefox, `${baseURL}/messages?with=${asha.id}`);
    await chat.locator(`::-p-text(Free at 5?)`).wait();

    // With the app open in a tab out of sight, a click has the app take that tab to the chat: no
    // new window, and no reload (what the page holds stays).
    await followAppLink(chat, '/Notification');
    await chat.evaluate(() => Object.assign(window, { sameDocument: true }));
    const elsewhere = await firefox.newPage();
    await expect.poll(() => lookingNow(me.id)).toBe(false);
    await apiPost(request, asha, '/api/messages', { data: { receiverId: me.id, text: 'See you there' } });
    await expect.poll(() => push.storyOf(first.channelID), DELIVERY).toEqual(['register', 'ack 100', 'push 201', 'ack 100', 'push 201']);
    const again = await shownNotification(firefox);
    expect({ title: again.title, body: again.body }).toEqual({ title: `Message from ${asha.name}`, body: 'See you there' });
    await again.click();
    await expect.poll(() => chat.url()).toBe(`${baseURL}/messages?with=${asha.id}`);
    expect((await firefox.pages()).map((page) => page.url())).toEqual(['about:blank', chat.url(), 'about:blank']);
    // Headless Firefox does not bring a focused tab forward: the test does.
    await elsewhere.close();
    await chat.bringToFront();
    await chat.locator('::-p-text(See you there)').wait();
    expect(await chat.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);

    // Messages turned off in /settings: a message brings no push, an ignite still does.
    await followAppLink(chat, '/settings');
    await chat.locator('::-p-aria(Messages[role="checkbox"])').click();
    await expect.poll(() => messagesPushed(me.id)).toBe(0);
    const away = await firefox.newPage();
    await expect.poll(() => lookingNow(me.id)).toBe(false);
    await apiPost(request, asha, '/api/messages', { data: { receiverId: me.id, text: 'Are you there?' } });
    await apiPost(request, ravi, '/api/connects/hustlertoinvestor', { data: { investorId: me.id } });
    const delivered = ['register', 'ack 100', 'push 201', 'ack 100', 'push 201', 'ack 100', 'push 201'];
    await expect.poll(() => push.storyOf(first.channelID), DELIVERY).toEqual(delivered);
    expect((await shownNotification(firefox)).title).toBe('New ignite');
    await away.close();
    await chat.bringToFront();

    // Turned off in the app: the browser unsubscribes at the push service, the server forgets it.
    await followAppLink(chat, '/Notification');
    await chat.locator('::-p-aria(Turn off notifications[role="button"])').click();
    await chat.locator('::-p-aria(Turn on notifications[role="button"])').wait();
    // Nothing came for the message meanwhile: the ignite's push was the last.
    await expect.poll(() => push.storyOf(first.channelID)).toEqual([...delivered, 'unregister 200']);
    expect(subscribedEndpoints(me.id)).toEqual([]);

    // On again, then blocked in the browser's site settings: Firefox drops the subscription at the
    // push service without the app knowing; the next push is answered 410 and the server forgets it.
    const second = await turnOn(chat, push);
    await expect.poll(() => subscribedEndpoints(me.id)).toEqual([second.endpoint]);
    // The kinds are the user's, kept across devices and subscriptions: messages back on, here on /Notification.
    await chat.locator('::-p-aria(Messages[role="checkbox"])').click();
    await expect.poll(() => messagesPushed(me.id)).toBe(1);
    await site.setPermission(origin, { permission: { name: 'notifications' }, state: 'denied' });
    await expect.poll(() => push.storyOf(second.channelID)).toEqual(['register', 'unregister 202']);
    await chat.close();
    await expect.poll(() => lookingNow(me.id)).toBe(false);

    await apiPost(request, asha, '/api/messages', { data: { receiverId: me.id, text: 'Still on for 5?' } });
    await expect.poll(() => push.storyOf(second.channelID), DELIVERY).toEqual(['register', 'unregister 202', 'push 410']);
    await expect.poll(() => subscribedEndpoints(me.id)).toEqual([]);
  } finally {
    await firefox.close();
    await push.close();
  }
});

test('a subscription Firefox drops (its push service lost its registrations; blocked and then allowed again) is renewed by the worker: notify posts to the new endpoint, not the old', async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const push = await startAutopushService(Number(process.env.E2E_PUSH_PORT));
  const firefox = await launchFirefox(push.serverURL);
  const registeredSince = (index: number) => push.events.slice(index).filter((event) => event.type === 'register');
  try {
    const me = await member(request, 'Nisha');
    const asha = await member(request, 'Asha');
    await apiConnect(request, asha, me);
    const { site, first } = await subscribeThenClose(firefox, push, baseURL!, me);

    // The push service loses every registration; Firefox reconnects, is given a new uaid, drops its
    // subscription and fires pushsubscriptionchange at the worker (no page of the app is open).
    let before = push.events.length;
    push.forgetBrowsers();
    await expect.poll(() => registeredSince(before), DELIVERY).toHaveLength(1);
    const [renewed] = registeredSince(before);
    expect(renewed!.endpoint).not.toBe(first.endpoint);
    await expect.poll(() => subscribedEndpoints(me.id)).toEqual([renewed!.endpoint]);

    await apiPost(request, asha, '/api/messages', { data: { receiverId: me.id, text: 'Still there?' } });
    await expect.poll(() => push.storyOf(renewed!.channelID), DELIVERY).toEqual(['register', 'ack 100', 'push 201']);
    const shown = await shownNotification(firefox);
    expect({ title: shown.title, body: shown.body }).toEqual({ title: `Message from ${asha.name}`, body: 'Still there?' });
    expect(push.storyOf(first.channelID)).toEqual(['register']);

    // Blocked in the site settings, Firefox gives the subscription up; allowed again, it tells the
    // worker, which subscribes again: notify forgets the blocked one at once (no push needed to find out).
    await site.setPermission(origin, { permission: { name: 'notifications' }, state: 'denied' });
    await expect.poll(() => push.storyOf(renewed!.channelID)).toEqual(['register', 'ack 100', 'push 201', 'unregister 202']);
    before = push.events.length;
    await site.setPermission(origin, { permission: { name: 'notifications' }, state: 'granted' });
    await expect.poll(() => registeredSince(before), DELIVERY).toHaveLength(1);
    const [allowed] = registeredSince(before);
    await expect.poll(() => subscribedEndpoints(me.id)).toEqual([allowed!.endpoint]);
    await apiPost(request, asha, '/api/messages', { data: { receiverId: me.id, text: 'Back on?' } });
    await expect.poll(() => push.storyOf(allowed!.channelID), DELIVERY).toEqual(['register', 'ack 100', 'push 201']);
    // The same chat's notification (one tag): the one shown before gives way to it.
    await expect.poll(async () => (await shownNotification(firefox)).body).toBe('Back on?');
    expect(push.storyOf(renewed!.channelID)).toEqual(['register', 'ack 100', 'push 201', 'unregister 202']);
  } finally {
    await firefox.close();
    await push.close();
  }
});
