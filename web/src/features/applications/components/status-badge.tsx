import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@startupsetu/server-core/contract/application-fields';

/** An application's status as a tag ('Shortlisted'), coloured by how it stands. */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return <span className={`application-status application-status-${status}`}>{APPLICATION_STATUS_LABELS[status]}</span>;
}
