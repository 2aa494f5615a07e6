// Layout shift (CLS) of signed-in routes as a phone loads them: Debian's Chromium through
// Playwright at 4× CPU slowdown and a slow 4G link (Lighthouse's mobile throttling, applied by the
// DevTools protocol), a cold visit each time (new context: nothing cached, no service worker).
// CLS = the sum of the page's 'layout-shift' entries without recent input, read 2 s after the
// network is idle; each route is measured RUNS times, the median counts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { videoBytes } from './support/media';
import { atMost, type BenchResult, type Figure } from './support/results';
import { bearer, signUp, startChat, startEmbeddedStack, type BenchAccount, type SignUpTarget } from './support/stack';
import { percentile } from './support/stats';
import { useSessionFromTheStart } from '../e2e/support/profiles';

const PORT = 9150;
const RUNS = 3;
const AVATAR = path.join(import.meta.dirname, '../e2e/fixtures/avatar.png');
const ROUTES = ['/blogs', '/Profile', '/messages', '/dashboard/Hustler'];

/** Installed before the app runs: adds up the page's unexpected layout shifts. A string, as tsx would wrap a function. */
const WATCH_SHIFTS = `(() => {
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

async function post(url: string, account: BenchAccount, form: FormData | object): Promise<void> {
  const body = form instanceof FormData ? form : JSON.stringify(form);
  const headers = form instanceof FormData ? bearer(account.token) : { ...bearer(account.token), 'content-type': 'application/json' };
  const response = await fetch(url, { method: 'POST', headers, body });
  if (response.status >= 300) throw new Error(`${url} answered ${response.status} ${await response.text()}`);
}

/** A Hustler with a picture, a video in the feed, blogs with covers, and a chat. */
async function seed(stack: SignUpTarget): Promise<BenchAccount> {
  const { apiUrl } = stack;
  const me = await signUp(stack, 'Hustler');
  const avatar = new Blob([readFileSync(AVATAR)], { type: 'image/png' });
  const profile = new FormData();
  for (const [name, value] of Object.entries({ Username: 'Asha Rao', project: 'MandiCool', currentStage: 'preSeed', skills: 'Networking', currentWork: 'Cold chains', contribution: 'Sales' })) profile.append(name, value);
  profile.append('profilePic', avatar, 'avatar.png');
  await post(`${apiUrl}/api/userprofile/Hustler`, me, profile);
  const video = new FormData();
  video.append('title', 'Shift probe');
  video.append('description', 'A video in the feed');
  video.append('video', new Blob([videoBytes()], { type: 'video/mp4' }), 'pitch.mp4');
  await post(`${apiUrl}/api/userprofile/addvideo`, me, video);
  for (let i = 0; i < 3; i += 1) {
    const blog = new FormData();
    for (const [name, value] of Object.entries({ title: `Blog ${i}`, summary: 'A summary', content: 'The whole blog' })) blog.append(name, value);
    blog.append('image', avatar, 'cover.png');
    await post(`${apiUrl}/api/userprofile/addblog`, me, blog);
  }
  const friend = await signUp(stack, 'Investor');
  await startChat(stack, friend, me, 'Shall we meet in Pune?');
  return me;
}

async function clsOf(browser: Browser, baseURL: string, me: BenchAccount, route: string): Promise<number> {
  const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  try {
    await useSessionFromTheStart(context, me, 'Hustler');
    await context.addInitScript(WATCH_SHIFTS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Lighthouse's slow 4G: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up.
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 204_800, uploadThroughput: 96_000 });
    await page.goto(route, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForTimeout(2000);
    return await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  } finally {
    await context.close();
  }
}

export async function layoutShift(): Promise<BenchResult> {
  const stack = await startEmbeddedStack('layout-shift', PORT);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const me = await seed(stack);
    const figures: Figure[] = [];
    const notes: string[] = [];
    for (const route of ROUTES) {
      const runs: number[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await clsOf(browser, stack.gatewayUrl, me, route));
      const median = percentile(runs, 50);
      figures.push({ name: `CLS ${route} (median)`, value: median, unit: '', target: atMost(median, 0.05, '≤ 0.05') });
      notes.push(`${route}: ${runs.map((cls) => cls.toFixed(3)).join(', ')}`);
    }
    return {
      figures,
      notes: [
        `Headless Chromium (Debian) at 412×823, 4× CPU slowdown, slow 4G (150 ms, 1.6 Mbit/s), cold visits without the service worker, ${RUNS} per route, web build from WEB_ROOT or web/dist.`,
        ...notes,
      ],
    };
  } finally {
    await browser.close();
    await stack.stop();
  }
}
