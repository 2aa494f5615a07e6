/// <reference lib="webworker" />
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { CacheOnly } from 'workbox-strategies';
import { currentUserId, isSavedVideoRequest, SAVED_VIDEOS_CHANGED, savedVideosCacheName } from './offline-store/offline-store';

declare const self: ServiceWorkerGlobalScope;

/**
 * Serves the videos the current user saved for offline (DESIGN §4) from their own cache, slicing
 * the whole cached file for the player's Range requests so a saved video plays and seeks offline.
 * Other media requests are left to the network, as before. The current user is the one the outbox's
 * record store names (the page sets it at sign-in and removes it when the session ends): with
 * nobody signed in, nothing is served from a cache.
 *
 * The image route registered earlier only takes requests whose destination is 'image'; a <video>
 * asks with destination 'video', so registration order does not matter for video files.
 */
export function registerSavedVideosRoute(): void {
  // Route matching is synchronous, so the worker keeps the current user's list of URLs in memory.
  let saved: Set<string> | null = null;
  let generation = 0;

  async function readSavedList(): Promise<void> {
    const current = ++generation;
    try {
      const userId = await currentUserId();
      const name = userId ? savedVideosCacheName(userId) : null;
      const urls = name && (await caches.has(name)) ? (await (await caches.open(name)).keys()).map((request) => request.url) : [];
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

  const strategies = new Map<string, CacheOnly>();
  const strategyFor = (name: string) => {
    let strategy = strategies.get(name);
    if (!strategy) {
      strategy = new CacheOnly({ cacheName: name, plugins: [new RangeRequestsPlugin()] });
      strategies.set(name, strategy);
    }
    return strategy;
  };
  registerRoute(
    ({ request, url }) => isSavedVideoRequest(request.method, url, self.location.origin, saved),
    async (options) => {
      // Asked afresh each time: the list in memory may be a moment late after a change of user.
      const userId = await currentUserId().catch(() => undefined);
      if (userId) {
        try {
          return await strategyFor(savedVideosCacheName(userId)).handle(options);
        } catch {
          // Not saved (or removed since the list was read): the network answers, as for any file.
        }
      }
      return fetch(options.request);
    },
  );
}
