// Every route of the web app: the spec's route list and the router's newer pages, signed out for the
// public pages and signed in for the rest. The route sweep audits them; the screens script draws them.
import type { Member, Role } from './community-seed';

export interface RoutePage {
  /** As the table shows it. */
  label: string;
  path: string;
  /** Signed in as this member; signed out without. */
  as?: Role;
}

/** The pages anyone sees (the spec's, then the router's password pages). */
const SIGNED_OUT: RoutePage[] = ['/', '/signup', '/signin', '/AboutUs', '/Services', '/ContactUs', '/Termsandconditions', '/privacy-policy', '/forgot-password']
  .map((route) => ({ label: route, path: route }))
  .concat([{ label: '/reset-password?token=…', path: '/reset-password?token=bench-reset-token' }]);

/** The pages behind a session: each role's dashboard and form as that role, the rest as the Hustler (also a moderator). */
function signedIn(members: Record<Role, Member>): RoutePage[] {
  const own = (role: Role, route: string): RoutePage => ({ label: route, path: route, as: role });
  const hustler = (route: string, label = route): RoutePage => ({ label, path: route, as: 'Hustler' });
  return [
    own('Hustler', '/dashboard/Hustler'),
    own('Investor', '/dashboard/Investor'),
    own('Cofounder', '/dashboard/cofounder'),
    own('Jobseeker', '/dashboard/jobSeeker'),
    own('Hustler', '/HustlerForm'),
    own('Cofounder', '/CofunderForm'),
    own('Investor', '/InvestorForm'),
    own('Jobseeker', '/JobseekerForm'),
    ...['/videos', '/blogs', '/talks', '/Findcofounder', '/FindHustler', '/FindInvestor', '/FindJobseeker', '/Profile', '/Update_profile', '/Notification', '/messages'].map((route) => hustler(route)),
    hustler(`/messages?with=${members.Investor.id}`, '/messages?with=…'),
    hustler('/networking'),
    hustler(`/people/${members.Investor.id}`, '/people/$userId'),
    hustler(`/blogs/${members.Hustler.blogId}`, '/blogs/$blogId'),
    hustler('/search?q=Cold', '/search?q=…'),
    hustler('/settings'),
    hustler('/moderation', '/moderation (moderator)'),
  ];
}

/** Every page, the public ones first, for a seeded community (./community-seed.ts). */
export function everyRoute(members: Record<Role, Member>): RoutePage[] {
  return [...SIGNED_OUT, ...signedIn(members)];
}
