import { getRouteApi } from '@tanstack/react-router';
import { JobPage as Job } from '../features/jobs/components/job-page';

const route = getRouteApi('/open/jobs/$jobId');

export function JobPage() {
  const { jobId } = route.useParams();
  return <Job key={jobId} jobId={jobId} />;
}
