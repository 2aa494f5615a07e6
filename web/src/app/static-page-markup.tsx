import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { AppNavigateProvider } from '../components/app-link';
import { Toaster } from '../components/toaster';
import { AUTH_SCREENS } from '../features/auth/auth-screens';
import { AuthCardPending } from '../features/auth/components/auth-card';
import { ContactUs } from '../features/site/components/contact-page';
import { AboutUs } from '../features/site/components/about-us-page';
import { PrivacyPolicy } from '../features/site/components/privacy-policy-page';
import { Services } from '../features/site/components/services-page';
import { TermsAndConditions } from '../features/site/components/terms-page';

/**
 * The public pages that read nothing and hold nobody's data, by the name the gateway serves them
 * for (shells/aboutus.html for /AboutUs, …): the build renders each (web/build/pages.ts), whole but
 * for a form's fields, and the app draws the page over it once its route is loaded (app/render-app.tsx).
 */
export const STATIC_PAGES: Record<string, ComponentType> = {
  aboutus: AboutUs,
  services: Services,
  termsandconditions: TermsAndConditions,
  'privacy-policy': PrivacyPolicy,
  // The pages with a form are drawn with its fields as placeholders: an input typed into before the
  // app runs would lose its text when the app draws the page over it.
  contactus: () => <ContactUs pending />,
  signin: () => <AuthCardPending screen={AUTH_SCREENS.signIn} />,
  signup: () => <AuthCardPending screen={AUTH_SCREENS.signUp} />,
  'forgot-password': () => <AuthCardPending screen={AUTH_SCREENS.forgotPassword} />,
  'reset-password': () => <AuthCardPending screen={AUTH_SCREENS.resetPassword} />,
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
