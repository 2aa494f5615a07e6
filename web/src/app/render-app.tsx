import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { createQueryClient } from '../lib/query-client';
import { clearSession } from '../lib/session';
import { createAppRouter } from './router';

/** The whole app: the router over every spec route, and the query cache behind the pages' reads. */
export function renderApp(root: Root): void {
  const queryClient = createQueryClient(() => {
    clearSession();
    queryClient.clear();
    // Several reads meet the 401 at once: the first sends the user to sign in, and the page to come
    // back to stays the one they were on.
    if (router.state.location.pathname.toLowerCase() === '/signin') return;
    void router.navigate({ to: '/signin', search: { redirect: router.state.location.href } });
  });
  const router = createAppRouter(queryClient);

  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
