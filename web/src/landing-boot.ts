// landing.html's only script (web/build/pages.ts). The page arrives already rendered, so the app's
// scripts (main.tsx, and the landing page's chunks it hydrates with) are fetched once the page has
// painted: until then a slow network carries the page alone.
import { captureInstallPrompt } from './lib/install-prompt';

// The browser offers installation once, possibly before the app's scripts have come.
captureInstallPrompt();

const boot = document.querySelector<HTMLScriptElement>('script[data-entry]');

if (boot?.dataset.entry) {
  const entry = boot.dataset.entry;
  // The callback runs just before the first paint; the timeout, just after it.
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const href of (boot.dataset.preload ?? '').split(' ').filter(Boolean)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.append(link);
      }
      void import(/* @vite-ignore */ entry);
    }),
  );
}
