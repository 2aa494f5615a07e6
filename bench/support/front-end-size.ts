// What a phone downloads for the landing page, and what the service worker precaches, read from a
// built web app (web/dist, or WEB_ROOT). The `budgets` tests and the front-end benchmark share it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The module main.tsx renders a first load of `/` with (the landing page without the router), as Vite's manifest names it. */
export const LANDING_ROUTE_MODULE = 'src/app/render-landing.tsx';
/** landing.html's own script, which runs the entry when the visitor reaches for the page. */
const LANDING_BOOT_MODULE = 'src/landing-boot.ts';
/** What a first load of a dashboard runs besides the entry: the app, the signed-in layout, the route. */
const APP_MODULE = 'src/app/render-app.tsx';
const DASHBOARD_MODULES = [APP_MODULE, 'src/app/signed-in-layout.tsx', 'src/routes/dashboard.tsx'];
/**
 * What a signed-in dashboard visit runs besides those, when the build has it: the service worker's
 * registration, which every page loads once it has rendered (lib/register-service-worker.ts), and
 * socket.io's client, fetched once the page has drawn (lib/socket.ts; its chunk's manifest key has
 * its hash). bench/dashboard-visit.ts lists what a real visit fetches beside this, so that a module
 * missing here shows.
 */
const DASHBOARD_VISIT_EXTRAS = ['../node_modules/workbox-window/build/workbox-window.prod.es5.mjs', /^_socket-client-[\w-]+\.js$/];
const HTML_ENTRY = 'index.html';
/** The page a first load of a role dashboard arrives as (shells/dashboard-<role>.html; bench/dashboard-visit.ts visits the Investor's). */
const DASHBOARD_FIRST_LOAD_PAGE = 'shells/dashboard-investor.html';
const VITE_MANIFEST = '.vite/manifest.json';

export interface SizedFile {
  /** Path relative to the dist folder. */
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface SizedGroup {
  files: SizedFile[];
  bytes: number;
  gzipBytes: number;
}

export interface FrontEndSizes {
  distDir: string;
  /** The entry, its static imports (the modulepreloads) and the landing route's chunk with its imports. */
  landingInitialJs: SizedGroup;
  /** Every entry of the service worker's precache manifest. */
  precache: SizedGroup;
  /** The scripts and stylesheets a first load of a dashboard fetches (its HTML aside). */
  dashboardFiles: string[];
  /** Every script a signed-in visit of a role dashboard downloads before the visitor does anything. */
  dashboardVisitJs: SizedGroup;
  /** The page that adds the most JavaScript to the app's own files (render-app's), and what it adds. */
  largestPageJs: { page: string; js: SizedGroup };
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export function webDistDir(): string {
  const fromEnv = process.env.WEB_ROOT?.trim();
  return fromEnv ? path.resolve(fromEnv) : fileURLToPath(new URL('../../web/dist', import.meta.url));
}

export function measureFrontEnd(distDir = webDistDir()): FrontEndSizes {
  if (!existsSync(path.join(distDir, HTML_ENTRY))) {
    throw new Error(`No built web app in ${distDir}: run npm run build (or set WEB_ROOT to a vite build's outDir)`);
  }
  return {
    distDir,
    landingInitialJs: group(distDir, landingJsFiles(distDir)),
    precache: group(distDir, precacheFiles(distDir)),
    dashboardFiles: dashboardFirstLoadFiles(distDir),
    dashboardVisitJs: group(distDir, dashboardVisitJsFiles(distDir)),
    largestPageJs: largestPageJs(distDir),
  };
}

/** The route module (src/routes/*) whose static imports add the most JavaScript to the app's (render-app's and its imports). */
function largestPageJs(distDir: string): { page: string; js: SizedGroup } {
  const app = new Set(staticClosure(distDir, [HTML_ENTRY, APP_MODULE]));
  const pages = Object.keys(readManifest(distDir)).filter((module) => module.startsWith('src/routes/'));
  const added = pages.map((page) => ({ page, js: group(distDir, staticClosure(distDir, [page]).filter((file) => file.endsWith('.js') && !app.has(file))) }));
  return added.reduce((largest, next) => (next.js.gzipBytes > largest.js.gzipBytes ? next : largest));
}

/**
 * What a first load of a role dashboard fetches, as its page says (web/build/pages.ts): its scripts
 * and the files it preloads. The app's stylesheets are in the page.
 */
function dashboardFirstLoadFiles(distDir: string): string[] {
  const page = readFileSync(path.join(distDir, DASHBOARD_FIRST_LOAD_PAGE), 'utf8');
  const files = [...page.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/(assets\/[^"]+)"(?![^>]*\bdisabled\b)[^>]*>/g)].map((match) => match[1]!);
  if (files.length === 0) throw new Error(`${DASHBOARD_FIRST_LOAD_PAGE} names no file: update bench/support/front-end-size.ts`);
  return [...new Set(files)];
}

/** The scripts of a signed-in dashboard visit: the entry, the app, the layout and the route, with what they import statically, and the extras the build has. */
export function dashboardVisitJsFiles(distDir: string): string[] {
  const modules = Object.keys(readManifest(distDir));
  const extras = modules.filter((module) => DASHBOARD_VISIT_EXTRAS.some((extra) => (typeof extra === 'string' ? extra === module : extra.test(module))));
  return staticClosure(distDir, [HTML_ENTRY, ...DASHBOARD_MODULES, ...extras]).filter((file) => file.endsWith('.js'));
}

/** JavaScript the landing page loads to be interactive: its boot script, and the static import closures of the entry and the landing route. */
export function landingJsFiles(distDir: string): string[] {
  return staticClosure(distDir, [LANDING_BOOT_MODULE, HTML_ENTRY, LANDING_ROUTE_MODULE]).filter((file) => file.endsWith('.js'));
}

/** The files of the modules (as Vite's manifest names them) and of everything they import statically, stylesheets included. */
function readManifest(distDir: string): Record<string, ManifestChunk> {
  const manifestPath = path.join(distDir, VITE_MANIFEST);
  if (!existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: web/vite.config.ts must keep build.manifest on`);
  }
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
}

function staticClosure(distDir: string, modules: string[]): string[] {
  const manifestPath = path.join(distDir, VITE_MANIFEST);
  const manifest = readManifest(distDir);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in ${manifestPath}: has the module moved?`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return [...files];
}

/** The URLs of the precache manifest that vite-plugin-pwa injected into sw.js. */
export function precacheFiles(distDir: string): string[] {
  const worker = readFileSync(path.join(distDir, 'sw.js'), 'utf8');
  const manifest = /\[\{"revision":.*?\}\]/s.exec(worker);
  if (!manifest) throw new Error(`No precache manifest found in ${path.join(distDir, 'sw.js')}`);
  const entries = JSON.parse(manifest[0]) as { url: string }[];
  return entries.map((entry) => entry.url.replace(/^\//, ''));
}

function group(distDir: string, files: string[]): SizedGroup {
  const sized = files.map((file): SizedFile => {
    const bytes = readFileSync(path.join(distDir, file));
    return { file, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });
  sized.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    files: sized,
    bytes: sized.reduce((sum, file) => sum + file.bytes, 0),
    gzipBytes: sized.reduce((sum, file) => sum + file.gzipBytes, 0),
  };
}

/** Sizes in kB of 1,000 bytes, as the targets and Vite's build report count them. */
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** One line per file, largest first, for failure messages and the report. */
export function describeFiles(sizes: SizedGroup, which: 'bytes' | 'gzipBytes'): string {
  return sizes.files.map((file) => `  ${kb(file[which]).padStart(10)}  ${file.file}`).join('\n');
}
