import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ApplicantsPage } from '../features/applications/components/applicants-page';
import { jobOptions } from '../features/jobs/api/jobs-api';

const route = getRouteApi('/signed-in/jobs/$jobId/applicants');

/** A job's pipeline, headed by the job (the jobs feature's read) once it is there. */
export function JobApplicantsPage() {
  const { jobId } = route.useParams();
  const job = useQuery(jobOptions(jobId));
  const named = job.data ? { title: job.data.title, startupName: job.data.startup.name } : undefined;
  return <ApplicantsPage key={jobId} jobId={jobId} job={named} />;
}
