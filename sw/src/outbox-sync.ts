/// <reference lib="webworker" />
import { OUTBOX_SYNC_TAG, replayOutbox } from './offline-store/offline-store';

declare const self: ServiceWorkerGlobalScope;

/** Background Sync's event (not in TypeScript's worker library). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

/**
 * Replays the outbox when the browser fires the 'outbox' sync (the page registers it when it queues
 * a write; the browser waits for a network). Entries left behind reject the event, so the browser
 * tries again later; the page's own fallback (on `online` and at start) covers the rest.
 */
export function registerOutboxSync(): void {
  self.addEventListener('sync', (event: Event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    sync.waitUntil(
      replayOutbox('worker').then((report) => {
        if (report.stopped && !sync.lastChance) throw new Error('The outbox is not empty yet; retry later');
      }),
    );
  });
}
