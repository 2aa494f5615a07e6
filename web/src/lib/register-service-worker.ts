import { Workbox } from 'workbox-window';
import { showToast } from './toast';

/** Registers the service worker and offers 'Reload to update' when a new version is waiting. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => {
    showToast('A new version of StartupSetu is ready.', 'info', {
      label: 'Reload to update',
      run: () => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      },
    });
  });
  // A browser that blocks service workers (private modes, policies) still runs the app online.
  workbox.register().catch((error: unknown) => console.warn('Service worker not registered', error));
}
