import { useState } from 'react';
import { Link, useLocation } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { DashboardFeed } from '../features/content/components/dashboard-feed';
import { PostDialog } from '../features/content/components/video-dialogs';
import { currentUserQueryOptions } from '../lib/current-user';

const TITLES: Record<string, string> = {
  hustler: 'Hustler Dashboard',
  investor: 'Investor Dashboard',
  cofounder: 'Co-founder Dashboard',
  jobseeker: 'Job Seeker Dashboard',
};

const FEED_ROLES = new Set(['hustler', 'investor', 'cofounder']);

/** The role dashboards: a video feed for Hustlers, Investors and Co-founders; the Job Seeker gets a welcome note. */
export function DashboardPage() {
  const role = useLocation({ select: (location) => location.pathname.split('/')[2]?.toLowerCase() ?? '' });
  const user = useQuery(currentUserQueryOptions());
  const [posting, setPosting] = useState(false);

  return (
    <main className="page">
      <h1>{TITLES[role] ?? 'Dashboard'}</h1>
      {/* The line is there before the user's email comes, so that the feed below does not jump. */}
      <p className="dashboard-signed-in">{user.data && `Signed in as ${user.data.email}`}</p>
      {role === 'hustler' && (
        <>
          <div className="content-feed-actions">
            <button type="button" className="button-primary" onClick={() => setPosting(true)}>
              Share a Post
            </button>
          </div>
          <PostDialog open={posting} onClose={() => setPosting(false)} />
        </>
      )}
      {FEED_ROLES.has(role) && <DashboardFeed />}
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
