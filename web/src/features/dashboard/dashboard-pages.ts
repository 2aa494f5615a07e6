// What a role dashboard shows, by the role in its path (/dashboard/<role>, any case): the route's
// page (routes/dashboard.tsx) and its placeholders (app/pending-looks.ts) both follow it.

const TITLES: Record<string, string> = {
  hustler: 'Hustler Dashboard',
  investor: 'Investor Dashboard',
  cofounder: 'Co-founder Dashboard',
  jobseeker: 'Job Seeker Dashboard',
};

/** The roles with a dashboard of their own, as their paths name them (lower-cased). */
export const DASHBOARD_ROLES = Object.keys(TITLES);

const FEED_ROLES = new Set(['hustler', 'investor', 'cofounder']);

/** The role a dashboard path names, lower-cased ('' for none). */
export function dashboardRoleOf(pathname: string): string {
  const [, first, role] = pathname.split('/');
  return first?.toLowerCase() === 'dashboard' ? (role?.toLowerCase() ?? '') : '';
}

export function dashboardTitle(role: string): string {
  return TITLES[role] ?? 'Dashboard';
}

/** Hustlers, Investors and Co-founders get the video feed. */
export function showsFeed(role: string): boolean {
  return FEED_ROLES.has(role);
}

/** Only Hustlers share posts from their dashboard. */
export function sharesPosts(role: string): boolean {
  return role === 'hustler';
}

