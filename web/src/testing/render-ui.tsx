import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, useLocation } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveSession } from '../lib/session';
import { fakeToken } from './fake-token';

/** A query cache as the app's, without retries, so a failure shows at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
}

/** Renders `ui` with a fresh query cache; `user` types and clicks as a person does. */
export function renderUi(ui: ReactNode, client: QueryClient = testQueryClient()) {
  const user = userEvent.setup();
  const result = render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return { ...result, client, user };
}

function PageElsewhere() {
  const location = useLocation();
  return <p>Now at {location.href}</p>;
}

/**
 * Renders `ui` as the page at `url` (path and query) in a router held in memory, for pieces that
 * link, navigate or read the URL. Any other path shows 'Now at <path>', to see where a page went.
 * Resolves once the page is drawn.
 */
export async function renderAtUrl(ui: ReactNode, url = '/', client: QueryClient = testQueryClient()) {
  const user = userEvent.setup();
  const rootRoute = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => rootRoute, path: new URL(url, 'http://localhost').pathname, component: () => ui });
  const elsewhere = createRoute({ getParentRoute: () => rootRoute, path: '$', component: PageElsewhere });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page, elsewhere]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await act(() => router.load());
  return { ...result, client, user, router };
}

/** Signs `userId` in on this page (what a sign-in leaves in localStorage). */
export function signInAs(userId = 'me', role = 'Hustler'): void {
  saveSession({ token: fakeToken({ id: userId, role }), userId, role, sessionId: 's1' });
}
