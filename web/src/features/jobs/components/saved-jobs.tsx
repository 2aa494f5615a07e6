import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { savedJobsOptions } from '../api/jobs-api';
import { JobList } from './job-list';
import '../jobs.css';

const TEXTS = { empty: 'You have not saved any jobs yet. Save one from its page to find it here.', failure: { text: 'Failed to fetch your saved jobs' } };

/** /jobs/saved: the jobs the signed-in user saved, newest saved first (closed ones say so). */
export function SavedJobs() {
  const list = useInfiniteQuery(savedJobsOptions());
  return (
    <main className="page jobs-page">
      <div className="jobs-heading">
        <h1>Saved Jobs</h1>
        <Link to="/jobs">All jobs</Link>
      </div>
      <JobList list={list} texts={TEXTS} />
    </main>
  );
}
