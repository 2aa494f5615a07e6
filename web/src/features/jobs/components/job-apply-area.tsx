import { APPLICATION_STATUS_LABELS } from '@startupsetu/server-core/contract/application-fields';
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { getSession } from '../../../lib/session';
import type { Job } from '../api/jobs-api';
import { ApplyForm } from './apply-form';
import { ReportJobButton } from './report-job-button';
import { SaveJobButton } from './save-job-button';
import '../job-apply.css';

/**
 * Where a job is applied for (DESIGN §7.3). Signed out: 'Sign up to apply' while the job is open.
 * Signed in: 'Apply' (an inline form) while it is open and not applied for, or how the application
 * stands; 'Save job'; and 'Report job'. The startup's own people apply for none of its jobs and
 * report none of them (the server refuses both).
 */
export function JobApplyArea({ job }: { job: Job }) {
  const [applying, setApplying] = useState(false);
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
  const { isMember, applicationStatus } = job.viewer;
  const canApply = !isMember && !applicationStatus && job.status === 'published';
  return (
    <>
      <div className="job-apply-area">
        {applicationStatus && <AppliedStatus status={applicationStatus} />}
        {canApply && !applying && (
          <button type="button" className="button-primary job-apply-button" onClick={() => setApplying(true)}>
            Apply
          </button>
        )}
        <SaveJobButton job={job} />
        {!isMember && <ReportJobButton jobId={job._id} />}
      </div>
      {canApply && applying && <ApplyForm job={job} onCancel={() => setApplying(false)} />}
    </>
  );
}

function AppliedStatus({ status }: { status: NonNullable<Job['viewer']['applicationStatus']> }) {
  // A status: said once the form that sent the application has gone.
  return (
    <p className="job-applied" role="status">
      <strong>{status === 'applied' ? 'Applied' : `Applied · ${APPLICATION_STATUS_LABELS[status]}`}</strong>{' '}
      <Link to="/applications">Your applications</Link>
    </p>
  );
}
