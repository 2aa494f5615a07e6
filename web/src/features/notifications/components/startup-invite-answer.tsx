import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../../lib/api-client';
import { answerStartupInvitation } from '../api/notifications-api';

const FALLBACKS = { failed: 'Failed to answer the invitation', network: 'You are offline. Connect to answer the invitation.' };

/**
 * Accept and Decline in place on a startup's invitation (DESIGN §7.3: the invitee accepts from the
 * notification). The notification does not know whether it was answered elsewhere: answering again
 * says what the server says (accepting twice changes nothing).
 */
export function StartupInviteAnswer({ slug }: { slug: string }) {
  const queryClient = useQueryClient();
  const answer = useMutation({
    mutationFn: (action: 'accept' | 'decline') => answerStartupInvitation(slug, action),
    // The startup's page and the lists of startups (the startups feature's keys, all under 'startups').
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['startups'] }),
  });

  if (answer.isSuccess) {
    return (
      <p className="notification-answer" role="status">
        {answer.variables === 'accept' ? 'Accepted' : 'Declined'}
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
