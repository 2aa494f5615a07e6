// The boot of a page that arrives (or is drawn) without React: landing.html (src/landing-boot.ts)
// and the dashboards' first screen (src/dashboard-boot.ts). React, the app's entry main.tsx, runs
// only once the visitor reaches for the page (a pointer, a touch, a key, a focus) or a toast must
// show, so that someone reading on a slow phone never waits on it. Its files are fetched after the
// first paint, so that it is ready when asked for. No React here.
import { whenTakenOver } from './page-takeover';
import { registerServiceWorker } from './register-service-worker';
import { subscribeToToasts } from './toast';

const INTENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin'] as const;

export interface IntentBoot {
  /** Loads React now (again after a failed try). */
  loadNow(): void;
  /** Fetches React's files into the cache (once), for a page that said it would say when. */
  prefetch(): void;
}

interface Options {
  /** Where the tap held before React took the page over goes: the button itself, by default. */
  counterpart?: (held: HTMLButtonElement) => HTMLElement | null;
  /** False: the page calls prefetch() itself once what it draws first is on screen. */
  prefetchAfterFirstPaint?: boolean;
}

/**
 * Boots from the page's boot script (its `data-entry` names the app's entry, `data-prefetch` the
 * files to fetch with it). A tap on a button before React has taken the page over is held, and
 * given to `counterpart(button)` once it has: the button itself where React hydrated the page, its
 * twin where React drew its own.
 */
export function bootOnIntent({ counterpart = (held) => held, prefetchAfterFirstPaint = true }: Options = {}): IntentBoot {
  // The service worker and the browser's install offer (which comes once, early) need no React.
  registerServiceWorker();
  const boot = document.querySelector<HTMLScriptElement>('script[data-entry]');
  const entry = boot?.dataset.entry;
  if (!entry) return { loadNow: () => undefined, prefetch: () => undefined };

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

  let held: HTMLButtonElement | null = null;
  const holdButtonClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = button;
    loadReact();
  };
  document.addEventListener('click', holdButtonClick, true);

  whenTakenOver(() => {
    for (const type of INTENTS) window.removeEventListener(type, loadReact, { capture: true });
    document.removeEventListener('click', holdButtonClick, true);
    if (held) counterpart(held)?.click();
    held = null;
  });

  // The callback runs just before the first paint; the timeout, just after it.
  if (prefetchAfterFirstPaint) requestAnimationFrame(() => setTimeout(prefetch));
  return { loadNow: loadReact, prefetch };
}
