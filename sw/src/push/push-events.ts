/// <reference lib="webworker" />
import { shownPush } from './push-payload';

declare const self: ServiceWorkerGlobalScope;

type BadgingNavigator = WorkerNavigator & { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

/**
 * Pushes (DESIGN §6.6): each is shown, always, even when the app is open (the server sends none
 * while it is on screen), with the app badge set to the unread count it carries. A tap focuses
 * an open window of the app on the push's page, or opens one.
 */
export function registerPushEvents(): void {
  self.addEventListener('push', (event) => {
    const shown = shownPush(event.data?.text(), self.location.origin);
    const badging = self.navigator as BadgingNavigator;
    event.waitUntil(
      Promise.all([
        self.registration.showNotification(shown.title, shown.options),
        shown.badge === undefined ? undefined : badging.setAppBadge?.(shown.badge).catch(() => undefined),
      ]),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = new URL((event.notification.data as { url?: string } | null)?.url ?? '/Notification', self.location.origin).href;
    event.waitUntil(openOrFocus(url));
  });
}

async function openOrFocus(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) {
    await self.clients.openWindow(url);
    return;
  }
  const focused = await open.focus();
  // Always navigated: a client's url is where its document was loaded (Firefox keeps it so), not
  // where the app has routed since, so it cannot tell whether the page is already there.
  await focused.navigate(url).catch(() => self.clients.openWindow(url));
}
