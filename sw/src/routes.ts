// Which requests the service worker answers from its own caches. Kept apart from sw.ts so the
// rules can be unit-tested without a service worker global scope.

/** Paths that belong to the servers, never to the app shell. */
const SERVER_PATHS: RegExp[] = [/^\/api\//, /^\/media\//, /^\/socket\.io\//];

export function isAppNavigation(url: URL): boolean {
  return !SERVER_PATHS.some((pattern) => pattern.test(url.pathname));
}

/** Same-origin images (avatars, covers) are cached first; API replies never are. */
export function isCacheableImage(destination: string, url: URL, origin: string): boolean {
  return destination === 'image' && url.origin === origin && !url.pathname.startsWith('/api/');
}
