import { useOutboxEntries } from '../lib/outbox-snapshot';
import { useOnline } from '../lib/online-status';
import './offline-status.css';

export function pendingChangesText(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'} waiting to sync`;
}

/**
 * The signed-in pages' offline notice and the count of writes waiting in the outbox. Both live
 * regions stay in the page (empty when there is nothing to say) so screen readers announce changes.
 */
export function OfflineStatus() {
  const online = useOnline();
  const pending = useOutboxEntries().length;
  return (
    <div className="offline-status">
      <p className="offline-banner" role="status">
        {online ? '' : 'You are offline. Showing saved content.'}
      </p>
      <p className="pending-banner" role="status">
        {pending > 0 ? pendingChangesText(pending) : ''}
      </p>
    </div>
  );
}
