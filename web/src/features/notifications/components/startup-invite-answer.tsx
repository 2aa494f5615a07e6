import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../../lib/api-client';
import { answerStartupInvitation } from '../api/notifications-api';
import type { Notification } from '../api/notification-types';
import { inviteAnsweredText } from '../notification-list';

const FALLBACKS = { failed: 'Failed to answer the invitation', network: 'You are offline. Connect to answer the invitation.' };

/**
 * Accept and Decline in place on a startup's invitation (DESIGN §7.3: the invitee accepts from the
 * notification) while it is pending; once answered (here, on the startup's page or on another
 * device) it says how. `status` is the invitation's state as the server read it with the
 * notification (null from a server that did not say: the buttons show, and answering again says
 * what the server says).
 */
export function StartupInviteAnswer({ slug, status }: { slug: string; status: Notification['requestStatus'] }) {
  const queryClient = useQueryClient();
  const answer = useMutation({
    mutationFn: (action: 'accept' | 'decline') => answerStartupInvitation(slug, action),
    // The startup's page and the lists of startups (the startups feature's keys, all under 'startups').
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['startups'] }),
  });

  const answered = answer.isSuccess ? (answer.variables === 'accept' ? 'Accepted' : 'Declined') : inviteAnsweredText(status);
  if (answered) {
    return (
      <p className="notification-answer" role="status">
        {answered}
      </p>
    );
  }
  const busy = answer.isPending ? answer.variables : undefined;
  return (
    <div className="notification-actions">
      <button type="button" className="button-primary" disabled={answer.isPending} onClick={() => answer.mutate('accept')}>
        {busy === 'accept' ? 'Accepting...' : 'Accept'}
      </button>
      <button type="button" disabled={answer.isPending} onClick={() => answer.mutate('decline')}>
        {busy === 'decline' ? 'Declining...' : 'Decline'}
      </button>
      {answer.isError && (
        <p className="form-error notification-answer" role="alert">
          {errorText(answer.error, FALLBACKS)}
        </p>
      )}
    </div>
  );
}
