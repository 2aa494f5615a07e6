import { chromium, expect, test, type CDPSession } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uniqueEmail } from './support/accounts';
import { chromiumLaunchOptions } from './support/chromium';
import { waitForServiceWorkerControl } from './support/offline';
import { apiSignUp, useSession } from './support/profiles';

// Web Push in Chromium (DESIGN §6.6): CDP's ServiceWorker.deliverPushMessage hands the app's worker
// a push as a push service would, with no window of the app open; the worker must show it and set
// the installed app's badge (PWA.getOsAppState reads it).

/** The app's service worker registration, as CDP names it. */
async function registrationIdOf(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

test('a push delivered with no window of the app open shows its notification and sets the app badge', async ({ baseURL }) => {
  const origin = new URL(baseURL!).origin;
  // Installing the app (for its badge) needs a real profile, not an incognito one.
  const profileDir = mkdtempSync(join(tmpdir(), 'startupsetu-push-'));
  const context = await chromium.launchPersistentContext(profileDir, { ...chromiumLaunchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const account = await apiSignUp(page.request, uniqueEmail('push'), 'Investor');
    await useSession(page, account, 'Investor');
    await context.grantPermissions(['notifications'], { origin });
    await page.goto('/Notification');
    await waitForServiceWorkerControl(page);
    const manifestId = `${origin}/`;
    const appCdp = await context.newCDPSession(page);
    await appCdp.send('PWA.install', { manifestId });

    // Only a page of another origin stays open: the app itself is closed.
    const elsewhere = await context.newPage();
    await elsewhere.goto('about:blank');
    await page.close();
    const cdp = await context.newCDPSession(elsewhere);
    const registrationId = await registrationIdOf(cdp, origin);
    const payload = { title: 'Message from Asha', body: 'Free at 5?', url: '/messages?with=0190aabbccdd', tag: 'chat-0190aabbccdd', badge: 3 };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) });
    // Read before the app opens again: the app sets the badge to its own unread counts.
    await expect.poll(async () => (await cdp.send('PWA.getOsAppState', { manifestId })).badgeCount).toBe(3);

    const reader = await context.newPage();
    await reader.goto('/Notification');
    const shown = await reader.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      for (;;) {
        const notifications = await registration.getNotifications();
        if (notifications.length > 0) return notifications.map(({ title, body, tag, data }) => ({ title, body, tag, data }));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    expect(shown).toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, data: { url: payload.url } }]);
  } finally {
    await context.close();
    rmSync(profileDir, { recursive: true, force: true });
  }
});
