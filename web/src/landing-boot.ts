// landing.html's only script (web/build/pages.ts). The page arrives already rendered: its links,
// FAQ and videos work without any script. React (main.tsx, and the landing chunks it hydrates with)
// runs only once the visitor reaches for the page (a pointer, a touch, a key, a focus) or a toast
// must show, so that a visitor who is reading on a slow phone never waits on it. Its files are
// fetched after the first paint, so that it is ready when asked for. The header's 'Install app'
// (React) shows from then on: the browser's offer is kept until it does.
import { whenTakenOver } from './lib/page-takeover';
import { registerServiceWorker } from './lib/register-service-worker';
import { subscribeToToasts } from './lib/toast';

const INTENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin'] as const;

const boot = document.querySelector<HTMLScriptElement>('script[data-entry]');

// The service worker and the browser's install offer (which comes once, early) need no React.
registerServiceWorker();

if (boot?.dataset.entry) {
  const entry = boot.dataset.entry;
  const files = [entry, ...(boot.dataset.prefetch ?? '').split(' ').filter(Boolean)];
  let fetched = false;
  let loading = false;

  // Fetched into the cache only: compiling them would hold up the main thread while the page loads.
  const prefetch = () => {
    if (fetched) return;
    fetched = true;
    for (const href of files) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      document.head.append(link);
    }
  };

  const loadReact = () => {
    if (loading) return;
    loading = true;
    prefetch();
    // Offline, with the app never saved: the page stays as it is, and the next intent tries again.
    import(/* @vite-ignore */ entry).catch(() => {
      loading = false;
    });
  };

  for (const type of INTENTS) window.addEventListener(type, loadReact, { capture: true, passive: true });
  subscribeToToasts(loadReact);

  // A tap on a button before React has come is held, and given to the button once React has it.
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
    held?.click();
    held = null;
  });

  // The callback runs just before the first paint; the timeout, just after it.
  requestAnimationFrame(() => setTimeout(prefetch));
}
