import { MAX_REPORT_COMMENT_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import { useId, useState, type FormEvent } from 'react';
import { DialogCloseButton } from '../../../components/dialog-close-button';
import { FieldError } from '../../../components/field-error';
import { useModalDialog } from '../../../components/use-modal-dialog';
import { ApiError, errorText } from '../../../lib/api-client';
import { describedField, showErrorsAndFocus } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { appealDecision } from '../api/notifications-api';

export const APPEAL_SENT = 'Your appeal was sent. Another moderator will review it within 15 days.';

const FALLBACKS = { failed: 'Could not send the appeal. Please try again.', network: 'You are offline. Connect to send the appeal.' };

interface Props {
  reportId: string;
  /** The appeal was made (now, or before: the server says it was appealed already). */
  onAppealed: () => void;
  /** Called once the dialog has closed, however it closed. */
  onClose: () => void;
}

/**
 * 'Appeal this decision' (DESIGN §7.4): why the moderator should look again, sent once; another
 * moderator than the one who decided reviews it. Shown while mounted.
 */
export function AppealDialog({ reportId, onAppealed, onClose }: Props) {
  const ref = useModalDialog(true);
  const titleId = useId();
  const reasonId = useId();
  const errorId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = reason.trim();
    const found = !text ? 'Say why we should look again' : text.length > MAX_REPORT_COMMENT_LENGTH ? `Keep it to ${MAX_REPORT_COMMENT_LENGTH} characters or fewer` : undefined;
    setFailure(null);
    if (showErrorsAndFocus(event.currentTarget, Boolean(found), () => setError(found))) return;
    setSending(true);
    try {
      await appealDecision(reportId, text);
      showToast(APPEAL_SENT, 'success');
      onAppealed();
      ref.current?.close();
    } catch (caught) {
      // Appealed before (on another device): the notice says so from now on.
      if (caught instanceof ApiError && caught.status === 409) onAppealed();
      setFailure(errorText(caught, FALLBACKS));
    } finally {
      setSending(false);
    }
  }

  return (
    <dialog ref={ref} className="dialog appeal-dialog" aria-labelledby={titleId} onClose={onClose} aria-busy={sending || undefined}>
      <h2 id={titleId}>Appeal this decision</h2>
      <p className="appeal-lead">You can appeal once. A moderator who did not make the decision reviews it and tells you the outcome here.</p>
      <form className="appeal-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="field">
          <label htmlFor={reasonId}>Why should we look again?</label>
          <textarea
            id={reasonId}
            rows={4}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
            {...describedField(error, { error: errorId })}
          />
          <FieldError id={errorId} error={error} />
        </div>
        {failure && (
          <p className="field-error" role="alert">
            {failure}
          </p>
        )}
        <div className="notification-actions">
          <button type="submit" className="button-primary" disabled={sending}>
            {sending ? 'Sending...' : 'Send appeal'}
          </button>
          <button type="button" onClick={() => ref.current?.close()}>
            Cancel
          </button>
        </div>
      </form>
      <DialogCloseButton />
    </dialog>
  );
}
