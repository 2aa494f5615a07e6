import { useId } from 'react';
import { actionDisabled, actionLabel, connectFailureText, type CardAction } from '../card-action';
import { useCardAction } from '../hooks/use-card-action';

/** A card's 'Connect' or 'Ignite Investor' button, showing how its request went. */
export function CardActionButton({ action, userId }: { action: CardAction; userId: string }) {
  const { state, error, run } = useCardAction(action, userId);
  const noteId = useId();
  const note = action === 'Connect' && state === 'failed' ? connectFailureText(error) : null;

  return (
    <div className="profile-card-action">
      <button
        type="button"
        className={state === 'failed' ? 'button-primary profile-card-button failed' : 'button-primary profile-card-button'}
        disabled={actionDisabled(state)}
        aria-busy={state === 'busy'}
        aria-describedby={note ? noteId : undefined}
        onClick={run}
      >
        {actionLabel(action, state)}
      </button>
      <p id={noteId} className="profile-card-note" role="status">
        {note}
      </p>
    </div>
  );
}
