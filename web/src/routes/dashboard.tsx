import { useState } from 'react';
import { Link, useLocation } from '@tanstack/react-router';
import { DashboardFeed } from '../features/content/components/dashboard-feed';
import { loadedWhenOpened } from '../components/loaded-on-demand';
import { dashboardRoleOf, dashboardTitle, sharesPosts, showsFeed } from '../features/dashboard/dashboard-pages';

const PostDialog = loadedWhenOpened(() => import('../features/content/components/video-dialogs').then((module) => module.PostDialog));

/** The role dashboards: a video feed for Hustlers, Investors and Co-founders; the Job Seeker gets a welcome note. */
export function DashboardPage() {
  const role = useLocation({ select: (location) => dashboardRoleOf(location.pathname) });
  const [posting, setPosting] = useState(false);

  return (
    <main className="page">
      <h1>{dashboardTitle(role)}</h1>
      {sharesPosts(role) && (
        <>
          <div className="content-feed-actions">
            <button type="button" className="button-primary" onClick={() => setPosting(true)}>
              Share a Post
            </button>
          </div>
          <PostDialog open={posting} onClose={() => setPosting(false)} />
        </>
      )}
      {showsFeed(role) && <DashboardFeed />}
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
