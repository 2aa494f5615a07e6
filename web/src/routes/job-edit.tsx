import { getRouteApi } from '@tanstack/react-router';
import { EditJobPage as EditJob } from '../features/jobs/components/edit-job-page';

const route = getRouteApi('/signed-in/jobs/$jobId/edit');

export function EditJobPage() {
  const { jobId } = route.useParams();
  return <EditJob key={jobId} jobId={jobId} />;
}
