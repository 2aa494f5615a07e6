/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import type { RouteHandlerCallback } from 'workbox-core/types';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { appPageFor, isAppNavigation, isCacheableImage, type AppPage } from './routes';
import { registerSavedVideosRoute } from './saved-videos';
import { registerOutboxSync } from './outbox/worker-sync';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null } | string>;
};

// `/` is answered with the prerendered landing page (web/build/pages.ts writes landing.html); every
// other page of the app with the shell or a dashboard's first screen, below.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: 'landing.html' });
cleanupOutdatedCaches();

// The first install takes control of the open page at once; later versions wait until the user
// accepts 'Reload to update' (the page then posts SKIP_WAITING).
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

const pages: Record<AppPage, RouteHandlerCallback> = {
  'index.html': createHandlerBoundToURL('/index.html'),
  'dashboard.html': createHandlerBoundToURL('/dashboard.html'),
};
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isAppNavigation(url),
  (options) => pages[appPageFor(options.url.pathname)](options),
);

registerRoute(
  ({ request, url }) => isCacheableImage(request.destination, url, self.location.origin),
  new CacheFirst({
    cacheName: 'images',
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

registerSavedVideosRoute();

// Writes queued offline are replayed by Background Sync where the browser has it (DESIGN §4).
registerOutboxSync();
