import type { LinkProps } from '@tanstack/react-router';
import type { IconName } from '../../components/icon';
import { ALIAS_TARGETS } from '../../lib/alias-paths';
import type { UnreadKind } from '../../entities/notification/unread-counts';

export interface SidebarLink {
  label: string;
  to: NonNullable<LinkProps['to']>;
  icon: IconName;
  /** The Profile entry shows the user's picture or 'No Pic' (spec §2). */
  withPicture?: boolean;
  /** Shows that count of unread messages or notifications beside the label. */
  badge?: UnreadKind;
}

// Spec §2 gives each role's sidebar; targets the route list lacks (/dashboard, /notifications,
// /Iprofile) are alias routes (DESIGN §3). /networking is the Network page (DESIGN §6.1), linked
// from every role's sidebar: the spec's 'Networking' entries, and 'Network' for the other two. /profile matches /Profile case-insensitively.
export const HUSTLER_CONTENTS: SidebarLink[] = [
  { label: 'Videos', to: '/videos', icon: 'video' },
  { label: 'Blogs', to: '/blogs', icon: 'blog' },
  { label: 'Talks', to: '/talks', icon: 'talk' },
];

const SIDEBARS: Record<string, SidebarLink[]> = {
  hustler: [
    { label: 'Explore Co-founder Profiles', to: '/Findcofounder', icon: 'people' },
    { label: 'Explore Investor Profiles', to: '/FindInvestor', icon: 'briefcase' },
    { label: 'Find Intern Profiles', to: '/FindJobseeker', icon: 'user' },
    { label: 'Messages', to: '/messages', icon: 'message', badge: 'messages' },
    { label: 'Network', to: '/networking', icon: 'network' },
    { label: 'Notifications', to: '/Notification', icon: 'bell', badge: 'notifications' },
    { label: 'Profile', to: '/Profile', icon: 'user', withPicture: true },
  ],
  cofounder: [
    { label: 'Dashboard', to: '/dashboard', icon: 'home' },
    { label: 'Manage Startups', to: '/FindHustler', icon: 'rocket' },
    { label: 'Notifications', to: '/notifications', icon: 'bell', badge: 'notifications' },
    // The Co-founder has no Messages link: its unread messages show on Networking, whose page links to Messages.
    { label: 'Networking', to: '/networking', icon: 'network', badge: 'messages' },
    { label: 'Profile', to: '/Profile', icon: 'user', withPicture: true },
  ],
  investor: [
    { label: 'Dashboard', to: '/dashboard', icon: 'home' },
    { label: 'Explore Startups', to: '/FindHustler', icon: 'rocket' },
    { label: 'Messages', to: '/messages', icon: 'message', badge: 'messages' },
    { label: 'Networking', to: '/networking', icon: 'network' },
    { label: 'Notifications', to: '/Notification', icon: 'bell', badge: 'notifications' },
    { label: 'Profile', to: '/Iprofile', icon: 'user', withPicture: true },
  ],
  // DESIGN §3: the Job Seeker gets links to Profile, Messages and Notifications.
  jobseeker: [
    { label: 'Dashboard', to: '/dashboard', icon: 'home' },
    { label: 'Profile', to: '/Profile', icon: 'user', withPicture: true },
    { label: 'Messages', to: '/messages', icon: 'message', badge: 'messages' },
    { label: 'Network', to: '/networking', icon: 'network' },
    { label: 'Notifications', to: '/Notification', icon: 'bell', badge: 'notifications' },
  ],
};

/** Every role's startups directory (DESIGN §7.3), after the spec's links. */
const STARTUPS: SidebarLink = { label: 'Startups', to: '/startups', icon: 'rocket' };
/** Every role's job board (DESIGN §7.3: the sidebars gain Jobs), beside Startups. */
const JOBS: SidebarLink = { label: 'Jobs', to: '/jobs', icon: 'briefcase' };
/** Every role's own job applications (DESIGN §7.3: every role may apply), after Jobs. */
const APPLICATIONS: SidebarLink = { label: 'Applications', to: '/applications', icon: 'blog' };
/** Every role's last link, above 'Sign Out': the account's settings (DESIGN §6.2). */
const SETTINGS: SidebarLink = { label: 'Settings', to: '/settings', icon: 'settings' };

export function sidebarLinksFor(role: string | undefined): SidebarLink[] {
  return [...(SIDEBARS[role?.toLowerCase() ?? ''] ?? SIDEBARS.jobseeker!), STARTUPS, JOBS, APPLICATIONS, SETTINGS];
}

/**
 * Whether `link` leads to the page at `pathname`: the same path (any case), a page under it
 * (/dashboard for /dashboard/Hustler), or the page an alias link redirects to (/Iprofile for /Profile).
 */
export function isCurrentLink(link: Pick<SidebarLink, 'to'>, pathname: string): boolean {
  const here = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const target = (ALIAS_TARGETS[link.to as keyof typeof ALIAS_TARGETS] ?? link.to).toLowerCase();
  return here === target || here.startsWith(`${target}/`);
}
