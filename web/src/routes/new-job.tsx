import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { NewJobPage as NewJob } from '../features/jobs/components/new-job-page';
import { startupOptions } from '../features/startups/api/startups-api';

const route = getRouteApi('/signed-in/startups/$slug/jobs/new');

/** A startup's new job: the startup (its name, who its admins are) from the startups feature, the form from the jobs feature. */
export function NewJobPage() {
  const { slug } = route.useParams();
  const startup = useQuery(startupOptions(slug));
  return <NewJob key={slug} slug={slug} startup={startup} />;
}
