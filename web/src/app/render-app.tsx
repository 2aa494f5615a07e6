import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { dashboardPathFor } from '../features/auth/roles';
import { takeOverTaps } from '../lib/held-tap';
import { createQueryClient } from '../lib/query-client';
import { startSessionLifecycle } from '../entities/session/session-lifecycle';
import { followWorkerPageRequests } from '../lib/worker-page-requests';
import { yieldToMain } from '../lib/yield-to-main';
import { SAVED_READ_KEYS } from './saved-read-keys';
import { createAppRouter } from './router';
import { requireSession } from './route-guards';
// The role forms' first screen (a shell drawn before the app runs) is styled by the app's stylesheets,
// which every shell carries inline: with the form's own in a later one, its card moved as it came.
import '../features/onboarding/onboarding.css';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * True while a page that needs a session shows or is loading (its guard, or its layout's, is
 * requireSession): a session ending while the first page loads (its guard passed, its reads not
 * yet made) must send it to sign in too.
 */
function onPrivatePage(router: AppRouter): boolean {
  const routes = router.routesById as Record<string, { options: { beforeLoad?: unknown } }>;
  // The routes of the address, whether or not they have loaded yet.
  return router.matchRoutes(router.state.location).some((match) => routes[match.routeId]?.options.beforeLoad === requireSession);
}

interface Options {
  /**
   * The page already shows something drawn before the app (a shell, or a static page): it stays
   * until the first page's code and reads are in, rather than giving way to the router's own
   * placeholders.
   */
  drawn?: boolean;
}

/** The whole app: the router over every spec route, and the query cache behind the pages' reads. */
export function renderApp(root: Root, { drawn = false }: Options = {}): void {
  const queryClient = createQueryClient({ savedReads: SAVED_READ_KEYS });
  const router = createAppRouter(queryClient);
  const startSession = () => {
    startSessionLifecycle({
      queryClient,
      here: () => router.state.location.href,
      onPrivatePage: () => onPrivatePage(router),
      toSignIn: (redirect) => void router.navigate({ to: '/signin', search: redirect ? { redirect } : {} }),
      toLanding: () => void router.navigate({ to: '/' }),
      recheckPage: () => void router.invalidate(),
      homeFor: dashboardPathFor,
      reload: (href) => window.location.replace(href),
    });
    followWorkerPageRequests((path) => router.history.push(path));
  };

  // A tap on the page drawn before the app (src/shell-boot.ts holds it) goes, once the app's page is
  // on screen, to the control the app draws where it landed.
  const render = () =>
    root.render(
      <StrictMode>
        <OnMount run={takeOverTaps}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </OnMount>
      </StrictMode>,
    );
  if (!drawn) {
    startSession();
    render();
    return;
  }
  // The session's start and the first page's load (its guards, and its loaders up to their reads)
  // run in a task after the router's construction: each is tens of milliseconds on a phone.
  // Loaded first, the router draws the page at once (its mount does not load it again). As a
  // transition React renders the page in slices, giving the main thread back between them.
  void yieldToMain()
    .then(() => {
      startSession();
      return router.load().catch(() => undefined);
    })
    .then(() => startTransition(render));
}

/** Runs `run` once its children are on the page. */
function OnMount({ run, children }: { run: () => void; children: ReactNode }) {
  useEffect(run, [run]);
  return children;
}

/**
 * A first load of any path but `/` (main.tsx). A signed-in page or a role form arrives with its
 * shell drawn at build time from the app's own components (web/build/pages.ts; its root's
 * data-shell names it), a static public page drawn whole (its root's data-page;
 * app/static-page-markup.tsx): either stays as it is, with no React behind it (hydrating it would
 * cost a phone a long task for a page the app replaces anyway), until the first page's code and
 * reads are in and the app draws the page in its place. index.html's root is empty: the app
 * renders into it.
 */
export function startApp(container: HTMLElement): void {
  const drawn = Boolean(container.dataset.page || container.dataset.shell);
  renderApp(createRoot(container), { drawn });
}
