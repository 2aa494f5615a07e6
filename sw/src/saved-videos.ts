/// <reference lib="webworker" />
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { CacheOnly } from 'workbox-strategies';
import { SAVED_VIDEOS_CACHE, SAVED_VIDEOS_CHANGED, isSavedVideoRequest } from './saved-videos-rules';

declare const self: ServiceWorkerGlobalScope;

/**
 * Serves the videos the user saved for offline (DESIGN §4) from the 'saved-videos' cache, slicing
 * the whole cached file for the player's Range requests so a saved video plays and seeks offline.
 * Other media requests are left to the network, as before.
 *
 * The image route registered earlier only takes requests whose destination is 'image'; a <video>
 * asks with destination 'video', so registration order does not matter for video files.
 */
export function registerSavedVideosRoute(): void {
  // Route matching is synchronous, so the worker keeps the cache's list of URLs in memory.
  let saved: Set<string> | null = null;
  let generation = 0;

  async function readSavedList(): Promise<void> {
    const current = ++generation;
    try {
      const urls = (await caches.has(SAVED_VIDEOS_CACHE))
        ? (await (await caches.open(SAVED_VIDEOS_CACHE)).keys()).map((request) => request.url)
        : [];
      if (current === generation) saved = new Set(urls);
    } catch {
      if (current === generation) saved = null;
    }
  }

  void readSavedList();
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type !== SAVED_VIDEOS_CHANGED) return;
    // The page waits for this answer before it shows 'Saved for offline'.
    event.waitUntil(readSavedList().then(() => event.ports[0]?.postMessage({ type: SAVED_VIDEOS_CHANGED })));
  });

  const fromCache = new CacheOnly({ cacheName: SAVED_VIDEOS_CACHE, plugins: [new RangeRequestsPlugin()] });
  registerRoute(
    ({ request, url }) => isSavedVideoRequest(request.method, url, self.location.origin, saved),
    async (options) => {
      try {
        return await fromCache.handle(options);
      } catch {
        // Not saved (or removed since the list was read): the network answers, as for any file.
        return fetch(options.request);
      }
    },
  );
}
