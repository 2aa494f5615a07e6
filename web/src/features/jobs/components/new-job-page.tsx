import { Link } from '@tanstack/react-router';
import { ApiError } from '../../../lib/api-client';
import { getSession } from '../../../lib/session';
import { teamRoleOf, type StartupTeam } from '../startup-team-role';
import { NewJobForm } from './new-job-form';
import '../jobs.css';

interface StartupRead {
  data?: StartupTeam;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** /startups/$slug/jobs/new: the job form for the startup's active admins; anyone else is told why not. */
export function NewJobPage({ slug, startup }: { slug: string; startup: StartupRead }) {
  let body;
  if (startup.data) {
    body = teamRoleOf(startup.data, getSession()?.userId).isAdmin ? (
      <NewJobForm slug={slug} startupName={startup.data.name} />
    ) : (
      <div className="job-refusal">
        <h1>Post a Job</h1>
        <p>Only the startup&apos;s admins can post its jobs.</p>
        <p>
          <Link to="/startups/$slug" params={{ slug }}>
            Back to {startup.data.name}
          </Link>
        </p>
      </div>
    );
  } else if (startup.isError) {
    const missing = startup.error instanceof ApiError && startup.error.status === 404;
    body = (
      <div className="job-failure" role="alert">
        <h1>{missing ? 'Startup not found' : 'Post a Job'}</h1>
        {missing ? (
          <p>
            <Link to="/startups">See every startup</Link>
          </p>
        ) : (
          <>
            <p>Failed to fetch the startup</p>
            <button type="button" onClick={() => void startup.refetch()}>
              Try again
            </button>
          </>
        )}
      </div>
    );
  } else {
    body = <p role="status">Loading...</p>;
  }
  return <main className="page jobs-page">{body}</main>;
}
