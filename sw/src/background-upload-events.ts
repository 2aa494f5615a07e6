/// <reference lib="webworker" />
import { type BackgroundFetchRegistration, getUser } from './offline-store/offline-store';
import { announceBackgroundUpload, finishBackgroundUpload, leaveBackgroundUpload } from './background-upload';

declare const self: ServiceWorkerGlobalScope;

/** Background Fetch's events (not in TypeScript's worker library). */
interface BackgroundFetchEvent extends ExtendableEvent {
  readonly registration: BackgroundFetchRegistration;
  updateUI?: (options: { title?: string }) => Promise<void>;
}

const tokenOf = async (userId: string) => (await getUser(userId))?.token || undefined;

/**
 * An upload's Background Fetch (web/src/features/content/background-upload.ts) ended: completed, the
 * video is published; failed or cancelled, it stays for the page to resume. Clicking the browser's
 * notice of it opens the dashboard.
 */
export function registerBackgroundUploads(): void {
  self.addEventListener('backgroundfetchsuccess', (event: Event) => {
    const fetched = event as BackgroundFetchEvent;
    fetched.waitUntil(
      finishBackgroundUpload(fetched.registration.id, { tokenOf }).then(async (message) => {
        announceBackgroundUpload(message);
        if (message?.outcome === 'published') await fetched.updateUI?.({ title: 'Your video is published' }).catch(() => undefined);
      }),
    );
  });
  for (const type of ['backgroundfetchfail', 'backgroundfetchabort']) {
    self.addEventListener(type, (event: Event) => {
      const fetched = event as BackgroundFetchEvent;
      fetched.waitUntil(leaveBackgroundUpload(fetched.registration.id).then(announceBackgroundUpload));
    });
  }
  self.addEventListener('backgroundfetchclick', (event: Event) => {
    (event as ExtendableEvent).waitUntil(self.clients.openWindow('/dashboard'));
  });
}
