// Which requests the service worker answers from its own caches. Kept apart from sw.ts so the
// rules can be unit-tested without a service worker global scope.

/** Paths that belong to the servers, never to the app shell. */
const SERVER_PATHS: RegExp[] = [/^\/api\//, /^\/media\//, /^\/socket\.io\//];

export function isAppNavigation(url: URL): boolean {
  return !SERVER_PATHS.some((pattern) => pattern.test(url.pathname));
}

/** A page of the build's page manifest (web/dist/pages.json, written from the app's route tree), as the worker reads it. */
export interface ManifestPage {
  /** The route's path as a regular expression, matched in any case. */
  pattern: string;
  /** The page of the build (precached) that answers a navigation to it. */
  appPage: string;
}

// The build's page manifest, written into the worker as it is built (web/build/pages.ts defines it).
declare const __APP_PAGES__: ManifestPage[] | undefined;
const BUILT_PAGES: ManifestPage[] = typeof __APP_PAGES__ === 'undefined' ? [] : __APP_PAGES__;

/** The app shell: what answers a page the manifest does not name (the app draws its not-found page). */
export const APP_SHELL = 'index.html';

/**
 * The page of the build that answers a navigation to `pathname` in the app, as the manifest says:
 * a role dashboard's shell (dashboard.html), rendered at build time from the app's components, or
 * the app shell. The gateway answers a first load from the same manifest.
 */
export function appPageFor(pathname: string, pages: readonly ManifestPage[] = BUILT_PAGES): string {
  const page = pages.find((candidate) => new RegExp(candidate.pattern, 'i').test(pathname));
  return page && page.appPage !== 'landing.html' ? page.appPage : APP_SHELL;
}

/** Same-origin images (avatars, covers) are cached first; API replies never are. */
export function isCacheableImage(destination: string, url: URL, origin: string): boolean {
  return destination === 'image' && url.origin === origin && !url.pathname.startsWith('/api/');
}
