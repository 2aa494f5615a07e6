// One Lighthouse audit (mobile defaults: Moto G Power, simulated slow 4G and 4× CPU slowdown) of a
// page, signed in or not, in Debian's Chromium: the method of bench/lighthouse.ts, shared with the
// every-route sweep (bench/route-sweep.ts).
import { Launcher, launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { chromiumLaunchOptions } from '../../e2e/support/chromium';

export interface AuditSession {
  token: string;
  id: string;
  role: string;
}

export interface Audited {
  score: number;
  lcpMs: number;
  /** First contentful paint and total blocking time, for the notes. */
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of this machine's speed at the time of the audit (higher is faster). */
  benchmarkIndex: number;
}

/** The audits the performance score is made of (its weights are theirs): the rest is not gathered. */
const SCORED_METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

/**
 * chrome-launcher's flags, the suite's, and the desktop omnibox's popups turned off: headless Chromium
 * 156 draws them (two "WebUI Top Renderer" processes) for every new page, and a trace of a dashboard
 * audit showed them taking more CPU than the page itself, on these 2 cores, while it loaded. A phone
 * has no part of that. Chromium honours only the last --disable-features, so the lists are merged.
 */
function chromeFlags(): string[] {
  const flags = [...Launcher.defaultFlags(), '--headless=new', ...(chromiumLaunchOptions.args ?? [])];
  const disabled = new Set(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']);
  for (const flag of flags) {
    if (flag.startsWith('--disable-features=')) for (const feature of flag.slice('--disable-features='.length).split(',')) disabled.add(feature);
  }
  return [...flags.filter((flag) => !flag.startsWith('--disable-features=')), `--disable-features=${[...disabled].join(',')}`];
}

async function auditPage(page: Page, url: string, session: AuditSession | undefined, metricsOnly: boolean): Promise<Audited> {
  if (session) {
    // Lighthouse clears the origin's storage before it loads the page; this runs in every new document after that.
    await page.evaluateOnNewDocument((token, id, role) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userId', id);
      localStorage.setItem('role', role);
    }, session.token, session.id, session.role);
  }
  const flags = metricsOnly ? { onlyAudits: SCORED_METRICS } : { onlyCategories: ['performance'] };
  const result = await lighthouse(url, { logLevel: 'error', output: 'json', ...flags }, undefined, page);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message} (${url})`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const lcp = lhr.audits['largest-contentful-paint']?.numericValue;
  if (lhr.categories.performance?.score == null || lcp === undefined) {
    const failed = Object.values(lhr.audits).filter((audit) => audit.errorMessage).map((audit) => `${audit.id}: ${audit.errorMessage}`);
    throw new Error(`Lighthouse gave no score for ${url} (${[...failed, ...lhr.runWarnings].join('; ') || 'no reason given'})`);
  }
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    lcpMs: lcp,
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

async function launchChromium(): Promise<{ chrome: LaunchedChrome; browser: Browser }> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? chromiumLaunchOptions.executablePath,
    ignoreDefaultFlags: true,
    chromeFlags: chromeFlags(),
  });
  try {
    return { chrome, browser: await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` }) };
  } catch (error) {
    chrome.kill();
    throw error;
  }
}

/**
 * Now and then, on a busy machine, an audit ends without a score (Lighthouse's trace lacks the
 * navigation: NO_NAVSTART); another try has given one. Up to three tries of `audit`.
 */
async function withRetries(audit: () => Promise<Audited>): Promise<Audited> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit();
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/**
 * One audit in a Chromium of its own, so that nothing an audit starts (the page's service worker
 * installing the whole precache, for one) can run on into the next audit.
 */
export function auditInOwnBrowser(url: string, session?: AuditSession): Promise<Audited> {
  return withRetries(async () => {
    const { chrome, browser } = await launchChromium();
    const page = await browser.newPage();
    try {
      return await auditPage(page, url, session, false);
    } finally {
      await page.close().catch(() => {});
      await browser.disconnect();
      chrome.kill();
    }
  });
}

export interface AuditBrowser {
  /**
   * One audit in a browser context of its own (its own storage, cache and service workers), closed
   * after it: what the audit started (a service worker installing its precache) ends with it.
   */
  audit(url: string, session?: AuditSession): Promise<Audited>;
  close(): Promise<void>;
}

/** One Chromium for many audits (starting one per audit costs seconds each on this machine). Gathers only the scored metrics. */
export async function openAuditBrowser(): Promise<AuditBrowser> {
  const { chrome, browser } = await launchChromium();
  return {
    audit(url, session) {
      return withRetries(async () => {
        const context = await browser.createBrowserContext();
        try {
          return await auditPage(await context.newPage(), url, session, true);
        } finally {
          await context.close().catch(() => {});
        }
      });
    },
    async close() {
      await browser.disconnect().catch(() => {});
      chrome.kill();
    },
  };
}
