import puppeteer, { type Browser, type Page } from 'puppeteer-core';

// Debian's Firefox ESR, driven over WebDriver BiDi by puppeteer-core (Playwright's Firefox is a
// patched build of its own, which cannot be downloaded here). scripts/ensure-browsers.mjs installs it.
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Firefox with Web Push through the push service at `pushServerURL` (an autopush WebSocket on
 * loopback) and service workers on http://localhost. The notification permission is granted (or
 * taken back) through BiDi, as a person does in the site's settings.
 */
export function launchFirefox(pushServerURL: string): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: FIREFOX_PATH,
    headless: true,
    // For the notifications Firefox shows: they are windows of the browser itself (shownNotification).
    args: ['--remote-allow-system-access'],
    defaultViewport: { width: 1280, height: 800 },
    extraPrefsFirefox: {
      'dom.push.enabled': true,
      'dom.push.connection.enabled': true,
      'dom.push.serverURL': pushServerURL,
      // ws:// rather than wss:// (a loopback service has no certificate).
      'dom.push.testing.allowInsecureServerURL': true,
      // A push service that closed the socket is called again after half a second (5 s by default).
      'dom.push.retryBaseInterval': 500,
      'dom.serviceWorkers.enabled': true,
      'dom.serviceWorkers.testing.enabled': true,
      'dom.webnotifications.enabled': true,
      // Firefox's own notification windows: the system's (libnotify) needs a desktop session's D-Bus,
      // and without one showNotification fails.
      'alerts.useSystemBackend': false,
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

/** A notification Firefox shows (its own window, as on a desktop without a notification daemon). */
export interface ShownNotification {
  title: string;
  body: string;
  /** Clicks it, as a person does: Firefox hands the worker a `notificationclick` that may open a window. */
  click(): Promise<void>;
}

/** The BiDi connection under puppeteer's Browser, for the commands puppeteer has no call for. */
type BidiSend = (method: string, params: object) => Promise<{ result: Record<string, unknown> }>;
const bidiOf = (browser: Browser): BidiSend => {
  const { connection } = browser as unknown as { connection: { send: BidiSend } };
  return connection.send.bind(connection);
};

const ALERT_WINDOW = 'chrome://global/content/alerts/alert.xhtml';

/**
 * The notification Firefox shows, once it does. Its window is a part of the browser itself, which
 * BiDi reaches with system access (`--remote-allow-system-access`, the `chrome` scope).
 */
export async function shownNotification(browser: Browser): Promise<ShownNotification> {
  const send = bidiOf(browser);
  for (;;) {
    const { contexts } = (await send('browsingContext.getTree', { 'moz:scope': 'chrome' })).result as { contexts: { context: string; url: string }[] };
    for (const { context, url } of contexts) {
      if (url !== ALERT_WINDOW) continue;
      const run = async (expression: string) =>
        ((await send('script.evaluate', { expression, target: { context }, awaitPromise: false })).result as { result: { value?: unknown } }).result.value;
      // A window opens before its words are filled in, and one clicked earlier may still be closing
      // (or gone by now).
      const shown = await run(`document.getElementById('alertBox').hasAttribute('clicked') ? null : JSON.stringify({
        title: document.getElementById('alertTitleLabel').value, body: document.getElementById('alertTextLabel').textContent })`).catch(() => null);
      if (typeof shown !== 'string') continue;
      const { title, body } = JSON.parse(shown) as { title: string; body: string };
      if (!title) continue;
      return { title, body, click: async () => void (await run(`document.getElementById('alertTextLabel').click()`)) };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The page of the browser at `url`, once one is (e.g. the window a notification's click opened). */
export async function pageAt(browser: Browser, url: string): Promise<Page> {
  const target = await browser.waitForTarget((candidate) => candidate.url() === url);
  return (await target.page())!;
}
