// The only script of a page that arrives drawn before its app (shells/<name>.html of the role forms
// and the public pages), written in the page (web/build/pages.ts), so that no request stands before
// the app's. Once the page is on screen, it fetches the app's files (`data-preload`, all at once
// rather than each once the one importing it has come) and runs its entry (`data-entry`). Fetched
// from the start, they would share a slow network with the page's own HTML; run as soon as they
// came, the app's 600 kB of script would compile and run before the browser showed the page, and a
// phone would show a blank page meanwhile. No imports: it is written in the page whole.
const boot = document.querySelector<HTMLScriptElement>('script[data-entry]');
const entry = boot?.dataset.entry;
const files = (boot?.dataset.preload ?? '').split(' ').filter(Boolean);
/** If the browser never reports the first paint (it cannot, or the tab is hidden), the app starts anyway. */
const LONGEST_WAIT_MS = 1000;

/** A module is fetched and parsed ahead; a stylesheet only fetched (the route's code applies it). */
function preload(href: string): HTMLLinkElement {
  const link = Object.assign(document.createElement('link'), { href, crossOrigin: '' });
  if (href.endsWith('.css')) Object.assign(link, { rel: 'preload', as: 'style' });
  else link.rel = 'modulepreload';
  return link;
}

// Chromium offers to install once, early, perhaps before the app runs: the offer is kept for the
// app's 'Install app' (lib/install-prompt.ts), and the browser's own mini-infobar stays away.
const keepInstallOffer = (event: Event) => {
  event.preventDefault();
  window.earlyInstallOffer = event;
};
window.addEventListener('beforeinstallprompt', keepInstallOffer, { once: true });

let started = false;
const start = () => {
  if (started || !entry) return;
  started = true;
  document.head.append(...files.map(preload));
  void import(/* @vite-ignore */ entry);
};

// The paint entry is reported once the frame is on screen, not when the main thread has drawn it
// (on a busy phone the two are tens of milliseconds apart).
if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
} else {
  // The callback runs just before the first paint; the timeout, just after it.
  requestAnimationFrame(() => setTimeout(start));
}
setTimeout(start, LONGEST_WAIT_MS);
