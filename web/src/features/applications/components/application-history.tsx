import { APPLICATION_STATUS_LABELS, REJECTION_REASON_LABELS } from '@startupsetu/server-core/contract/application-fields';
import { TimeAgo } from '../../../components/time-ago';
import type { Application } from '../api/applications-api';

/** Every status an application has had, oldest first, each with its time; a rejection with its reason and note. */
export function ApplicationHistory({ history }: { history: Application['history'] }) {
  return (
    <ol className="application-history" aria-label="History">
      {history.map((event, index) => (
        <li key={`${event.status}-${event.at}-${index}`}>
          <span className="application-history-status">{APPLICATION_STATUS_LABELS[event.status]}</span> <TimeAgo dateTime={event.at} />
          {event.reason && <p className="application-reason">Reason: {REJECTION_REASON_LABELS[event.reason]}</p>}
          {event.note && <p className="application-note">“{event.note}”</p>}
        </li>
      ))}
    </ol>
  );
}
