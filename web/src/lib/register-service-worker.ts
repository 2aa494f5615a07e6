import type { Workbox } from 'workbox-window';
import { CLAIM_PAGE } from '@startupsetu/sw/page-control';
import { captureInstallPrompt } from './install-prompt';
import { showToast } from './toast';
import { yieldToMain } from './yield-to-main';

let registering = false;

/**
 * Registers the service worker and offers 'Reload to update' when a new version is waiting. Once per
 * page: the landing page's boot script calls it, and so does the app's entry it may load later.
 */
export function registerServiceWorker(): void {
  // Here rather than in the 'Install app' button: the pages load lazily and the event comes once, early.
  captureInstallPrompt();
  if (registering || !('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  registering = true;
  // Loaded on its own, after the first render: the landing page's initial download stays smaller.
  // Run (its module) and used (registering) in two tasks: together they were one of 19 ms here, 76 ms at a phone's 4x.
  import('workbox-window').then(
    ({ Workbox }) => yieldToMain().then(() => watchServiceWorker(new Workbox('/sw.js'))),
    (error: unknown) => console.warn('Service worker not registered', error),
  );
}

function watchServiceWorker(workbox: Workbox): void {
  let registration: ServiceWorkerRegistration | undefined;
  let reloading = false;
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };

  workbox.addEventListener('waiting', () => {
    showToast('A new version of StartupSetu is ready.', 'info', {
      label: 'Reload to update',
      run: () => {
        workbox.addEventListener('controlling', reloadOnce);
        // Accepted in another tab already: the new version controls this page too, only the reload is left.
        if (registration && !registration.waiting) reloadOnce();
        else workbox.messageSkipWaiting();
      },
    });
  });
  // A browser that blocks service workers (private modes, policies) still runs the app online.
  workbox.register().then(
    (registered) => {
      registration = registered;
      void navigator.serviceWorker.ready.then((ready) => {
        if (!navigator.serviceWorker.controller) ready.active?.postMessage({ type: CLAIM_PAGE });
      });
    },
    (error: unknown) => console.warn('Service worker not registered', error),
  );
}
