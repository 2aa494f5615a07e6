import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page, Request } from '@playwright/test';

// Taps as a phone's user makes them (input events at a point of the screen, not Playwright's
// clicks, which wait for the page), at chosen moments of a page's boot on a slowed phone
// (TOOLCHAIN.md, "Measuring a first tap").

/** Where a finger lands on an element (on the screen), and how far the page is scrolled to show it. */
export interface Spot {
  x: number;
  y: number;
  scrollY: number;
}

/** The same seed gives the same numbers in [0, 1) (mulberry32), so that a run can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** This run's seed: TAP_SEED=<n> replays an earlier run's taps. */
export function tapSeed(): number {
  const given = Number(process.env.TAP_SEED);
  return Number.isInteger(given) && given > 0 ? given : 1 + Math.floor(Math.random() * 2 ** 31);
}

/** The centre of the element `selector` in the page as it arrives, before any script. */
export async function spotInMarkup(browser: Browser, options: BrowserContextOptions, url: string, selector: string): Promise<Spot> {
  const context = await browser.newContext({ ...options, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(url);
    const box = await page.locator(selector).first().boundingBox();
    if (!box) throw new Error(`${selector} is not drawn in ${url}'s markup`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2, scrollY: await page.evaluate(() => window.scrollY) };
  } finally {
    await context.close();
  }
}

export interface BootingPage {
  page: Page;
  cdp: CDPSession;
  /** Date.now() when the navigation was asked for. */
  start: number;
  /**
   * Milliseconds from `start` to when the page shows what is tapped: drawn (a long page is shown
   * before all of it has come), and scrolled to (an address's #fragment is scrolled to in steps, as
   * the page is laid out).
   */
  shown: Promise<number>;
  /** The page's requests not answered yet, each with how long ago it was asked (for a page that never boots). */
  pending: () => string[];
}

/** The page says when it shows what is tapped. */
const SHOWN_BINDING = 'tapsTargetShown';

/** Runs in the page from its start: calls `binding` once `selector` is there, scrolled to `scrollY`, and drawn. */
function reportShown({ binding, selector, scrollY }: { binding: string; selector: string; scrollY: number }) {
  let reported = false;
  const check = () => {
    if (reported || !document.querySelector(selector) || Math.abs(window.scrollY - scrollY) >= 2) return;
    reported = true;
    observer.disconnect();
    removeEventListener('scroll', check);
    // After the next frame, which draws it.
    requestAnimationFrame(() => setTimeout(() => (window as unknown as Record<string, (payload: string) => void>)[binding]!('')));
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
  addEventListener('scroll', check, { passive: true });
}

/** A phone's network at its slow end (TOOLCHAIN.md): slow 4G. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 };

/**
 * A new page of `context` on a CPU `slowdown` times slower and a slow 4G network, navigating to `url`
 * (not waiting for it), where `selector` is tapped, shown once scrolled to `scrollY`.
 */
export async function openSlowed(
  context: BrowserContext,
  url: string,
  slowdown: number,
  { selector, scrollY }: { selector: string; scrollY: number },
): Promise<BootingPage> {
  const page = await context.newPage();
  // Printed, so that a page that never boots says why.
  page.on('pageerror', (error) => console.log(`${url}: page error: ${error.message}`));
  const asked = new Map<Request, number>();
  page.on('request', (request) => asked.set(request, Date.now()));
  page.on('requestfinished', (request) => asked.delete(request));
  page.on('requestfailed', (request) => {
    asked.delete(request);
    // Aborted: the page was closed, or went elsewhere, before it came.
    const error = request.failure()?.errorText;
    if (error !== 'net::ERR_ABORTED') console.log(`${url}: request failed: ${request.url()} ${error}`);
  });
  const pending = () => [...asked].map(([request, at]) => `${request.url()} (${request.resourceType()}, asked ${Date.now() - at} ms ago)`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await cdp.send('Network.enable');
  // A first visit: nothing of the page's is in the browser's cache yet.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name: SHOWN_BINDING });
  await cdp.send('Page.enable');
  const argument = JSON.stringify({ binding: SHOWN_BINDING, selector, scrollY });
  await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: `(${reportShown.toString()})(${argument});` });
  let start = 0;
  const shown = new Promise<number>((resolve) => {
    cdp.on('Runtime.bindingCalled', (event) => {
      if (event.name === SHOWN_BINDING) resolve(Date.now() - start);
    });
  });
  start = Date.now();
  // Nothing waits on the load: the taps come while the page boots.
  page.goto(url, { waitUntil: 'commit' }).catch(() => undefined);
  return { page, cdp, start, shown, pending };
}

/** Back to this machine's own speed (for what the test does after a tap, not the tap). */
export async function fullSpeed(cdp: CDPSession): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long a finger or a button is held down in a tap. */
const TAP_HOLD_MS = 60;

/**
 * 'touch': a finger (the browser makes the click from the touch, after the page has seen it);
 * 'mouse': a pointer's click (the page gets it at once, as from a stylus, a mouse or a trackpad).
 */
export type TapInput = 'touch' | 'mouse';

async function press(cdp: CDPSession, { x, y }: Spot, input: TapInput): Promise<void> {
  if (input === 'touch') {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await sleep(TAP_HOLD_MS);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    return;
  }
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
  await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', clickCount: 1 });
  await sleep(TAP_HOLD_MS);
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', clickCount: 1 });
}

/**
 * A tap at `spot`, `moment` ms after the page shows its target (nothing is there to tap before; on a
 * slowed phone that is seconds after the navigation began, and the boot goes on for seconds more):
 * input events to the browser, with no waiting on the page. Answers the moment of the tap, from the
 * navigation's start.
 */
export async function tapAtMoment({ cdp, start, shown }: BootingPage, spot: Spot, moment: number, input: TapInput): Promise<number> {
  const at = (await shown) + moment;
  await sleep(at - (Date.now() - start));
  const tappedAt = Date.now() - start;
  await press(cdp, spot, input);
  return tappedAt;
}

/** Whether `check` passes (a Playwright expectation), instead of failing the test on the first lost tap. */
export function holds(check: Promise<unknown>): Promise<boolean> {
  return check.then(
    () => true,
    () => false,
  );
}

/** Runs `run` for 0…count-1 in order of start, on `lanes` lanes at once (each run is told its lane). */
export async function inLanes<T>(count: number, lanes: number, run: (index: number, lane: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  const lane = async (laneIndex: number) => {
    while (next < count) {
      const index = next++;
      results[index] = await run(index, laneIndex);
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, count) }, (_, laneIndex) => lane(laneIndex)));
  return results;
}
