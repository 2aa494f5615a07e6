import type { BackgroundFetchManager } from '@startupsetu/sw/offline-store/offline-store';

/** The browser's Background Fetch with the app's worker running; null where the browser has none (Firefox, Safari). */
export async function backgroundFetchManager(): Promise<BackgroundFetchManager | null> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return null;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  if (!registration?.active) return null;
  return (registration as ServiceWorkerRegistration & { backgroundFetch?: BackgroundFetchManager }).backgroundFetch ?? null;
}

/** Stops the Background Fetch sending upload `id`, if one is (the upload was removed, or its user's session ended). */
export async function cancelBackgroundUpload(id: string): Promise<void> {
  const registration = await (await backgroundFetchManager())?.get(id).catch(() => undefined);
  await registration?.abort().catch(() => false);
}
