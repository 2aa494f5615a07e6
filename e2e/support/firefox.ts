import puppeteer, { type Browser, type Page } from 'puppeteer-core';

// Debian's Firefox ESR, driven over WebDriver BiDi by puppeteer-core (Playwright's Firefox is a
// patched build of its own, which cannot be downloaded here). scripts/ensure-browsers.mjs installs it.
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Firefox with Web Push through the push service at `pushServerURL` (an autopush WebSocket on
 * loopback), service workers on http://localhost, and nothing dialling the internet.
 */
export function launchFirefox(pushServerURL: string): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: { width: 1280, height: 800 },
    extraPrefsFirefox: {
      'dom.push.enabled': true,
      'dom.push.connection.enabled': true,
      'dom.push.serverURL': pushServerURL,
      // ws:// rather than wss:// (a loopback service has no certificate).
      'dom.push.testing.allowInsecureServerURL': true,
      'dom.serviceWorkers.enabled': true,
      'dom.serviceWorkers.testing.enabled': true,
      'dom.webnotifications.enabled': true,
      // Firefox's own notification windows: the system's (libnotify) needs a desktop session's D-Bus,
      // and without one showNotification fails.
      'alerts.useSystemBackend': false,
      // The notification permission is granted (or taken back) through BiDi, as a user would in
      // the site's settings; nothing in between is asked.
      'permissions.default.desktop-notification': 0,
      'network.proxy.type': 0,
    },
  });
}

/** Signs in with the app's form, as a person does, and waits for the app's worker to control the page. */
export async function signInWithFirefox(page: Page, baseURL: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseURL}/signin`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('::-p-aria(Sign In[role="button"])').click();
  await page.waitForFunction(() => !location.pathname.startsWith('/signin') && navigator.serviceWorker.controller !== null);
}

/** Opens the app's page at `path` from its own navigation (a link of the signed-in layout). */
export async function followAppLink(page: Page, path: string): Promise<void> {
  await page.locator(`a[href="${path}"]`).click();
  await page.waitForFunction((wanted) => location.pathname === wanted, {}, path);
}

/** The notifications the app's worker shows, read from a page of the app (waits for the first). */
export function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    for (;;) {
      const notifications = await registration.getNotifications();
      if (notifications.length > 0) return notifications.map(({ title, body, tag, data }) => ({ title, body, tag, data: data as unknown }));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
}
