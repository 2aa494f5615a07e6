// The boot of landing.html, which arrives rendered (src/landing-boot.ts). React, the app's entry
// main.tsx, runs only once the visitor reaches for the page (a pointer, a touch, a key, a focus, a
// click) or a toast must show, so that someone reading on a slow phone never waits on it. Its files
// are fetched after the first paint, so that it is ready when asked for. No React here.
import { takeOverTaps } from './held-tap';
import { whenTakenOver } from './page-takeover';
import { registerServiceWorker } from './register-service-worker';
import { subscribeToToasts } from './toast';

// A click too: the page holds one made before this script ran, whose pointer's events it never saw.
const INTENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'click'] as const;

/**
 * Boots from the page's boot script (its `data-entry` names the app's entry, `data-prefetch` the
 * files to fetch with it). A tap on a button before React has hydrated the page is held by the page
 * (src/shell-boot.ts), and given to the same button once it has (lib/held-tap.ts).
 */
export function bootOnIntent(): void {
  // The service worker and the browser's install offer (which comes once, early) need no React.
  registerServiceWorker();
  const boot = document.querySelector<HTMLScriptElement>('script[data-entry]');
  const entry = boot?.dataset.entry;
  if (!entry) return;

  const files = [entry, ...(boot.dataset.prefetch ?? '').split(' ').filter(Boolean)];
  let fetched = false;
  let loading = false;

  const addLinks = (rel: 'prefetch' | 'modulepreload') =>
    document.head.append(...files.map((href) => Object.assign(document.createElement('link'), { rel, href })));

  // Fetched into the cache only: compiling them would hold up the main thread while the page loads.
  const prefetch = () => {
    if (fetched) return;
    fetched = true;
    addLinks('prefetch');
  };

  const loadReact = () => {
    if (loading) return;
    loading = true;
    // Wanted now: all of them at once, rather than each once the one importing it has come.
    if (!fetched) addLinks('modulepreload');
    fetched = true;
    // Offline, with the app never saved: the page stays as it is, and the next intent tries again.
    import(/* @vite-ignore */ entry).catch(() => {
      loading = false;
    });
  };

  for (const type of INTENTS) window.addEventListener(type, loadReact, { capture: true, passive: true });
  subscribeToToasts(loadReact);

  // A tap came before this script ran: React is wanted now.
  if (window.heldTap) loadReact();

  whenTakenOver(() => {
    for (const type of INTENTS) window.removeEventListener(type, loadReact, { capture: true });
    takeOverTaps();
  });

  // The callback runs just before the first paint; the timeout, just after it.
  requestAnimationFrame(() => setTimeout(prefetch));
}
