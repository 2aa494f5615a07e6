import { Link } from '@tanstack/react-router';
import { changeJobStatus, type JobLifecycleAction } from '../api/job-writes';
import type { Job } from '../api/jobs-api';
import { useJobChange } from '../hooks/use-job-change';
import { jobStatusText } from '../job-facts';

const FALLBACKS = { failed: 'Failed to change the job', network: 'You are offline. Connect to change the job.' };

const ACTIONS: Record<JobLifecycleAction, { label: string; busy: string }> = {
  publish: { label: 'Publish job', busy: 'Publishing...' },
  close: { label: 'Close job', busy: 'Closing...' },
  renew: { label: 'Renew job', busy: 'Renewing...' },
};

/** What each status may become: a draft is published; a published job closed or renewed; a closed one renewed. */
const ACTIONS_BY_STATUS: Record<Job['status'], JobLifecycleAction[]> = { draft: ['publish'], published: ['close', 'renew'], closed: ['renew'] };

/**
 * For the startup's own people: the job's status ('Published · Closes on 26 Dec 2026'); for its
 * admins (the only people the server lets change a job) what they can do with it; and for every
 * member the way to its applicants.
 */
export function JobAdminBar({ job }: { job: Job }) {
  const change = useJobChange((action: JobLifecycleAction) => changeJobStatus(job._id, action), FALLBACKS);
  const busy = change.isPending ? change.variables : undefined;
  const { isAdmin } = job.viewer;
  return (
    <section className="job-admin" aria-labelledby="job-admin-heading">
      <h2 id="job-admin-heading">Manage this job</h2>
      <p className="job-status">
        Status: <strong>{jobStatusText(job)}</strong>
      </p>
      <div className="job-admin-actions">
        {isAdmin &&
          ACTIONS_BY_STATUS[job.status].map((action) => (
            <button key={action} type="button" className={action === 'close' ? undefined : 'button-primary'} disabled={change.isPending} onClick={() => change.mutate(action)}>
              {busy === action ? ACTIONS[action].busy : ACTIONS[action].label}
            </button>
          ))}
        {isAdmin && (
          <Link to="/jobs/$jobId/edit" params={{ jobId: job._id }} className="job-edit-link">
            Edit job
          </Link>
        )}
        <Link to="/jobs/$jobId/applicants" params={{ jobId: job._id }} className="job-edit-link">
          View applicants
        </Link>
      </div>
      {change.error && (
        <p className="form-error" role="alert">
          {change.error}
        </p>
      )}
    </section>
  );
}
