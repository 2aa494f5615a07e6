import type { LinkProps } from '@tanstack/react-router';
import type { UnreadKind } from '../../lib/unread-counts';

export interface SidebarLink {
  label: string;
  to: NonNullable<LinkProps['to']>;
  /** The Profile entry shows the user's picture or 'No Pic' (spec §2). */
  withPicture?: boolean;
  /** Shows that count of unread messages or notifications beside the label. */
  badge?: UnreadKind;
}

// Spec §2 gives each role's sidebar; targets the route list lacks (/dashboard, /notifications,
// /Iprofile) are alias routes (DESIGN §3). /networking is the Network page (DESIGN §6.1), linked
// from every role's sidebar: the spec's 'Networking' entries, and 'Network' for the other two. /profile matches /Profile case-insensitively.
export const HUSTLER_CONTENTS: SidebarLink[] = [
  { label: 'Videos', to: '/videos' },
  { label: 'Blogs', to: '/blogs' },
  { label: 'Talks', to: '/talks' },
];

const SIDEBARS: Record<string, SidebarLink[]> = {
  hustler: [
    { label: 'Explore Co-founder Profiles', to: '/Findcofounder' },
    { label: 'Explore Investor Profiles', to: '/FindInvestor' },
    { label: 'Find Intern Profiles', to: '/FindJobseeker' },
    { label: 'Messages', to: '/messages', badge: 'messages' },
    { label: 'Network', to: '/networking' },
    { label: 'Notifications', to: '/Notification', badge: 'notifications' },
    { label: 'Profile', to: '/Profile', withPicture: true },
  ],
  cofounder: [
    { label: 'Dashboard', to: '/dashboard' },
    { label: 'Manage Startups', to: '/FindHustler' },
    { label: 'Notifications', to: '/notifications', badge: 'notifications' },
    // The Co-founder has no Messages link: its unread messages show on Networking, whose page links to Messages.
    { label: 'Networking', to: '/networking', badge: 'messages' },
    { label: 'Profile', to: '/Profile', withPicture: true },
  ],
  investor: [
    { label: 'Dashboard', to: '/dashboard' },
    { label: 'Explore Startups', to: '/FindHustler' },
    { label: 'Messages', to: '/messages', badge: 'messages' },
    { label: 'Networking', to: '/networking' },
    { label: 'Notifications', to: '/Notification', badge: 'notifications' },
    { label: 'Profile', to: '/Iprofile', withPicture: true },
  ],
  // DESIGN §3: the Job Seeker gets links to Profile, Messages and Notifications.
  jobseeker: [
    { label: 'Dashboard', to: '/dashboard' },
    { label: 'Profile', to: '/Profile', withPicture: true },
    { label: 'Messages', to: '/messages', badge: 'messages' },
    { label: 'Network', to: '/networking' },
    { label: 'Notifications', to: '/Notification', badge: 'notifications' },
  ],
};

/** Every role's last link, above 'Sign Out': the account's settings (DESIGN §6.2). */
const SETTINGS: SidebarLink = { label: 'Settings', to: '/settings' };

export function sidebarLinksFor(role: string | undefined): SidebarLink[] {
  return [...(SIDEBARS[role?.toLowerCase() ?? ''] ?? SIDEBARS.jobseeker!), SETTINGS];
}
