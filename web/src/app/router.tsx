import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
} from '@tanstack/react-router';
import { PagePlaceholder } from '../components/page-placeholder';
import { RouteError } from '../components/route-error';
import { dashboardPathFor } from '../features/auth/roles';
import { getSession } from '../lib/session';
import { RootLayout } from './root-layout';
import { requireSession } from './route-guards';

const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  errorComponent: RouteError,
  notFoundComponent: () => <PagePlaceholder title="Page not found" />,
});

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: lazyRouteComponent(() => import('../routes/home'), 'HomePage'),
});

const signUpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signup',
  component: lazyRouteComponent(() => import('../routes/sign-up'), 'SignUpPage'),
});

const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signin',
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: lazyRouteComponent(() => import('../routes/sign-in'), 'SignInPage'),
});

// Spec routes whose screens come in later issues: each shows its heading and nothing else.
function placeholderRoute(path: string, title: string, needsSession = true) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: needsSession ? requireSession : undefined,
    component: () => <PagePlaceholder title={title} />,
  });
}

// Paths match case-insensitively (the router's default), so /dashboard/Cofounder and
// /dashboard/cofounder, /profile and /Profile are one route each (DESIGN §3).
const dashboardRoutes = ['Hustler', 'Investor', 'cofounder', 'jobSeeker'].map((role) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: `/dashboard/${role}`,
    beforeLoad: requireSession,
    component: lazyRouteComponent(() => import('../routes/dashboard'), 'DashboardPage'),
  }),
);

/** Sidebar targets the spec's route list lacks (DESIGN §3). */
function aliasRoute(path: string, to: string) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: () => {
      throw redirect({ href: to });
    },
  });
}

const routeTree = rootRoute.addChildren([
  homeRoute,
  signUpRoute,
  signInRoute,
  ...dashboardRoutes,
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/dashboard',
    beforeLoad: (context) => {
      requireSession(context);
      throw redirect({ href: dashboardPathFor(getSession()?.role) });
    },
  }),
  placeholderRoute('/HustlerForm', 'Hustler Profile'),
  placeholderRoute('/CofunderForm', 'Co-founder Profile'),
  placeholderRoute('/InvestorForm', 'Investor Profile'),
  placeholderRoute('/JobseekerForm', 'Job Seeker Profile'),
  placeholderRoute('/videos', 'Videos'),
  placeholderRoute('/blogs', 'Blogs'),
  placeholderRoute('/talks', 'Talks'),
  placeholderRoute('/Findcofounder', 'Meet Co-founders'),
  placeholderRoute('/FindHustler', 'Explore Startups'),
  placeholderRoute('/FindInvestor', 'Investors Hall of Fame'),
  placeholderRoute('/FindJobseeker', 'Meet Passionate Job Seekers'),
  placeholderRoute('/Profile', 'Profile'),
  placeholderRoute('/Update_profile', 'Update Profile'),
  placeholderRoute('/Notification', 'Notifications'),
  placeholderRoute('/messages', 'Messages'),
  placeholderRoute('/AboutUs', 'About Us', false),
  placeholderRoute('/Services', 'Services', false),
  placeholderRoute('/ContactUs', 'Contact Us', false),
  placeholderRoute('/Termsandconditions', 'Terms & Conditions', false),
  placeholderRoute('/privacy-policy', 'Privacy Policy', false),
  aliasRoute('/notifications', '/Notification'),
  aliasRoute('/Iprofile', '/Profile'),
  aliasRoute('/networking', '/messages'),
]);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
