// The first script of every page that arrives drawn before its app (landing.html, the signed-in
// pages' shells, and the role forms' and public pages' shells), written in the page's head whole
// (web/build/pages.ts), as a classic script: it runs before anything is shown, with no request
// before it. No imports (but types).
// - Until the app has taken the page over, a tap on the drawn page that the browser would not act on
//   itself (a button, which has no handler yet; a shell's picture of one) is held, and the app gives
//   it to its control once it answers (lib/held-tap.ts). A link or a field works without the app.
// - It marks the page signed in (`<html data-signed-in>`) when a session is stored.
// - On the role forms' and public pages' shells (its `data-entry`), once the page is on screen, it
//   fetches the app's files (`data-preload`, all at once rather than each once the one importing it
//   has come) and runs its entry. Fetched from the start, they would share a slow network with the
//   page's own HTML; run as soon as they came, the app's 600 kB of script would compile and run
//   before the browser showed the page, and a phone would show a blank page meanwhile.
// The other pages start their app themselves (src/landing-boot.ts; the shells' entry script).
// A function called at once, so that nothing is left in the page's global scope.
import type { HeldTap } from './lib/held-tap';

(() => {
  // Signed in or not, marked before the first paint: the drawn page shows the frame (an open page's,
  // app/signed-in-pending.tsx OpenShell) and header links for the visitor, as lib/session.ts's
  // reflectSession marks it later (the session's token is localStorage's 'token', spec §3).
  try {
    document.documentElement.toggleAttribute('data-signed-in', Boolean(localStorage.getItem('token')));
  } catch {
    // Storage refused (a sandboxed frame): the app marks the page once it runs.
  }

  /** What the browser does itself: left to it. */
  const NATIVE = 'a[href], input, select, textarea, label, summary, [contenteditable]';
  /** If the browser never reports the first paint (it cannot, or the tab is hidden), the app starts anyway. */
  const LONGEST_WAIT_MS = 1000;
  /** How long the app waits for a press under way on the drawn page to end in its click. */
  const LONGEST_PRESS_MS = 1000;
  const boot = document.currentScript;
  const entry = boot?.dataset.entry;
  const files = (boot?.dataset.preload ?? '').split(' ').filter(Boolean);

  // The page as it arrived, once parsed (before any of its modules run). What the app draws later in
  // its place (a page of its own, 'failed to load') answers taps itself.
  let drawn: Element[] = [];
  const noteDrawnPage = () => {
    drawn = [...(document.getElementById('root')?.children ?? [])];
  };
  document.addEventListener('readystatechange', noteDrawnPage, { once: true });

  /** The element of the drawn page a tap is held for, if it is one. */
  const holdable = (target: EventTarget | null): Element | null => {
    if (!(target instanceof Element) || target.closest(NATIVE)) return null;
    if (document.readyState === 'loading') return target.closest('#root') ? target : null;
    return drawn.some((element) => element.contains(target)) ? target : null;
  };
  const tapOf = (event: MouseEvent, target: Element): HeldTap => ({ target, pageX: event.pageX, pageY: event.pageY });

  // A press that began on the drawn page, until its click: the app may draw its own page under the
  // finger meanwhile, and the click then lands elsewhere, or nowhere (the browser drops a mouse's
  // click when the element pressed is gone). It is the drawn page's tap all the same.
  let pressed: HeldTap | null = null;
  let giveTap: ((tap: HeldTap | null) => void) | null = null;

  const listeners = {
    pointerdown: (event: PointerEvent) => {
      const target = holdable(event.target);
      pressed = event.isPrimary && target ? tapOf(event, target) : null;
    },
    // A mouse's click comes with its release, if at all (a finger's is made by the browser, later).
    pointerup: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') setTimeout(() => settle(pressed?.target.isConnected === false ? pressed : null));
    },
    // A scroll, not a tap.
    pointercancel: () => settle(null),
    // The click of a press is the press's tap: when the app drew its page under the pointer
    // meanwhile, the click lands on what it drew, or on an ancestor of both.
    click: (event: MouseEvent) => {
      const target = holdable(event.target);
      if (!target && !pressed) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      settle(pressed ?? tapOf(event, target!));
    },
  };
  const listen = (on: boolean) => {
    for (const [type, listener] of Object.entries(listeners)) {
      if (on) document.addEventListener(type, listener as EventListener, true);
      else document.removeEventListener(type, listener as EventListener, true);
    }
  };

  /** Once the app answers taps and no press is under way, the last tap held goes to the app. */
  const handOver = () => {
    if (!giveTap || pressed) return;
    listen(false);
    const give = giveTap;
    const tap = window.heldTap ?? null;
    giveTap = null;
    window.heldTap = null;
    give(tap);
  };
  const settle = (tap: HeldTap | null) => {
    if (tap) window.heldTap = tap;
    pressed = null;
    handOver();
  };

  listen(true);
  window.handOverTaps = (give) => {
    giveTap = give;
    handOver();
    // A press held longer is not a tap.
    setTimeout(() => settle(null), LONGEST_PRESS_MS);
  };

  if (!entry) return;

  /** A module is fetched and parsed ahead; a stylesheet only fetched (the route's code applies it). */
  const preload = (href: string) => {
    const link = Object.assign(document.createElement('link'), { href, crossOrigin: '' });
    if (href.endsWith('.css')) Object.assign(link, { rel: 'preload', as: 'style' });
    else link.rel = 'modulepreload';
    return link;
  };

  // Chromium offers to install once, early, perhaps before the app runs: the offer is kept for the
  // app's 'Install app' (lib/install-prompt.ts), and the browser's own mini-infobar stays away.
  const keepInstallOffer = (event: Event) => {
    event.preventDefault();
    window.earlyInstallOffer = event;
  };
  window.addEventListener('beforeinstallprompt', keepInstallOffer, { once: true });

  let started = false;
  const start = () => {
    if (started) return;
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
})();
