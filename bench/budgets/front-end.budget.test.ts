// Size budgets of the built web app (web/dist after `npm run build`, or WEB_ROOT): what a phone
// downloads to show the landing page, how many files the dashboard needs and how much JavaScript a
// signed-in dashboard visit downloads, what any other page adds, and what the service worker stores
// on install.
import { describe, expect, it } from 'vitest';
import { DASHBOARD_FILES_BUDGET, DASHBOARD_VISIT_JS_GZIP_BUDGET, LANDING_INITIAL_JS_GZIP_BUDGET, PAGE_JS_GZIP_BUDGET, PRECACHE_BUDGET } from '../support/budgets';
import { describeFiles, kb, measureFrontEnd } from '../support/front-end-size';

describe('front-end size budgets', () => {
  const sizes = measureFrontEnd();

  it(`keeps the landing page's initial JavaScript within ${kb(LANDING_INITIAL_JS_GZIP_BUDGET)} gzipped`, () => {
    const { landingInitialJs: js } = sizes;
    expect(
      js.gzipBytes,
      `The landing page's initial JavaScript is ${kb(js.gzipBytes)} gzipped, over its budget of ${kb(LANDING_INITIAL_JS_GZIP_BUDGET)}. Its files (gzip):\n${describeFiles(js, 'gzipBytes')}`,
    ).toBeLessThanOrEqual(LANDING_INITIAL_JS_GZIP_BUDGET);
  });

  it(`loads a dashboard with at most ${DASHBOARD_FILES_BUDGET} scripts and stylesheets`, () => {
    const files = sizes.dashboardFiles;
    expect(
      files.length,
      `A dashboard's first load fetches ${files.length} scripts and stylesheets, over its budget of ${DASHBOARD_FILES_BUDGET} (web/build/code-splitting.ts groups the app's code):\n  ${files.join('\n  ')}`,
    ).toBeLessThanOrEqual(DASHBOARD_FILES_BUDGET);
  });

  it(`keeps what a signed-in dashboard visit downloads within ${kb(DASHBOARD_VISIT_JS_GZIP_BUDGET)} of JavaScript gzipped`, () => {
    const { dashboardVisitJs: js } = sizes;
    expect(
      js.gzipBytes,
      `A signed-in dashboard visit downloads ${kb(js.gzipBytes)} of JavaScript gzipped, over its budget of ${kb(DASHBOARD_VISIT_JS_GZIP_BUDGET)}: load what it needs only on a tap when tapped (web/build/code-splitting.ts groups the app's code). Its files (gzip):\n${describeFiles(js, 'gzipBytes')}`,
    ).toBeLessThanOrEqual(DASHBOARD_VISIT_JS_GZIP_BUDGET);
  });

  it(`keeps what any page adds to the app's own JavaScript within ${kb(PAGE_JS_GZIP_BUDGET)} gzipped`, () => {
    const { page, js } = sizes.largestPageJs;
    expect(
      js.gzipBytes,
      `${page} adds ${kb(js.gzipBytes)} of JavaScript gzipped to the app's, over its budget of ${kb(PAGE_JS_GZIP_BUDGET)}: keep a feature's code with its routes (web/build/code-splitting.ts). Its files (gzip):\n${describeFiles(js, 'gzipBytes')}`,
    ).toBeLessThanOrEqual(PAGE_JS_GZIP_BUDGET);
  });

  it(`keeps the service worker's precache within ${kb(PRECACHE_BUDGET)}`, () => {
    const { precache } = sizes;
    expect(
      precache.bytes,
      `The precache is ${kb(precache.bytes)} (${precache.files.length} files), over its budget of ${kb(PRECACHE_BUDGET)}. Its files:\n${describeFiles(precache, 'bytes')}`,
    ).toBeLessThanOrEqual(PRECACHE_BUDGET);
  });
});
