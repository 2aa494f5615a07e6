import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { createAppRouter } from './app/router';
import { createQueryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/register-service-worker';
import { clearSession } from './lib/session';
import './styles/global.css';

const queryClient = createQueryClient(() => {
  clearSession();
  queryClient.clear();
  // Several reads meet the 401 at once: the first sends the user to sign in, and the page to come
  // back to stays the one they were on.
  if (router.state.location.pathname.toLowerCase() === '/signin') return;
  void router.navigate({ to: '/signin', search: { redirect: router.state.location.href } });
});
const router = createAppRouter(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);

registerServiceWorker();
