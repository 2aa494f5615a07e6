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
import { dashboardRoleOf, dashboardTitle, showsFeed } from '../features/dashboard/dashboard-pages';
import { ROLE_FORM_TITLES, type RoleFormName } from '../entities/profile-form/role-form-titles';
import type { DiscoveryKind } from '../features/discovery/api/discovery-queries';
import { discoverySearchOf } from '../features/discovery/discovery-filters';
import { ALIAS_TARGETS } from '../lib/alias-paths';
import { searchParamsOf } from '../features/search/search-params';
import { currentUserQueryOptions } from '../entities/session/current-user';
import type { LoadCause } from '../lib/route-loading';
import { getSession } from '../lib/session';
import { RootLayout } from './root-layout';
import { OpenPending, RoutePending, SignedInPending } from './signed-in-pending';
import {
  discoveryLoader,
  loadBlog,
  loadBlogs,
  loadDashboard,
  loadMessages,
  loadNetwork,
  loadNotifications,
  loadPerson,
  loadProfile,
  loadSearch,
  loadSettings,
  loadSignedInShell,
  loadTalks,
  loadVideos,
} from './route-loaders';
import { requireOwnDashboard, requireSession } from './route-guards';
import type { PageOptions } from './page-declaration';
import { page } from './route-modules';
import { startupAndJobOpenPages, startupAndJobSignedInPages } from './routes-startups-jobs';

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

/**
 * Pages readable signed out too (a startup's, a job's: DESIGN §7.3), in the signed-in layout for a
 * member and under the site's header for a visitor (app/open-layout.tsx).
 */
const openRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'open',
  loader: (args) => (getSession() ? loadSignedInShell(args) : undefined),
  pendingComponent: OpenPending,
  component: lazyRouteComponent(() => import('./open-layout'), 'OpenLayout'),
});

/** The layouts, as the pages declared elsewhere name their parents (app/routes-startups-jobs.tsx). */
export type SignedInRoute = typeof signedInRoute;
export type OpenRoute = typeof openRoute;

// Every page declares itself once, here: its path, guard and loader, and with `page(…)` its route
// module, head, pending look, whether it is public and its shell (app/page-declaration.ts). The
// build renders the shells and writes web/dist/pages.json from this tree (web/build/pages.ts).

/** A page drawn whole before its app (web/build/pages.ts), readable signed out. */
const drawn = (draw?: string): PageOptions['shell'] => ({ kind: 'drawn', draw });

/** A role form's page: its frame is drawn before the app; it needs a session. */
function roleFormPage<TPath extends string>(path: TPath, file: string, component: string, form: RoleFormName) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: requireSession,
    ...page(file, component, { title: ROLE_FORM_TITLES[form], shell: { kind: 'form', form } }),
  });
}

/** A public page (a static page, or a form for signing in), drawn whole by its shell. */
function publicPage<TPath extends string>(path: TPath, file: string, component: string, options: Omit<PageOptions, 'public'>) {
  return createRoute({ getParentRoute: () => rootRoute, path, ...page(file, component, { shell: drawn(), ...options, public: true }) });
}

type PageLoader = (args: { context: { queryClient: QueryClient }; cause: LoadCause }) => Promise<void>;

/** A signed-in page; `loader` primes the reads it shows first (the sidebar's are its layout's). */
function signedInPage<TPath extends string>(path: TPath, file: string, component: string, options: PageOptions, loader?: PageLoader) {
  return createRoute({ getParentRoute: () => signedInRoute, path, loader, ...page(file, component, options) });
}

/** A discovery list: its search and filters in the URL, read by the loader as the page shows them. */
function discoveryPage<TPath extends string>(path: TPath, kind: DiscoveryKind, file: string, component: string, title: string) {
  return createRoute({
    getParentRoute: () => signedInRoute,
    path,
    validateSearch: (search: Record<string, unknown>) => discoverySearchOf(kind, search),
    loaderDeps: ({ search }) => search,
    loader: discoveryLoader(kind),
    ...page(file, component, { title, look: 'card' }),
  });
}

/** What the service worker answers every role dashboard with (dashboard.html, precached): the role is not known before the app runs. */
const DASHBOARD_APP_PAGE = { name: 'dashboard', look: { title: 'Dashboard', shape: 'video' } } as const;

/** A role dashboard: the user's own role only (DESIGN §6.1). */
function dashboardPage<TPath extends string>(path: TPath) {
  const role = dashboardRoleOf(path);
  return createRoute({
    getParentRoute: () => signedInRoute,
    path,
    beforeLoad: requireOwnDashboard,
    loader: loadDashboard,
    ...page('dashboard', 'DashboardPage', {
      title: dashboardTitle(role),
      // The Job Seeker's home leads with job cards.
      look: { shape: showsFeed(role) ? 'video' : 'card', heading: true },
      appPage: DASHBOARD_APP_PAGE,
    }),
  });
}

/** Sidebar targets the spec's route list lacks (DESIGN §3): redirects, not pages. */
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
const networkRoute = signedInPage('/networking', 'network', 'NetworkPage', { title: 'Network', look: 'row' }, loadNetwork);

const personRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/people/$userId',
  loader: loadPerson,
  ...page('person', 'PersonPage', { title: 'Person', look: { shape: 'card', heading: false } }),
});

// Search everywhere (DESIGN §6.8): `?q=` and, for one kind's 'See all', `?kind=`.
const searchRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/search',
  validateSearch: searchParamsOf,
  loaderDeps: ({ search }) => search,
  loader: loadSearch,
  ...page('search', 'SearchPage', { title: 'Search', look: 'row' }),
});

const settingsRoute = signedInPage('/settings', 'settings', 'SettingsPage', { title: 'Settings', look: 'row' }, loadSettings);

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
    const { loadModerationQueue } = await import('../features/moderation/api/moderation-api');
    await loadModerationQueue(queryClient);
  },
  ...page('moderation', 'ModerationPage', { title: 'Moderation', look: 'card' }),
});

const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signin',
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  ...page('sign-in', 'SignInPage', {
    title: 'Sign In',
    description: 'Sign in to StartupSetu: your pitches, your network and your messages.',
    public: true,
    shell: drawn('SignInPending'),
  }),
});

/** A mailed link's page: its `token`. */
const tokenSearch = (search: Record<string, unknown>): { token?: string } => (typeof search.token === 'string' ? { token: search.token } : {});

// Public: a reset link is opened from the mail, signed in or not. Never indexed (its link carries a token).
const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  validateSearch: tokenSearch,
  ...page('reset-password', 'ResetPasswordPage', { title: 'Reset Password', public: true, indexed: false, shell: drawn('ResetPasswordPending') }),
});

// Public: the link proving an email (DESIGN §7.4) may be opened on any device, signed in or not. Never indexed (its link carries a token).
const verifyEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/verify-email',
  validateSearch: tokenSearch,
  ...page('verify-email', 'VerifyEmailPage', { title: 'Confirm Email', public: true, indexed: false, shell: drawn('VerifyEmailPending') }),
});

// Public: a suspended person cannot sign in; the link mailed with the suspension carries their appeal (DESIGN §7.4). Never indexed.
const appealRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/appeal',
  validateSearch: tokenSearch,
  ...page('appeal', 'AppealPage', { title: 'Appeal a Decision', public: true, indexed: false, shell: drawn('AppealPending') }),
});

// Paths match case-insensitively (the router's default), so /dashboard/Cofounder and
// /dashboard/cofounder, /profile and /Profile are one route each (DESIGN §3).
const signedInPages = [
  dashboardPage('/dashboard/Hustler'),
  dashboardPage('/dashboard/Investor'),
  dashboardPage('/dashboard/cofounder'),
  dashboardPage('/dashboard/jobSeeker'),
  discoveryPage('/Findcofounder', 'cofounder', 'find-cofounder', 'FindCofounderPage', 'Meet Co-founders'),
  discoveryPage('/FindHustler', 'hustler', 'find-hustler', 'FindHustlerPage', 'Explore Startups'),
  discoveryPage('/FindInvestor', 'investor', 'find-investor', 'FindInvestorPage', 'Investors Hall of Fame'),
  discoveryPage('/FindJobseeker', 'jobseeker', 'find-jobseeker', 'FindJobseekerPage', 'Meet Passionate Job Seekers'),
  // The current user both show is the signed-in layout's read.
  signedInPage('/Profile', 'profile', 'ProfilePage', { title: 'Profile', look: { shape: 'card', heading: false } }, loadProfile),
  signedInPage('/Update_profile', 'update-profile', 'UpdateProfilePage', { title: 'Update Profile', look: { heading: true } }),
  signedInPage('/videos', 'videos', 'VideosPage', { title: 'Videos', look: 'video' }, loadVideos),
  signedInPage('/blogs', 'blogs', 'BlogsPage', { title: 'Blogs', look: 'card' }, loadBlogs),
  createRoute({
    getParentRoute: () => signedInRoute,
    path: '/blogs/$blogId',
    loader: loadBlog,
    ...page('blog', 'BlogPage', { title: 'Blog', look: { shape: 'card', heading: false } }),
  }),
  signedInPage('/talks', 'talks', 'TalksPage', { title: 'Talks', look: 'card' }, loadTalks),
  signedInPage('/Notification', 'notification', 'NotificationsPage', { title: 'Notifications', look: 'row' }, loadNotifications),
  createRoute({
    getParentRoute: () => signedInRoute,
    path: '/messages',
    // `?with=<userId>`: the chat box open with that person (DESIGN §6.1), kept over a reload.
    validateSearch: (search: Record<string, unknown>): { with?: string } =>
      typeof search.with === 'string' && search.with ? { with: search.with } : {},
    loaderDeps: ({ search }) => search,
    loader: loadMessages,
    ...page('messages', 'MessagesPage', { title: 'Messages', look: 'row' }),
  }),
  // Startups, jobs and applications (DESIGN §7.3): app/routes-startups-jobs.tsx.
  ...startupAndJobSignedInPages(signedInRoute),
  networkRoute,
  personRoute,
  searchRoute,
  settingsRoute,
  moderationRoute,
];

const routeTree = rootRoute.addChildren([
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    ...page('home', 'HomePage', { title: "StartupSetu: India's startup community", public: true, shell: { kind: 'landing' } }),
  }),
  publicPage('/signup', 'sign-up', 'SignUpPage', {
    title: 'Sign Up',
    description: 'Join StartupSetu: pitch your idea, find co-founders and investors, and grow together.',
    shell: drawn('SignUpPending'),
  }),
  signInRoute,
  publicPage('/forgot-password', 'forgot-password', 'ForgotPasswordPage', { title: 'Forgot Password', indexed: false, shell: drawn('ForgotPasswordPending') }),
  resetPasswordRoute,
  verifyEmailRoute,
  appealRoute,
  roleFormPage('/HustlerForm', 'hustler-form', 'HustlerFormPage', 'hustler'),
  roleFormPage('/CofunderForm', 'cofounder-form', 'CofounderFormPage', 'cofounder'),
  roleFormPage('/InvestorForm', 'investor-form', 'InvestorFormPage', 'investor'),
  roleFormPage('/JobseekerForm', 'jobseeker-form', 'JobseekerFormPage', 'jobseeker'),
  publicPage('/AboutUs', 'about-us', 'AboutUsPage', {
    title: 'About Us',
    description: "Who we are: StartupSetu brings India's founders, co-founders, investors and job seekers together.",
  }),
  publicPage('/Services', 'services', 'ServicesPage', {
    title: 'Services',
    description: 'What StartupSetu offers founders, co-founders, investors and job seekers.',
  }),
  publicPage('/ContactUs', 'contact-us', 'ContactUsPage', {
    title: 'Contact Us',
    description: 'Write to the StartupSetu team: questions, feedback and partnerships.',
    shell: drawn('ContactUsPending'),
  }),
  publicPage('/Termsandconditions', 'terms', 'TermsPage', { title: 'Terms & Conditions', description: 'The terms of using StartupSetu.' }),
  publicPage('/privacy-policy', 'privacy-policy', 'PrivacyPolicyPage', {
    title: 'Privacy Policy',
    description: 'What StartupSetu keeps about you, why, and what you can do about it.',
  }),
  // India's IT Rules 2021 (DESIGN §7.4): the Grievance Officer, how to complain, the timelines, the appeal.
  publicPage('/grievance', 'grievance', 'GrievancePage', {
    title: 'Grievance Officer',
    description: 'Complain to the StartupSetu Grievance Officer: how, when you will hear back, and how to appeal.',
  }),
  signedInRoute.addChildren(signedInPages),
  // Startups' and jobs' own pages (DESIGN §7.3): app/routes-startups-jobs.tsx.
  openRoute.addChildren(startupAndJobOpenPages(openRoute)),
  alias('/dashboard', () => dashboardPathFor(getSession()?.role)),
  alias('/notifications', () => ALIAS_TARGETS['/notifications']),
  alias('/Iprofile', () => ALIAS_TARGETS['/Iprofile']),
]);

/** Every route of the app, for the build (web/build/pages.ts) and the tests that walk it. */
export { routeTree };

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
