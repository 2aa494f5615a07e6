import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ApiError } from '../../../lib/api-client';
import { jobOptions } from '../api/jobs-api';
import { JobDetails } from './job-details';
import '../jobs.css';

/** /jobs/$jobId: the job, or why it cannot be shown. */
export function JobPage({ jobId }: { jobId: string }) {
  const job = useQuery(jobOptions(jobId));
  return <main className="page jobs-page">{job.data ? <JobDetails job={job.data} /> : <JobState query={job} />}</main>;
}

interface JobQuery {
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** A job's page while it loads, or when it failed: 'Job not found' for one that is not there (or not to be seen). */
export function JobState({ query }: { query: JobQuery }) {
  if (!query.isError) return <p role="status">Loading...</p>;
  const missing = query.error instanceof ApiError && query.error.status === 404;
  return (
    <div className="job-failure" role="alert">
      {missing ? (
        <>
          <h1>Job not found</h1>
          <p>
            <Link to="/jobs">See every open job</Link>
          </p>
        </>
      ) : (
        <>
          <h1>Job</h1>
          <p>Failed to fetch the job</p>
          <button type="button" onClick={() => void query.refetch()}>
            Try again
          </button>
        </>
      )}
    </div>
  );
}
