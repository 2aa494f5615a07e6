// Which requests the service worker answers from its own caches. Kept apart from sw.ts so the
// rules can be unit-tested without a service worker global scope.

/** Paths that belong to the servers, never to the app shell. */
const SERVER_PATHS: RegExp[] = [/^\/api\//, /^\/media\//, /^\/socket\.io\//];

export function isAppNavigation(url: URL): boolean {
  return !SERVER_PATHS.some((pattern) => pattern.test(url.pathname));
}

/** A role dashboard (/dashboard/<role>, any case), which opens on its prerendered shell. */
const DASHBOARD_PATH = /^\/dashboard\/[^/]+\/?$/i;

export type AppPage = 'index.html' | 'dashboard.html';

/**
 * The page of the build (web/build/pages.ts) that answers a navigation to `pathname` in the app:
 * a role dashboard's shell, rendered at build time from the app's components, or the app shell. The gateway
 * answers with the same page as the service worker does.
 */
export function appPageFor(pathname: string): AppPage {
  return DASHBOARD_PATH.test(pathname) ? 'dashboard.html' : 'index.html';
}

/** Same-origin images (avatars, covers) are cached first; API replies never are. */
export function isCacheableImage(destination: string, url: URL, origin: string): boolean {
  return destination === 'image' && url.origin === origin && !url.pathname.startsWith('/api/');
}
