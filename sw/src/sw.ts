/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import type { RouteHandlerCallback } from 'workbox-core/types';
import { CacheFirst } from 'workbox-strategies';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { currentUserId, imagesCacheName, LEGACY_USER_CACHES, USER_DATA_CLEARED } from './offline-store/offline-store';
import { appPageFor, isAppNavigation, isCacheableImage } from './routes';
import { registerSavedVideosRoute } from './saved-videos';
import { registerOutboxSync } from './outbox-sync';
import { registerPushEvents } from './push/push-events';
import { registerBackgroundUploads } from './background-upload-events';
import { receiveShare } from './share-target';
import { SHARE_TARGET_PATH } from './share-target-rules';
import { CLAIM_PAGE } from './page-control';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null } | string>;
};

// `/` is answered with the prerendered landing page (web/build/pages.ts writes landing.html); every
// other page of the app with the app shell or, for a role dashboard, dashboard.html, below.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: 'landing.html' });
cleanupOutdatedCaches();

// The first install takes control of the open page at once; later versions wait until the user
// accepts 'Reload to update' (the page then posts SKIP_WAITING).
clientsClaim();
self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // Only the active worker is asked (navigator.serviceWorker.ready), never one still waiting.
  else if (type === CLAIM_PAGE) event.waitUntil(self.clients.claim());
});

// Each page answers from the precache, as the build's page manifest names it (./routes.ts).
const pages = new Map<string, RouteHandlerCallback>();
const pageHandler = (page: string) => {
  if (!pages.has(page)) pages.set(page, createHandlerBoundToURL(`/${page}`));
  return pages.get(page)!;
};
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isAppNavigation(url),
  (options) => pageHandler(appPageFor(options.url.pathname))(options),
);

// Pictures are cached per user (the current one, named by the outbox's record store): one user's
// cached pictures never answer another's requests, and a session's end deletes that user's cache.
// With nobody signed in they come from the network.
const IMAGE_LIMITS = { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 };
const imageStrategies = new Map<string, CacheFirst>();
function imagesFor(userId: string): CacheFirst {
  const name = imagesCacheName(userId);
  let strategy = imageStrategies.get(name);
  if (!strategy) {
    strategy = new CacheFirst({
      cacheName: name,
      plugins: [new ExpirationPlugin(IMAGE_LIMITS)],
    });
    imageStrategies.set(name, strategy);
  }
  return strategy;
}
registerRoute(
  ({ request, url }) => isCacheableImage(request.destination, url, self.location.origin),
  async (options) => {
    const userId = await currentUserId().catch(() => undefined);
    return userId ? imagesFor(userId).handle(options) : fetch(options.request);
  },
);

registerSavedVideosRoute();

// Writes queued offline are replayed by Background Sync where the browser has it (DESIGN §4).
registerOutboxSync();

registerPushEvents();

// A pitch handed to Background Fetch when its page went away is published once it completes.
registerBackgroundUploads();

registerRoute(({ url, request }) => request.method === 'POST' && url.pathname === SHARE_TARGET_PATH, ({ request }) => receiveShare(request), 'POST');

// A user's session ended (the page deleted their caches): the expiry bookkeeping of their pictures
// (their URLs, in the worker's own IndexedDB) goes too.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; userId?: string } | null;
  if (data?.type !== USER_DATA_CLEARED || !data.userId) return;
  const name = imagesCacheName(data.userId);
  imageStrategies.delete(name);
  event.waitUntil(Promise.all([caches.delete(name), new CacheExpiration(name, IMAGE_LIMITS).delete()]).catch(() => undefined));
});

// The unnamed image and saved-video caches of the release before per-user caches belonged to
// whoever was signed in then: they go.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all(LEGACY_USER_CACHES.map((name) => caches.delete(name))),
  );
});
