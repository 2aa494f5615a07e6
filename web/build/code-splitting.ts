import { fileURLToPath } from 'node:url';

/**
 * How the app's code is cut into files. Left to itself the bundler makes a file of every group of
 * modules shared by a different set of routes: the dashboard needed 37 scripts and 6 stylesheets,
 * and a phone on a slow network pays for each request (and the page's main thread for starting it).
 * Instead the signed-in app comes in a few files:
 * - app-vendor: the libraries only the app uses (router, query cache, IndexedDB);
 * - socket-client: socket.io's client, fetched once a signed-in page has drawn (lib/socket.ts);
 * - app-shared: our shared code (lib, components, features, the service worker's rules the page
 *   reuses, the field limits of the servers' contract) that a role dashboard runs when it loads
 *   (the app, the signed-in layout and the dashboard route import it), except what the landing
 *   page and its boot script run: that stays in small files of its own, so the landing page loads
 *   none of the app;
 * - feature-<name>: a feature's own code that the dashboard does not run, loaded with the routes
 *   (and the dashboard's popups) that show it: a page downloads and runs its own feature only;
 * - app-pages: the rest of our shared code (lib, entities, components) that some page beyond the
 *   dashboard runs: a dashboard visit, the commonest, does not download it (DESIGN §6.5's budget);
 * - tus-client: the resumable upload client, fetched when a pitch is sent (not precached);
 * - then one small file per route.
 */
const APP_VENDOR = /[\\/]node_modules[\\/](@tanstack|use-sync-external-store|idb)[\\/]/;
const SOCKET_CLIENT = /[\\/]node_modules[\\/](socket\.io-client|engine\.io-client|socket\.io-parser|engine\.io-parser|@socket\.io)[\\/]/;
const TUS_CLIENT = /[\\/]node_modules[\\/]tus-js-client[\\/]/;
const APP_SHARED = /[\\/](web[\\/]src[\\/](lib|entities|components|features)|sw[\\/]src|server-core[\\/]src[\\/]contract)[\\/]/;
/** A feature's own code (features import no other feature): its routes load it, not every page. */
const FEATURE = /[\\/]web[\\/]src[\\/]features[\\/]([\w-]+)[\\/]/;
/** Code only moderators run (/moderation): it stays in its route's file, which is not precached (vite.config.ts). */
const MODERATORS_ONLY = /[\\/]web[\\/]src[\\/]features[\\/]moderation[\\/]/;
/**
 * Shared code that only the pages with private files run (an applicant's résumé, a badge
 * request's document: applications, settings, moderation): a small file of its own, not in
 * app-pages, which every page loads.
 */
const PRIVATE_FILES = /[\\/]web[\\/]src[\\/](lib[\\/]private-file|components[\\/]private-file-button|entities[\\/]verification[\\/]verification-document)\.tsx?$/;
const fromHere = (file: string) => fileURLToPath(new URL(file, import.meta.url));
/** What a first visit to `/` runs: main.tsx and the landing page's renderer, with all they import. */
const LANDING_ROOTS = ['../src/main.tsx', '../src/app/render-landing.tsx'].map(fromHere);
const BOOT_ROOTS = ['../src/landing-boot.ts'].map(fromHere);
/** What a first load of a role dashboard runs once the app starts (bench/support/front-end-size.ts counts the same). */
const DASHBOARD_ROOTS = ['../src/app/render-app.tsx', '../src/app/signed-in-layout.tsx', '../src/routes/dashboard.tsx'].map(fromHere);

interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Every module `roots` import, however deep, themselves included. */
function closureOf(context: ChunkingContext, roots: readonly string[]): Set<string> {
  const modules = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (modules.has(id)) continue;
    modules.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return modules;
}

const groupsOf = new WeakMap<ChunkingContext, { landing: Set<string>; dashboard: Set<string> }>();

/** Our shared module's group: none for what the landing page runs, app-shared, or app-pages. */
function sharedGroup(id: string, context: ChunkingContext): string | null {
  if (!APP_SHARED.test(id) || MODERATORS_ONLY.test(id)) return null;
  let groups = groupsOf.get(context);
  if (!groups) {
    const landing = new Set([...closureOf(context, LANDING_ROOTS), ...closureOf(context, BOOT_ROOTS)]);
    groups = { landing, dashboard: closureOf(context, DASHBOARD_ROOTS) };
    groupsOf.set(context, groups);
  }
  if (groups.landing.has(id)) return null;
  if (groups.dashboard.has(id)) return 'app-shared';
  const feature = FEATURE.exec(id)?.[1];
  return feature ? `feature-${feature}` : 'app-pages';
}

// includeDependenciesRecursively off: otherwise a group takes in what its modules import, React
// among them, and the landing page would load the group for it.
export const codeSplitting = {
  groups: [
    // With its own dependencies (js-base64, url-parse, ...), which nothing else uses.
    { name: 'tus-client', test: TUS_CLIENT },
    { name: 'socket-client', test: SOCKET_CLIENT },
    { name: 'app-vendor', includeDependenciesRecursively: false, test: APP_VENDOR },
    { name: 'private-files', includeDependenciesRecursively: false, test: PRIVATE_FILES },
    { name: sharedGroup, includeDependenciesRecursively: false },
  ],
};

/** What render-app imports, and the entry before it: loaded before any of the app's own dynamic imports runs. */
const LOADED_WITH_APP = /^assets\/(index|rolldown-runtime|session|toaster|held-tap|app-vendor|app-shared|render-app)-[\w-]+\.js$/;
/** Files that run before the app (the entry, the landing page's): what they import preloads all it needs. */
const BEFORE_APP = /^assets\/(index|render-landing|landing-boot|shell-boot)-/;

/**
 * The files a dynamic import fetches alongside its own (build.modulePreload): the app's, already
 * loaded, are left out, so that the list of each import, written into the file that imports it,
 * names only what a page adds (every route's list named the app's seven files too).
 */
export function filesToPreload(_file: string, deps: string[], { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' }): string[] {
  if (hostType === 'html' || BEFORE_APP.test(hostId)) return deps;
  return deps.filter((dep) => !LOADED_WITH_APP.test(dep));
}
