import { useState } from 'react';
import { useLocation } from '@tanstack/react-router';
import { DashboardFeed } from '../features/content/components/dashboard-feed';
import { loadedOnDemand, loadedWhenOpened } from '../components/loaded-on-demand';
import { SkeletonList } from '../components/skeleton-list';
import { dashboardRoleOf, dashboardTitle, sharesPosts, showsFeed } from '../features/dashboard/dashboard-pages';
import { useMediaQuery } from '../lib/use-media-query';

// Only wide screens show the rail, so its code comes only where it shows: not in what every page loads.
const DashboardRail = loadedOnDemand(() => import('./dashboard-rail').then((module) => module.DashboardRail));
// Only the Job Seeker's dashboard shows their home: its code (the jobs feature's) loads for them alone,
// its placeholders standing in meanwhile (its reads are the route loader's, already in).
const JobseekerHome = loadedOnDemand(
  () => import('../features/jobs/components/jobseeker-home').then((module) => module.JobseekerHome),
  <SkeletonList shape="card" count={4} />,
);
const PostDialog = loadedWhenOpened(() => import('../features/content/components/video-dialogs').then((module) => module.PostDialog));

const WIDE_SCREEN = '(min-width: 1200px)';

/** The role dashboards: a video feed for Hustlers, Investors and Co-founders; the Job Seeker gets their home (jobs for them, applications, saved jobs, alerts). */
export function DashboardPage() {
  const role = useLocation({ select: (location) => dashboardRoleOf(location.pathname) });
  const [posting, setPosting] = useState(false);
  // The rail's cards are read and drawn only where the screen has room for them.
  const wide = useMediaQuery(WIDE_SCREEN);

  return (
    <main className="page dashboard-page">
      <div className="dashboard-main">
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
        {role === 'jobseeker' && <JobseekerHome />}
      </div>
      {wide && <DashboardRail />}
    </main>
  );
}
