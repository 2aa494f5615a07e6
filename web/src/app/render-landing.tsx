import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { markTakenOver } from '../lib/page-takeover';
import { LandingApp } from './landing-app';

/**
 * A first load of `/`: the landing page, which arrives prerendered (landing.html) and is hydrated
 * here when its boot script asks (src/landing-boot.ts), which learns when that is done
 * (lib/page-takeover.ts). Following one of its links loads the whole app (in the background
 * already, once the page is idle), moves the address there and hands the page over to it.
 */
export function renderLanding(container: HTMLElement, loadApp: () => Promise<(root: Root) => void>): void {
  let root: Root | undefined;
  const navigate = (to: string) => {
    if (to === window.location.pathname) return;
    loadApp().then(
      (renderApp) => {
        window.history.pushState(null, '', to);
        window.scrollTo(0, 0);
        if (root) renderApp(root);
      },
      // The app's script did not come (offline before it was ever saved): a plain page load tries again.
      () => window.location.assign(to),
    );
  };

  // As a transition React hydrates (or renders) the long page in slices, giving the main thread back
  // between them, instead of in one long task that holds up a tap on a slow phone.
  const page = <LandingApp navigate={navigate} onReady={markTakenOver} />;
  startTransition(() => {
    // Without the prerendered HTML (the dev server answers index.html), the page renders from scratch.
    if (container.hasChildNodes()) {
      root = hydrateRoot(container, page);
    } else {
      root = createRoot(container);
      root.render(page);
    }
  });
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000));
  whenIdle(() => void loadApp().catch(() => undefined));
}
