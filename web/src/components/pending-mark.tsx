import './offline-status.css';

/** The mark beside something made offline that has not reached the server yet. */
export function PendingMark() {
  return (
    <span className="pending-mark" title="Waiting to sync">
      Pending
    </span>
  );
}
