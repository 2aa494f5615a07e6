import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { feedOptions } from '../features/content/api/content-queries';
import type { FeedPage } from '../features/content/api/content-types';
import { replaceFirstScreen, showsFirstScreen, takeFirstScreenData } from '../lib/first-screen';
import { dashboardPathFor } from '../features/auth/roles';
import { createQueryClient } from '../lib/query-client';
import { startSessionLifecycle } from '../lib/session-lifecycle';
import { createAppRouter } from './router';
import { requireSession } from './route-guards';

type AppRouter = ReturnType<typeof createAppRouter>;

/** True while a page that needs a session shows (its guard, or its layout's, is requireSession). */
function onPrivatePage(router: AppRouter): boolean {
  const routes = router.routesById as Record<string, { options: { beforeLoad?: unknown } }>;
  return router.state.matches.some((match) => routes[match.routeId]?.options.beforeLoad === requireSession);
}

/** The whole app: the router over every spec route, and the query cache behind the pages' reads. */
export function renderApp(root: Root): void {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
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
  if (showsFirstScreen()) startFromFirstScreen(queryClient, router);

  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

/**
 * The app renders behind a dashboard's first screen (lib/first-screen.ts): it starts from the feed
 * page that screen shows, and the feed replaces it once drawn (DashboardFeed). Should the app go
 * elsewhere instead (the session was refused: sign in), that page replaces it.
 */
function startFromFirstScreen(queryClient: QueryClient, router: AppRouter): void {
  const page = takeFirstScreenData() as FeedPage | undefined;
  if (page) queryClient.setQueryData(feedOptions().queryKey, { pages: [page], pageParams: [null] });
  // Paths match case-insensitively, and the router may drop a trailing slash.
  const pathOf = (pathname: string) => pathname.replace(/\/$/, '').toLowerCase();
  const firstPath = pathOf(window.location.pathname);
  const stop = router.subscribe('onResolved', ({ toLocation }) => {
    if (pathOf(toLocation.pathname) === firstPath) return;
    stop();
    replaceFirstScreen();
  });
}
