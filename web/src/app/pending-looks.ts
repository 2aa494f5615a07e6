import type { PendingLook } from '../components/page-pending';
import { DASHBOARD_ROLES, dashboardRoleOf, dashboardTitle, showsFeed } from '../features/dashboard/dashboard-pages';

// What each signed-in page looks like while its code or data comes (its heading and the shape of
// its first list), so the page replaces its placeholders without moving what is around them.
const LOOKS: Record<string, PendingLook> = {
  '/findcofounder': { title: 'Meet Co-founders', shape: 'card' },
  '/findhustler': { title: 'Explore Startups', shape: 'card' },
  '/findinvestor': { title: 'Investors Hall of Fame', shape: 'card' },
  '/findjobseeker': { title: 'Meet Passionate Job Seekers', shape: 'card' },
  '/profile': { shape: 'card' },
  '/update_profile': { title: 'Update Profile' },
  '/videos': { title: 'Videos', shape: 'video' },
  '/blogs': { title: 'Blogs', shape: 'card' },
  '/talks': { title: 'Talks', shape: 'card' },
  '/notification': { title: 'Notifications', shape: 'row' },
  '/messages': { title: 'Messages', shape: 'row' },
  '/networking': { title: 'Network', shape: 'row' },
  '/settings': { title: 'Settings', shape: 'row' },
  '/search': { title: 'Search', shape: 'row' },
  '/moderation': { title: 'Moderation', shape: 'card' },
};

/** A person's page (/people/<id>). */
const PERSON_LOOK: PendingLook = { shape: 'card' };

/** A blog's own page (/blogs/<id>). */
const BLOG_LOOK: PendingLook = { shape: 'card' };

/** A role dashboard before its role is known: dashboard.html answers every role's dashboard offline. */
const DASHBOARD_LOOK: PendingLook = { title: 'Dashboard', shape: 'video' };

const dashboardLook = (role: string): PendingLook => ({ title: dashboardTitle(role), shape: showsFeed(role) ? 'video' : undefined });

/**
 * The shells a first load arrives with, rendered at build time (web/build/pages.ts) and hydrated
 * by the app (app/prerendered-shell.tsx), by name: dashboard.html is 'dashboard', for every role
 * (the service worker's answer); 'dashboard-<role>' answers /dashboard/<role> from the server, with
 * the role's own heading; shells/<name>.html answers /<name> in any case, 'people' answers
 * /people/<id> and 'blog' /blogs/<id>.
 */
export const SHELL_LOOKS: Record<string, PendingLook> = {
  dashboard: DASHBOARD_LOOK,
  ...Object.fromEntries(DASHBOARD_ROLES.map((role) => [`dashboard-${role}`, dashboardLook(role)])),
  people: PERSON_LOOK,
  blog: BLOG_LOOK,
  ...Object.fromEntries(Object.entries(LOOKS).map(([path, look]) => [path.slice(1), look])),
};

/** The look of the signed-in page at `pathname` (paths match in any case), or null for any other page. */
export function pendingLookFor(pathname: string): PendingLook | null {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  const role = dashboardRoleOf(path);
  if (role) return dashboardLook(role);
  if (path.startsWith('/people/')) return PERSON_LOOK;
  if (path.startsWith('/blogs/')) return BLOG_LOOK;
  return LOOKS[path] ?? null;
}
