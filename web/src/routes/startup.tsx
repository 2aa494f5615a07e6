import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { StartupJobs } from '../features/jobs/components/startup-jobs';
import { startupOptions } from '../features/startups/api/startups-api';
import { StartupPage as Startup } from '../features/startups/components/startup-page';

const route = getRouteApi('/open/startups/$slug');

/** A startup's page, and under it its jobs once the startup is there (the jobs list tells its admins from the team). */
export function StartupPage() {
  const { slug } = route.useParams();
  const startup = useQuery(startupOptions(slug));
  return (
    <>
      <Startup key={slug} slug={slug} />
      {startup.data && <StartupJobs key={slug} slug={slug} startup={startup.data} />}
    </>
  );
}
