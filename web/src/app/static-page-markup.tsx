import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { AppNavigateProvider } from '../components/app-link';
import { Toaster } from '../components/toaster';
import { AboutUs } from '../features/site/components/about-us-page';
import { PrivacyPolicy } from '../features/site/components/privacy-policy-page';
import { Services } from '../features/site/components/services-page';
import { TermsAndConditions } from '../features/site/components/terms-page';

/**
 * The public pages that read nothing and hold nobody's data, by the name the gateway serves them
 * for (shells/aboutus.html for /AboutUs, …): the build renders each whole (web/build/pages.ts), and
 * the app draws the same page over it once its route is loaded (app/render-app.tsx).
 */
export const STATIC_PAGES: Record<string, ComponentType> = {
  aboutus: AboutUs,
  services: Services,
  termsandconditions: TermsAndConditions,
  'privacy-policy': PrivacyPolicy,
};

/** Build time only: each static page's HTML by name, as the app's root layout draws it (the page, then the toaster). */
export function staticPageMarkups(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(STATIC_PAGES).map(([name, Page]) => [
      name,
      renderToString(
        <AppNavigateProvider value={null}>
          <Page />
          <Toaster />
        </AppNavigateProvider>,
      ),
    ]),
  );
}
