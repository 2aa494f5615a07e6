import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { AppNavigateProvider } from '../components/app-link';
import { Toaster } from '../components/toaster';
import { HomePage } from '../routes/home';

/**
 * The landing page on its own, for a first load of `/`: without the router and the query cache,
 * which the landing page does not use (they made up a third of the JavaScript it waited for). Following one
 * of its links loads them (in the background already, once the page is idle), moves the address
 * there and hands the page over to the whole app.
 */
export function renderLanding(root: Root, loadApp: () => Promise<(root: Root) => void>): void {
  const navigate = (to: string) => {
    if (to === window.location.pathname) return;
    loadApp().then(
      (renderApp) => {
        window.history.pushState(null, '', to);
        window.scrollTo(0, 0);
        renderApp(root);
      },
      // The app's script did not come (offline before it was ever saved): a plain page load tries again.
      () => window.location.assign(to),
    );
  };

  // As a transition React renders the long page in slices, giving the main thread back between
  // them, instead of in one long task that holds up a tap on a slow phone.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppNavigateProvider value={navigate}>
          <HomePage />
          <Toaster />
        </AppNavigateProvider>
      </StrictMode>,
    ),
  );
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000));
  whenIdle(() => void loadApp().catch(() => undefined));
}
