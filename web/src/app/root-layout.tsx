import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { AppNavigateProvider } from '../components/app-link';
import { Toaster } from '../components/toaster';
import { SITE_NAME } from './page-declaration';
import { pageAt } from './pending-looks';

/**
 * The document's title follows the page (WCAG 2.4.2): its route's head, as the build writes it in
 * the page's shell. Set on the document rather than drawn as a <title> element: the page arrives
 * with its <title> already, and a second one would not be the one the document reads.
 */
function useDocumentTitle(): void {
  const router = useRouter();
  const title = useRouterState({ select: (state) => pageAt(router, state.location.pathname)?.head.title ?? SITE_NAME });
  useEffect(() => {
    document.title = title;
  }, [title]);
}

export function RootLayout() {
  const router = useRouter();
  const navigate = useCallback((to: string) => void router.navigate({ to }), [router]);
  useDocumentTitle();
  return (
    <AppNavigateProvider value={navigate}>
      <Outlet />
      <Toaster />
    </AppNavigateProvider>
  );
}
