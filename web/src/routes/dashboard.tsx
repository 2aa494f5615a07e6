import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../lib/current-user';
import { clearSession } from '../lib/session';

const TITLES: Record<string, string> = {
  hustler: 'Hustler Dashboard',
  investor: 'Investor Dashboard',
  cofounder: 'Co-founder Dashboard',
  jobseeker: 'Job Seeker Dashboard',
};

/** The role dashboards. Their feeds and sidebars come with the content issue. */
export function DashboardPage() {
  const role = useLocation({ select: (location) => location.pathname.split('/')[2]?.toLowerCase() ?? '' });
  const user = useQuery(currentUserQueryOptions());
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  function signOut() {
    clearSession();
    queryClient.clear();
    void navigate({ to: '/signin' });
  }

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
      <button type="button" onClick={signOut}>
        Sign Out
      </button>
    </main>
  );
}
