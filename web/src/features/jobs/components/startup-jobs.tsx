import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { getSession } from '../../../lib/session';
import { startupJobsOptions } from '../api/jobs-api';
import { teamRoleOf, type StartupTeam } from '../startup-team-role';
import { JobList } from './job-list';
import '../jobs.css';

const OPEN_TEXTS = { empty: 'No open jobs right now.', failure: { text: 'Failed to fetch the jobs' } };
const OWN_TEXTS = { empty: 'No jobs yet. Post one to find your next teammate.', failure: { text: 'Failed to fetch the jobs' } };

/**
 * Under a startup's page: its open jobs, or for its own people all of them (drafts and closed ones
 * too, each saying so), with 'Post a job' for its admins.
 */
export function StartupJobs({ slug, startup }: { slug: string; startup: StartupTeam }) {
  const list = useInfiniteQuery(startupJobsOptions(slug));
  const { isMember, isAdmin } = teamRoleOf(startup, getSession()?.userId);
  return (
    <section className="startup-jobs" aria-labelledby="startup-jobs-heading">
      <div className="jobs-heading">
        <h2 id="startup-jobs-heading">{isMember ? 'Jobs' : 'Open jobs'}</h2>
        {isAdmin && (
          <Link to="/startups/$slug/jobs/new" params={{ slug }} className="button-primary jobs-heading-action">
            Post a job
          </Link>
        )}
      </div>
      <JobList list={list} texts={isMember ? OWN_TEXTS : OPEN_TEXTS} headingLevel={3} />
    </section>
  );
}
