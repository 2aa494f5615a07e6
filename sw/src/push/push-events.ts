/// <reference lib="webworker" />
import { OPEN_PAGE, OPEN_PAGE_ANSWER_MS, type OpenPageMessage } from './open-page-message';
import { heldSession } from './held-session';
import { pushSessionOf, pushVerdict, shownPush } from './push-payload';
import { renewSubscription, type PushSubscriptionChange } from './subscription-renewal';

declare const self: ServiceWorkerGlobalScope;

type BadgingNavigator = WorkerNavigator & { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

/**
 * Pushes (DESIGN §6.6): each one for the session this device holds is shown, even when the app is
 * open (the server sends none while it is on screen), with the app badge set to the unread count it
 * carries; one for another session shows nothing, and with nobody signed in here the browser is
 * unsubscribed (DESIGN §7.2). A tap focuses an open window of the app and has the app route it to
 * the push's page, or opens one there. A subscription the browser renews or drops is replaced at
 * notify (subscription-renewal.ts).
 */
export function registerPushEvents(): void {
  self.addEventListener('push', (event) => {
    event.waitUntil(receivePush(event.data?.text(), self));
  });

  self.addEventListener('pushsubscriptionchange', (event: Event) => {
    const change = event as ExtendableEvent & Partial<PushSubscriptionChange>;
    change.waitUntil(
      renewSubscription({ oldSubscription: change.oldSubscription ?? null, newSubscription: change.newSubscription ?? null }, self.registration.pushManager),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = new URL((event.notification.data as { url?: string } | null)?.url ?? '/Notification', self.location.origin).href;
    event.waitUntil(openOrFocus(url));
  });
}

/** The parts of the worker a push uses. */
export type PushWorker = Pick<ServiceWorkerGlobalScope, 'registration' | 'navigator' | 'location'>;

/** Shows a push's data (its text) as a notification, or not (pushVerdict). */
export async function receivePush(text: string | undefined, worker: PushWorker): Promise<void> {
  const verdict = pushVerdict(pushSessionOf(text), await heldSession());
  if (verdict === 'unsubscribe') {
    await (await worker.registration.pushManager.getSubscription())?.unsubscribe();
    return;
  }
  if (verdict === 'hide') return;
  const shown = shownPush(text, worker.location.origin);
  const badging = worker.navigator as BadgingNavigator;
  await Promise.all([
    worker.registration.showNotification(shown.title, shown.options),
    shown.badge === undefined ? undefined : badging.setAppBadge?.(shown.badge).catch(() => undefined),
  ]);
}

async function openOrFocus(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) {
    await self.clients.openWindow(url);
    return;
  }
  const focused = await open.focus();
  if (await routedByTheApp(focused, url)) return;
  await focused.navigate(url).catch(() => self.clients.openWindow(url));
}

/**
 * Asks the app in `client` to route to `url` (open-page-message.ts). A client's url is where its
 * document was loaded, not where the app has routed since, so only the app knows where it is.
 */
function routedByTheApp(client: WindowClient, url: string): Promise<boolean> {
  const { pathname, search, hash } = new URL(url);
  const message: OpenPageMessage = { type: OPEN_PAGE, path: `${pathname}${search}${hash}` };
  const channel = new MessageChannel();
  return new Promise((resolve) => {
    const unanswered = setTimeout(() => resolve(false), OPEN_PAGE_ANSWER_MS);
    channel.port1.onmessage = () => {
      clearTimeout(unanswered);
      resolve(true);
    };
    client.postMessage(message, [channel.port2]);
  });
}
