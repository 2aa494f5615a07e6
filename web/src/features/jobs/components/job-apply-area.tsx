import { Link } from '@tanstack/react-router';
import { getSession } from '../../../lib/session';
import type { Job } from '../api/jobs-api';
import { SaveJobButton } from './save-job-button';

/**
 * Where a job is applied for (DESIGN §7.3). Signed out: 'Sign up to apply' while the job is open.
 * Signed in: for now only 'Save job'; applying (a note and a résumé PDF) is added here next.
 */
export function JobApplyArea({ job }: { job: Job }) {
  if (!getSession()) {
    if (job.status !== 'published') return null;
    return (
      <div className="job-apply-area">
        <Link to="/signup" className="button-primary job-apply-link">
          Sign up to apply
        </Link>
      </div>
    );
  }
  return (
    <div className="job-apply-area">
      <SaveJobButton job={job} />
    </div>
  );
}
