// The only script of a page that arrives with a signed-in shell drawn in it (dashboard.html,
// shells/<name>.html; web/build/pages.ts). The page fetches the app's files from the start, at low
// priority; the app's entry (`data-entry`) runs once the shell is on screen. Run as soon as they
// came, the app's 600 kB of script would compile and run before the browser showed the shell, and
// a phone would show a blank page meanwhile. No imports: nothing here waits on another file.
const entry = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.entry;
/** If the browser never reports the first paint (it cannot, or the tab is hidden), the app starts anyway. */
const LONGEST_WAIT_MS = 1000;

let started = false;
const start = () => {
  if (started || !entry) return;
  started = true;
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
