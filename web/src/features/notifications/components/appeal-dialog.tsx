import { useState } from 'react';
import { APPEAL_REASON_LABEL, appealReasonProblem } from '../../../entities/report/appeal-reason';
import { ReasonDialog, ReasonField } from '../../../entities/report/reason-dialog';
import { ApiError, errorText } from '../../../lib/api-client';
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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  return (
    <ReasonDialog
      classes={{ dialog: 'appeal-dialog', form: 'appeal-form', actions: 'notification-actions' }}
      title="Appeal this decision"
      lead={<p className="appeal-lead">You can appeal once. A moderator who did not make the decision reviews it and tells you the outcome here.</p>}
      submitLabel="Send appeal"
      sendingLabel="Sending..."
      check={() => {
        const found = appealReasonProblem(reason.trim());
        return { found: Boolean(found), show: () => setError(found) };
      }}
      send={async () => {
        await appealDecision(reportId, reason.trim());
        showToast(APPEAL_SENT, 'success');
        onAppealed();
      }}
      failed={(caught) => {
        // Appealed before (on another device): the notice says so from now on.
        if (caught instanceof ApiError && caught.status === 409) onAppealed();
        return errorText(caught, FALLBACKS);
      }}
      onClose={onClose}
    >
      <ReasonField
        label={APPEAL_REASON_LABEL}
        rows={4}
        value={reason}
        onChange={(value) => {
          setReason(value);
          setError(undefined);
        }}
        error={error}
      />
    </ReasonDialog>
  );
}
