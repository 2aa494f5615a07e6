import { useConnectionActions } from '../../../entities/connection/use-connection-actions';
import type { RequestStatus } from '../api/notification-types';
import { answeredText } from '../notification-list';

/**
 * Accept and Decline in place on a request's notification (DESIGN §6.1); once answered (here, on
 * the Network page or offline, waiting to be sent) it says how.
 */
export function RequestAnswer({ requestId, actorId, status }: { requestId: string; actorId: string; status: RequestStatus }) {
  const { view, busy, error, act } = useConnectionActions({
    _id: actorId,
    connection: status === 'pending' ? 'received' : status === 'accepted' ? 'connected' : 'none',
    requestId: status === 'pending' ? requestId : undefined,
  });

  const answered = answeredText(status, view);
  if (answered) {
    return (
      <p className="notification-answer" role="status">
        {answered}
      </p>
    );
  }
  return (
    <div className="notification-actions">
      <button type="button" className="button-primary" disabled={busy !== undefined} onClick={() => act('accept')}>
        {busy === 'accept' ? 'Accepting...' : 'Accept'}
      </button>
      <button type="button" disabled={busy !== undefined} onClick={() => act('decline')}>
        {busy === 'decline' ? 'Declining...' : 'Decline'}
      </button>
      {error && (
        <p className="form-error notification-answer" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
