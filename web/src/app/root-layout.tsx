import { Outlet, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AppNavigateProvider } from '../components/app-link';
import { Toaster } from '../components/toaster';

export function RootLayout() {
  const router = useRouter();
  const navigate = useCallback((to: string) => void router.navigate({ to }), [router]);
  return (
    <AppNavigateProvider value={navigate}>
      <Outlet />
      <Toaster />
    </AppNavigateProvider>
  );
}
