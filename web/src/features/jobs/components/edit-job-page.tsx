import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { jobOptions } from '../api/jobs-api';
import { EditJobForm } from './edit-job-form';
import { JobState } from './job-page';
import '../jobs.css';

/** /jobs/$jobId/edit: the edit form for the startup's admins (the only people the server lets change it); anyone else is told why not. */
export function EditJobPage({ jobId }: { jobId: string }) {
  const job = useQuery(jobOptions(jobId));
  let body;
  if (!job.data) body = <JobState query={job} />;
  else if (job.data.viewer.isAdmin) body = <EditJobForm job={job.data} />;
  else {
    body = (
      <div className="job-refusal">
        <h1>Edit Job</h1>
        <p>Only the startup&apos;s admins can edit its jobs.</p>
        <p>
          <Link to="/jobs/$jobId" params={{ jobId }}>
            Back to the job
          </Link>
        </p>
      </div>
    );
  }
  return <main className="page jobs-page">{body}</main>;
}
