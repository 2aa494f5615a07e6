import { useId } from 'react';
import { offersIgnite } from './connections';
import { getSession } from '../../lib/session';
import { useConnectionActions, type ConnectionStep } from './use-connection-actions';
import type { User } from '../../types/api';
import { MessageLink } from '../person/person-link';
import './connection-button.css';

const WAITING: Record<ConnectionStep, string> = {
  connect: 'Request pending',
  ignite: 'Ignite pending',
  accept: 'Accept pending',
  decline: 'Decline pending',
  withdraw: 'Withdraw pending',
  remove: 'Remove pending',
};

const BUSY: Partial<Record<ConnectionStep, string>> = {
  connect: 'Sending...',
  ignite: 'Igniting...',
  accept: 'Accepting...',
  decline: 'Declining...',
  withdraw: 'Withdrawing...',
  remove: 'Removing...',
};

interface Props {
  person: Pick<User, '_id' | 'role' | 'connection' | 'requestId'>;
  /** A profile's fuller set: Withdraw beside 'Request sent', Decline beside Accept. */
  full?: boolean;
  className?: string;
}

/**
 * The one button (or pair) for a person, from where the viewer stands with them (DESIGN §6.1):
 * Connect — or 'Ignite Investor' for a Hustler viewing an Investor — / Request sent (Withdraw) /
 * Accept (Decline) / Message. Steps made offline read '… pending' until the outbox sends them.
 */
export function ConnectionButton({ person, full = false, className = 'profile-card-action' }: Props) {
  const { view, busy, error, act } = useConnectionActions(person);
  const noteId = useId();
  const session = getSession();
  if (!session || session.userId === person._id) return null;

  const button = (step: ConnectionStep, label: string, primary = true) => (
    <button
      type="button"
      className={primary ? 'button-primary connection-button' : 'connection-button'}
      disabled={busy !== undefined}
      aria-busy={busy === step}
      aria-describedby={error ? noteId : undefined}
      onClick={() => act(step)}
    >
      {busy === step ? BUSY[step] : label}
    </button>
  );

  let buttons;
  if (view.waiting) {
    buttons = (
      <button type="button" className="button-primary connection-button" disabled>
        {WAITING[view.waiting]}
      </button>
    );
  } else if (view.connection === 'connected') {
    buttons = (
      <MessageLink userId={person._id} className="button-primary connection-button" />
    );
  } else if (view.connection === 'sent') {
    buttons = (
      <>
        <button type="button" className="button-primary connection-button" disabled>
          Request sent
        </button>
        {full && view.requestId && button('withdraw', 'Withdraw', false)}
      </>
    );
  } else if (view.connection === 'received' && view.requestId) {
    buttons = (
      <>
        {button('accept', 'Accept')}
        {full && button('decline', 'Decline', false)}
      </>
    );
  } else if (offersIgnite(session.role, person.role)) {
    buttons = button('ignite', 'Ignite Investor');
  } else {
    buttons = button('connect', 'Connect');
  }

  return (
    <div className={className}>
      <div className="connection-buttons">{buttons}</div>
      <p id={noteId} className="connection-note" role="status">
        {error}
      </p>
    </div>
  );
}
