import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  droppedText,
  OUTBOX_CHANNEL,
  OUTBOX_SYNC_TAG,
  type OutboxChangedMessage,
  replayOutbox,
  type ReplayReport,
} from '@startupsetu/sw/offline-store/offline-store';
import { openOfflineData } from './offline-data';
import { forgetAnswered, refreshOutbox } from './outbox-snapshot';
import { invalidateKeepingReadsOnTheirWay } from './query-client';
import { getSession } from './session';
import { showToast } from './toast';
import { useBackgroundEffect } from './use-background-effect';

/**
 * When Background Sync is registered, the page waits this long before replaying itself, so the
 * worker normally does it; the Web Lock and the idempotency keys make a double replay harmless.
 */
const FALLBACK_DELAY_MS = 3000;

/** While the server answers "not now" (down, busy, rate-limited) the page tries again, less and less often. */
const RETRY_DELAYS_MS = [5_000, 15_000, 30_000, 60_000];

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

// This page's channel: it hears the other tabs and the worker, never its own messages.
let channel: BroadcastChannel | null = null;
let onReport: ((report: ReplayReport) => void) | null = null;
let replaying: Promise<void> | null = null;
let again = false;
let fallbackTimer: ReturnType<typeof setTimeout> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retriesSoFar = 0;

function cancelRetry(): void {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
}

/** After a replay that left writes behind while online, another one later (offline, `online` will do it). */
function scheduleRetry(stopped: boolean): void {
  cancelRetry();
  if (!stopped) {
    retriesSoFar = 0;
    return;
  }
  if (!navigator.onLine || !onReport) return;
  const delay = RETRY_DELAYS_MS[Math.min(retriesSoFar, RETRY_DELAYS_MS.length - 1)];
  retriesSoFar += 1;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void replayFromPage();
  }, delay);
}

/** Asks the browser for a Background Sync; false where there is none (no SyncManager, no worker). */
async function registerBackgroundSync(): Promise<boolean> {
  if (!('SyncManager' in window) || !('serviceWorker' in navigator)) return false;
  try {
    const registration = (await navigator.serviceWorker.getRegistration()) as SyncRegistration | undefined;
    if (!registration?.active || !registration.sync) return false;
    await registration.sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}

/** The page's own replay (one at a time; a request meanwhile runs it once more afterwards). */
export function replayFromPage(): Promise<void> {
  if (replaying) {
    again = true;
    return replaying;
  }
  replaying = (async () => {
    do {
      again = false;
      try {
        const report = await replayOutbox('page', channel ?? undefined, (entry) => forgetAnswered(entry.id));
        if (report.applied.length > 0 || report.dropped.length > 0 || report.signedOut.length > 0) onReport?.(report);
        scheduleRetry(report.stopped);
      } catch (error) {
        console.warn('The outbox replay failed', error);
      }
    } while (again && navigator.onLine);
  })().finally(() => {
    replaying = null;
  });
  return replaying;
}

/** Something was queued or the network is back: Background Sync where it exists, the page's replay always. */
export async function requestReplay(): Promise<void> {
  const registered = await registerBackgroundSync();
  if (!navigator.onLine) return;
  if (fallbackTimer) clearTimeout(fallbackTimer);
  fallbackTimer = setTimeout(
    () => {
      fallbackTimer = null;
      void replayFromPage();
    },
    registered ? FALLBACK_DELAY_MS : 0,
  );
}

/** Tells the other tabs and the worker that this page queued a write. */
export function announceQueued(): void {
  channel?.postMessage({ type: 'outbox-changed' } satisfies OutboxChangedMessage);
}

/** After a replay: refetch what the applied writes changed; tell the user which writes were refused and why. */
function handleReport(queryClient: QueryClient, report: ReplayReport): void {
  const me = getSession()?.userId;
  const keys = new Map<string, string[]>();
  for (const entry of [...report.applied, ...report.dropped.map((item) => item.entry)]) {
    if (entry.userId !== me) continue;
    for (const key of entry.invalidate) keys.set(JSON.stringify(key), key);
  }
  for (const key of keys.values()) void invalidateKeepingReadsOnTheirWay(queryClient, { queryKey: key });
  for (const { entry, message } of report.dropped) {
    if (entry.userId === me) showToast(droppedText(entry.kind, message), 'error');
  }
  // The session ended: the pages' own reads now meet the same 401 and send the user to sign in
  // (and back); the writes wait in the outbox and go with the new token.
  if (me && report.signedOut.includes(me)) void queryClient.invalidateQueries();
}

/**
 * The signed-in shell's side of the outbox: replays at start and whenever the network comes back,
 * and follows what other tabs and the worker do to it.
 */
export function useOutboxSync(): void {
  const queryClient = useQueryClient();

  useBackgroundEffect(() => {
    const session = getSession();
    const report = (result: ReplayReport) => {
      handleReport(queryClient, result);
      void refreshOutbox();
    };
    onReport = report;
    if (typeof BroadcastChannel !== 'undefined') {
      channel = new BroadcastChannel(OUTBOX_CHANNEL);
      channel.onmessage = (event: MessageEvent<OutboxChangedMessage>) => {
        if (event.data?.type !== 'outbox-changed') return;
        if (event.data.answered) {
          forgetAnswered(event.data.answered);
          return;
        }
        if (event.data.report) handleReport(queryClient, event.data.report);
        void refreshOutbox();
      };
    }

    const online = () => void requestReplay();
    window.addEventListener('online', online);
    void (async () => {
      // The user's record holds the current token (the writes are sent with it) and exists even
      // for a session begun before records did.
      if (session?.userId) await openOfflineData({ userId: session.userId, token: session.token }).catch(() => undefined);
      await refreshOutbox();
      if (navigator.onLine) await replayFromPage();
    })();

    return () => {
      cancelRetry();
      window.removeEventListener('online', online);
      channel?.close();
      channel = null;
      if (onReport === report) onReport = null;
    };
  }, [queryClient]);
}
