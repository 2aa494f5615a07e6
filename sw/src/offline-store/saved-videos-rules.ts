// The saved-videos protocol shared by the page (which saves and removes files) and the service
// worker (which serves them). Kept free of worker and DOM globals so both sides, and the unit
// tests, can import it.

// The videos a user saved for offline are in that user's cache (user-caches.ts: savedVideosCacheName).

/**
 * Posted by the page after it saved or removed a video, and when the signed-in user changed; the
 * worker re-reads the current user's list.
 */
export const SAVED_VIDEOS_CHANGED = 'SAVED_VIDEOS_CHANGED';

/** Uploads (videos, pictures) are served by the api under /media/ on the app's own origin. */
export function isMediaFile(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/media/');
}

/**
 * Whether the saved-videos route takes a request. `saved` is the set of saved URLs, or null while
 * the worker has not read it yet (just started): then every media GET is a candidate and the
 * handler looks in the cache itself, so a video that starts the worker still plays offline.
 */
export function isSavedVideoRequest(method: string, url: URL, origin: string, saved: ReadonlySet<string> | null): boolean {
  if (method !== 'GET' || !isMediaFile(url, origin)) return false;
  return saved === null || saved.has(url.href);
}
