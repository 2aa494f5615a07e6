import { StrictMode, useEffect } from 'react';
import { AppNavigateProvider, type AppNavigate } from '../components/app-link';
import { Toaster } from '../components/toaster';
import { HomePage } from '../routes/home';

/**
 * The landing page on its own, without the router and the query cache (which it does not use).
 * The build prerenders it into landing.html (landing-markup.tsx); app/render-landing.tsx hydrates it.
 */
export function LandingApp({ navigate = null, onReady }: { navigate?: AppNavigate | null; onReady?: () => void }) {
  // Effects run once the page is hydrated: its buttons answer from then on.
  useEffect(() => onReady?.(), [onReady]);
  return (
    <StrictMode>
      <AppNavigateProvider value={navigate}>
        <HomePage />
        <Toaster />
      </AppNavigateProvider>
    </StrictMode>
  );
}
