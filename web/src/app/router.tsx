import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  notFound,
  redirect,
} from '@tanstack/react-router';
import { PagePlaceholder } from '../components/page-placeholder';
import { RouteError } from '../components/route-error';
import { dashboardPathFor } from '../features/auth/roles';
import { loadModerationQueue } from '../features/moderation/api/moderation-api';
import { loadNetwork } from '../features/network/api/network-queries';
import { personOptions } from '../features/people/api/people-queries';
import { loadSettings } from '../features/settings/api/settings-queries';
import type { DiscoveryKind } from '../features/discovery/api/discovery-queries';
import { discoverySearchOf } from '../features/discovery/discovery-filters';
import { ALIAS_TARGETS } from '../lib/alias-paths';
import { searchParamsOf } from '../features/search/search-params';
import { currentUserQueryOptions } from '../lib/current-user';
import { primeReads, query, type LoadCause } from '../lib/route-loading';
import { getSession } from '../lib/session';
import { RootLayout } from './root-layout';
import { RoutePending, SignedInPending } from './signed-in-pending';
import {
  discoveryLoader,
  loadBlog,
  loadBlogs,
  loadDashboard,
  loadMessages,
  loadNotifications,
  loadSearch,
  loadSignedInShell,
  loadTalks,
  loadVideos,
} from './route-loaders';
import { requireOwnDashboard, requireSession } from './route-guards';

const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  errorComponent: RouteError,
  notFoundComponent: () => <PagePlaceholder title="Page not found" />,
});

/** Pages with the signed-in user's sidebar (DESIGN §3: a signed-out visitor goes to /signin and back). */
const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  beforeLoad: requireSession,
  loader: loadSignedInShell,
  pendingComponent: SignedInPending,
  component: lazyRouteComponent(() => import('./signed-in-layout'), 'SignedInLayout'),
});

type Importer = () => Promise<Record<string, ComponentType>>;

// One spec route each, its screen loaded on demand (code split by route).
function publicPage<TPath extends string>(path: TPath, importer: Importer, name: string, needsSession = false) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: needsSession ? requireSession : undefined,
    component: lazyRouteComponent(importer, name),
  });
}

type PageLoader = (args: { context: { queryClient: QueryClient }; cause: LoadCause }) => Promise<void>;

/** A signed-in page; `loader` primes the reads it shows first (the sidebar's are its layout's). */
function signedInPage<TPath extends string>(path: TPath, importer: Importer, name: string, loader?: PageLoader) {
  return createRoute({ getParentRoute: () => signedInRoute, path, loader, component: lazyRouteComponent(importer, name) });
}

/** A discovery list: its search and filters in the URL, read by the loader as the page shows them. */
function discoveryPage<TPath extends string>(path: TPath, kind: DiscoveryKind, importer: Importer, name: string) {
  return createRoute({
    getParentRoute: () => signedInRoute,
    path,
    validateSearch: (search: Record<string, unknown>) => discoverySearchOf(kind, search),
    loaderDeps: ({ search }) => search,
    loader: discoveryLoader(kind),
    component: lazyRouteComponent(importer, name),
  });
}

/** A role dashboard: the user's own role only (DESIGN §6.1). */
function dashboardPage<TPath extends string>(path: TPath) {
  return createRoute({
    getParentRoute: () => signedInRoute,
    path,
    beforeLoad: requireOwnDashboard,
    loader: loadDashboard,
    component: lazyRouteComponent(() => import('../routes/dashboard'), 'DashboardPage'),
  });
}

/** Sidebar targets the spec's route list lacks (DESIGN §3). */
function alias<TPath extends string>(path: TPath, to: () => string) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: (context) => {
      requireSession(context);
      // The query goes along (a share into the app opens /dashboard?share=…).
      throw redirect({ href: to() + context.location.searchStr });
    },
  });
}

// Pages with data read it in the loader (offline, the saved copies show instead of waiting).
const networkRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/networking',
  loader: ({ context }) => loadNetwork(context.queryClient),
  component: lazyRouteComponent(() => import('../routes/network'), 'NetworkPage'),
});

const personRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/people/$userId',
  loader: ({ context, params }) => primeReads(context.queryClient, [query(personOptions(params.userId))]),
  component: lazyRouteComponent(() => import('../routes/person'), 'PersonPage'),
});

// Search everywhere (DESIGN §6.8): `?q=` and, for one kind's 'See all', `?kind=`.
const searchRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/search',
  validateSearch: searchParamsOf,
  loaderDeps: ({ search }) => search,
  loader: loadSearch,
  component: lazyRouteComponent(() => import('../routes/search'), 'SearchPage'),
});

const settingsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/settings',
  loader: ({ context }) => loadSettings(context.queryClient),
  component: lazyRouteComponent(() => import('../routes/settings'), 'SettingsPage'),
});

// Moderators only (DESIGN §6.3): anyone else meets the not-found page (the server answers 403 too).
const moderationRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/moderation',
  loader: async ({ context }) => {
    const { queryClient } = context;
    const cached = queryClient.getQueryData(currentUserQueryOptions().queryKey);
    // A saved copy from before the grant does not say no: ask the server again.
    const me = cached?.moderator ? cached : await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 }).catch(() => cached);
    if (!me?.moderator) throw notFound();
    await loadModerationQueue(queryClient);
  },
  component: lazyRouteComponent(() => import('../routes/moderation'), 'ModerationPage'),
});

const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signin',
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: lazyRouteComponent(() => import('../routes/sign-in'), 'SignInPage'),
});

// Public: a reset link is opened from the mail, signed in or not.
const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  component: lazyRouteComponent(() => import('../routes/reset-password'), 'ResetPasswordPage'),
});

// Paths match case-insensitively (the router's default), so /dashboard/Cofounder and
// /dashboard/cofounder, /profile and /Profile are one route each (DESIGN §3).
const signedInPages = [
  dashboardPage('/dashboard/Hustler'),
  dashboardPage('/dashboard/Investor'),
  dashboardPage('/dashboard/cofounder'),
  dashboardPage('/dashboard/jobSeeker'),
  discoveryPage('/Findcofounder', 'cofounder', () => import('../routes/find-cofounder'), 'FindCofounderPage'),
  discoveryPage('/FindHustler', 'hustler', () => import('../routes/find-hustler'), 'FindHustlerPage'),
  discoveryPage('/FindInvestor', 'investor', () => import('../routes/find-investor'), 'FindInvestorPage'),
  discoveryPage('/FindJobseeker', 'jobseeker', () => import('../routes/find-jobseeker'), 'FindJobseekerPage'),
  // The current user both show is the signed-in layout's read.
  signedInPage('/Profile', () => import('../routes/profile'), 'ProfilePage'),
  signedInPage('/Update_profile', () => import('../routes/update-profile'), 'UpdateProfilePage'),
  signedInPage('/videos', () => import('../routes/videos'), 'VideosPage', loadVideos),
  signedInPage('/blogs', () => import('../routes/blogs'), 'BlogsPage', loadBlogs),
  createRoute({
    getParentRoute: () => signedInRoute,
    path: '/blogs/$blogId',
    loader: loadBlog,
    component: lazyRouteComponent(() => import('../routes/blog'), 'BlogPage'),
  }),
  signedInPage('/talks', () => import('../routes/talks'), 'TalksPage', loadTalks),
  signedInPage('/Notification', () => import('../routes/notification'), 'NotificationsPage', loadNotifications),
  createRoute({
    getParentRoute: () => signedInRoute,
    path: '/messages',
    // `?with=<userId>`: the chat box open with that person (DESIGN §6.1), kept over a reload.
    validateSearch: (search: Record<string, unknown>): { with?: string } =>
      typeof search.with === 'string' && search.with ? { with: search.with } : {},
    loaderDeps: ({ search }) => search,
    loader: loadMessages,
    component: lazyRouteComponent(() => import('../routes/messages'), 'MessagesPage'),
  }),
  networkRoute,
  personRoute,
  searchRoute,
  settingsRoute,
  moderationRoute,
];

const routeTree = rootRoute.addChildren([
  publicPage('/', () => import('../routes/home'), 'HomePage'),
  publicPage('/signup', () => import('../routes/sign-up'), 'SignUpPage'),
  signInRoute,
  publicPage('/forgot-password', () => import('../routes/forgot-password'), 'ForgotPasswordPage'),
  resetPasswordRoute,
  publicPage('/HustlerForm', () => import('../routes/hustler-form'), 'HustlerFormPage', true),
  publicPage('/CofunderForm', () => import('../routes/cofounder-form'), 'CofounderFormPage', true),
  publicPage('/InvestorForm', () => import('../routes/investor-form'), 'InvestorFormPage', true),
  publicPage('/JobseekerForm', () => import('../routes/jobseeker-form'), 'JobseekerFormPage', true),
  publicPage('/AboutUs', () => import('../routes/about-us'), 'AboutUsPage'),
  publicPage('/Services', () => import('../routes/services'), 'ServicesPage'),
  publicPage('/ContactUs', () => import('../routes/contact-us'), 'ContactUsPage'),
  publicPage('/Termsandconditions', () => import('../routes/terms'), 'TermsPage'),
  publicPage('/privacy-policy', () => import('../routes/privacy-policy'), 'PrivacyPolicyPage'),
  signedInRoute.addChildren(signedInPages),
  alias('/dashboard', () => dashboardPathFor(getSession()?.role)),
  alias('/notifications', () => ALIAS_TARGETS['/notifications']),
  alias('/Iprofile', () => ALIAS_TARGETS['/Iprofile']),
]);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultErrorComponent: RouteError,
    defaultPendingComponent: RoutePending,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
