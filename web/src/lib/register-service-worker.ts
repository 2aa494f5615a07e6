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
  void workbox.register();
}
