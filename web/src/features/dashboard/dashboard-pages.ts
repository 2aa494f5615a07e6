// What a role dashboard shows, by the role in its path (/dashboard/<role>, any case): the route's
// page (routes/dashboard.tsx) and its first screen (src/dashboard-boot.ts) both follow it.

const TITLES: Record<string, string> = {
  hustler: 'Hustler Dashboard',
  investor: 'Investor Dashboard',
  cofounder: 'Co-founder Dashboard',
  jobseeker: 'Job Seeker Dashboard',
};

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

/**
 * Where the sidebar shows its links instead of folding them under 'Menu' (dashboard.css). A
 * dashboard's first screen draws the phone's folded sidebar only, so a wider screen gets the app at
 * once (src/dashboard-boot.ts), and dashboard.html preloads it there (web/build/pages.ts).
 */
export const WIDE_SCREEN_MEDIA = '(min-width: 900px)';
