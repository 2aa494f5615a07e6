// The only script of a page that arrives with a signed-in shell drawn in it (dashboard.html,
// shells/<name>.html; web/build/pages.ts). The app's entry (`data-entry`) and the files it will
// import (`data-preload`) are fetched, all at once, and run once the shell is on screen: were they
// fetched with the page, the browser would run them as soon as they came, before showing the shell,
// and a phone would show a blank page while the app's 600 kB of script compiled and ran.
// No imports: nothing here waits on another file.
const boot = document.querySelector<HTMLScriptElement>('script[data-entry]');
/** If the browser never reports the first paint (it cannot, or the tab is hidden), the app starts anyway. */
const LONGEST_WAIT_MS = 1000;

let started = false;
const start = () => {
  const entry = boot?.dataset.entry;
  if (started || !entry) return;
  started = true;
  const files = [entry, ...(boot.dataset.preload ?? '').split(' ').filter(Boolean)];
  // Stylesheets are fetched, not applied: the route's code adds them when it renders.
  const link = (href: string) =>
    Object.assign(document.createElement('link'), href.endsWith('.css') ? { rel: 'preload', as: 'style', href, crossOrigin: '' } : { rel: 'modulepreload', href, crossOrigin: '' });
  document.head.append(...files.map(link));
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
