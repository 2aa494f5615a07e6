import { Link, useLocation } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../lib/current-user';

const TITLES: Record<string, string> = {
  hustler: 'Hustler Dashboard',
  investor: 'Investor Dashboard',
  cofounder: 'Co-founder Dashboard',
  jobseeker: 'Job Seeker Dashboard',
};

/** The role dashboards: the video feed arrives with content publishing; the Job Seeker gets a welcome note. */
export function DashboardPage() {
  const role = useLocation({ select: (location) => location.pathname.split('/')[2]?.toLowerCase() ?? '' });
  const user = useQuery(currentUserQueryOptions());

  return (
    <main className="page">
      <h1>{TITLES[role] ?? 'Dashboard'}</h1>
      {user.data && <p>Signed in as {user.data.email}</p>}
      {role === 'jobseeker' && (
        <section aria-label="Welcome">
          <p>Welcome to StartupSetu! Job seeker features are not in this prototype yet; they are coming soon.</p>
          <ul>
            <li><Link to="/Profile">Profile</Link></li>
            <li><Link to="/messages">Messages</Link></li>
            <li><Link to="/Notification">Notifications</Link></li>
          </ul>
        </section>
      )}
    </main>
  );
}
