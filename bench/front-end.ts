// Front end sizes: the landing page's initial JavaScript (gzip), what a signed-in dashboard visit
// downloads, the files a dashboard loads and the service worker's precache.
import { DASHBOARD_FILES_BUDGET, DASHBOARD_VISIT_JS_GZIP_BUDGET, LANDING_INITIAL_JS_GZIP_BUDGET, PRECACHE_BUDGET } from './support/budgets';
import { kb, measureFrontEnd } from './support/front-end-size';
import { atMost, type BenchResult } from './support/results';

export async function frontEnd(): Promise<BenchResult> {
  const sizes = measureFrontEnd();
  const { landingInitialJs: js, precache } = sizes;
  return {
    figures: [
      {
        name: 'landing initial JS (gzip)',
        value: js.gzipBytes / 1000,
        unit: 'kB',
        target: atMost(js.gzipBytes, LANDING_INITIAL_JS_GZIP_BUDGET, `≤ ${LANDING_INITIAL_JS_GZIP_BUDGET / 1000} kB`),
      },
      {
        name: 'signed-in dashboard visit: JS (gzip)',
        value: sizes.dashboardVisitJs.gzipBytes / 1000,
        unit: 'kB',
        target: atMost(sizes.dashboardVisitJs.gzipBytes, DASHBOARD_VISIT_JS_GZIP_BUDGET, `≤ ${DASHBOARD_VISIT_JS_GZIP_BUDGET / 1000} kB`),
      },
      {
        name: 'dashboard first load: scripts and stylesheets',
        value: sizes.dashboardFiles.length,
        unit: 'files',
        target: atMost(sizes.dashboardFiles.length, DASHBOARD_FILES_BUDGET, `≤ ${DASHBOARD_FILES_BUDGET} (CI budget)`),
      },
      {
        name: 'precache (uncompressed)',
        value: precache.bytes / 1000,
        unit: 'kB',
        target: atMost(precache.bytes, PRECACHE_BUDGET, `≤ ${PRECACHE_BUDGET / 1000} kB (CI budget)`),
      },
    ],
    notes: [
      `Built app: ${sizes.distDir}. gzip level 9; kB = 1,000 bytes. Sizes have no same-run baseline; their limits are the targets. Landing JS uncompressed: ${kb(js.bytes)}; precache gzipped: ${kb(precache.gzipBytes)}.`,
      `Landing initial JS: ${js.files.map((file) => `${file.file} ${kb(file.gzipBytes)}`).join(', ')}.`,
      `Signed-in dashboard visit JS (the entry, app, layout and route with their static imports, the first screen's boot and the service worker's registration, from Vite's manifest; bench/dashboard-visit.ts measures a real visit): ${sizes.dashboardVisitJs.files.map((file) => `${file.file} ${kb(file.gzipBytes)}`).join(', ')}.`,
      `Precache: ${precache.files.length} entries; largest ${precache.files.slice(0, 6).map((file) => `${file.file} ${kb(file.bytes)}`).join(', ')}.`,
    ],
  };
}
