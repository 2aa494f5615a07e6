import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { feedOptions } from '../features/content/api/content-queries';
import type { FeedPage } from '../features/content/api/content-types';
import { replaceFirstScreen, showsFirstScreen, takeFirstScreenData } from '../lib/first-screen';
import { createQueryClient } from '../lib/query-client';
import { clearOfflineData } from '../lib/offline-data';
import { clearSession, getSession } from '../lib/session';
import { createAppRouter } from './router';

/** The whole app: the router over every spec route, and the query cache behind the pages' reads. */
export function renderApp(root: Root): void {
  const queryClient = createQueryClient(() => {
    const userId = getSession()?.userId;
    clearSession();
    queryClient.clear();
    // The session ended: its local data closes (its queued writes and drafts stay, sealed).
    if (userId) void clearOfflineData(userId);
    // Several reads meet the 401 at once: the first sends the user to sign in, and the page to come
    // back to stays the one they were on.
    if (router.state.location.pathname.toLowerCase() === '/signin') return;
    void router.navigate({ to: '/signin', search: { redirect: router.state.location.href } });
  });
  const router = createAppRouter(queryClient);
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
function startFromFirstScreen(queryClient: QueryClient, router: ReturnType<typeof createAppRouter>): void {
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
