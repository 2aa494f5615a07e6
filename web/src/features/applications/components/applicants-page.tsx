import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from '@startupsetu/server-core/contract/application-fields';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { LoadMoreButton } from '../../../components/load-more-button';
import { SkeletonList } from '../../../components/skeleton-list';
import { ApiError } from '../../../lib/api-client';
import { applicationsOf, jobApplicationsOptions, type StatusFilter } from '../api/applications-api';
import { PipelineBoard } from './pipeline-board';
import '../applications.css';

/** The job as the page's heading names it, when its page has read it. */
export interface PipelineJob {
  title: string;
  startupName: string;
}

/**
 * /jobs/$jobId/applicants: a job's pipeline, for its startup's active members (DESIGN §7.3). Anyone
 * else is told there is no such job, as the server tells them.
 */
export function ApplicantsPage({ jobId, job }: { jobId: string; job?: PipelineJob }) {
  const filterId = useId();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const list = useInfiniteQuery(jobApplicationsOptions(jobId, filter));
  const applications = applicationsOf(list.data?.pages);

  if (list.error instanceof ApiError && list.error.status === 404) return <NotFound />;
  return (
    <main className="page applicants-page">
      <div className="applications-heading">
        <div>
          <h1>Applicants</h1>
          {job && (
            <p className="applicants-job">
              <Link to="/jobs/$jobId" params={{ jobId }}>
                {job.title}
              </Link>{' '}
              at {job.startupName}
            </p>
          )}
        </div>
        <div className="field applicants-filter">
          <label htmlFor={filterId}>Show</label>
          <select id={filterId} value={filter} onChange={(event) => setFilter(event.target.value as StatusFilter)}>
            <option value="all">Every status</option>
            {APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {APPLICATION_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {list.isPending ? (
        <SkeletonList shape="card" count={3} />
      ) : !applications ? (
        <div className="list-failure" role="alert">
          <p>Failed to fetch the applicants</p>
          <button type="button" onClick={() => void list.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <>
          {filter === 'all' && applications.length === 0 && <p className="list-message">No one has applied yet. Applications will show here as they come.</p>}
          <PipelineBoard applications={applications} filter={filter} />
          {list.isFetchNextPageError && (
            <p className="form-error" role="alert">
              Failed to fetch more applicants
            </p>
          )}
          {list.hasNextPage && (
            <div className="list-more">
              <LoadMoreButton list={list} />
            </div>
          )}
        </>
      )}
    </main>
  );
}

function NotFound() {
  return (
    <main className="page applicants-page">
      <div className="list-failure" role="alert">
        <h1>Job not found</h1>
        <p>Only the startup's team can see who applied for its jobs.</p>
        <p>
          <Link to="/jobs">See every open job</Link>
        </p>
      </div>
    </main>
  );
}
