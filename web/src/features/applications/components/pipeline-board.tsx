import { APPLICATION_STATUS_LABELS, PIPELINE_STATUSES, type ApplicationStatus } from '@startupsetu/server-core/contract/application-fields';
import type { Application, StatusFilter } from '../api/applications-api';
import { ApplicantCard } from './applicant-card';

/**
 * A job's applications by status: a column each on a wide screen, one section under another on a
 * phone (applications.css). Every pipeline status has its place, empty or not; withdrawn ones come
 * apart, after them, when there are any. `filter` shows one status alone.
 */
export function PipelineBoard({ applications, filter }: { applications: readonly Application[]; filter: StatusFilter }) {
  const statuses: readonly ApplicationStatus[] = filter === 'all' ? PIPELINE_STATUSES : [filter];
  const of = (status: ApplicationStatus) => applications.filter((application) => application.status === status);
  const withdrawn = filter === 'all' ? of('withdrawn') : [];
  return (
    <>
      <div className={filter === 'all' ? 'pipeline-board pipeline-columns' : 'pipeline-board'}>
        {statuses.map((status) => (
          <StatusColumn key={status} status={status} applications={of(status)} />
        ))}
      </div>
      {withdrawn.length > 0 && (
        <div className="pipeline-board pipeline-apart">
          <StatusColumn status="withdrawn" applications={withdrawn} />
        </div>
      )}
    </>
  );
}

function StatusColumn({ status, applications }: { status: ApplicationStatus; applications: readonly Application[] }) {
  const headingId = `pipeline-${status}`;
  return (
    <section className={`pipeline-column pipeline-column-${status}`} aria-labelledby={headingId}>
      <h2 id={headingId}>
        {APPLICATION_STATUS_LABELS[status]} <span className="pipeline-count">({applications.length})</span>
      </h2>
      {applications.length === 0 ? (
        <p className="pipeline-empty">No one here yet.</p>
      ) : (
        <ul className="pipeline-cards">
          {applications.map((application) => (
            <li key={application._id}>
              <ApplicantCard application={application} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
