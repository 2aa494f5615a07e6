import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

/**
 * TanStack Query assumes it is online until an `offline` event comes, so a page loaded while offline
 * would keep asking the network: start from what the browser knows, then follow its events.
 */
export function followBrowserOnlineState(): void {
  onlineManager.setEventListener((setOnline) => {
    setOnline(navigator.onLine);
    const online = () => setOnline(true);
    const offline = () => setOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  });
}

/** Whether the app believes it has a network (the same answer TanStack Query acts on). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}
