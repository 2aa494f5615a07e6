import { FINAL_APPLICATION_STATUSES } from '@startupsetu/server-core/contract/application-fields';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { Application } from '../api/applications-api';
import { ApplicationHistory } from './application-history';
import { StatusBadge } from './status-badge';
import { WithdrawButton } from './withdraw-button';

/** One of the applicant's own applications: the job, its startup, where it stands, its history, and Withdraw while it can. */
export function ApplicationCard({ application }: { application: Application }) {
  const titleId = useId();
  const { job } = application;
  return (
    <article className="application-card" aria-labelledby={titleId}>
      <div className="application-card-head">
        <div>
          <h2 id={titleId} className="application-job">
            <Link to="/jobs/$jobId" params={{ jobId: job._id }}>
              {job.title}
            </Link>
          </h2>
          <p className="application-startup">
            <Link to="/startups/$slug" params={{ slug: job.startup.slug }}>
              {job.startup.name}
            </Link>
            {job.status === 'closed' && <span className="application-job-closed"> · This job is closed</span>}
          </p>
        </div>
        <StatusBadge status={application.status} />
      </div>
      <ApplicationHistory history={application.history} />
      {!FINAL_APPLICATION_STATUSES.includes(application.status) && <WithdrawButton application={application} />}
    </article>
  );
}
