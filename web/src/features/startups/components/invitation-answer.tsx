import type { Startup, StartupMember } from '../api/startups-api';
import { answerInvitation } from '../api/startup-team-api';
import { useStartupChange } from '../hooks/use-startup-change';

const FALLBACKS = { failed: 'Failed to answer the invitation', network: 'You are offline. Connect to answer the invitation.' };

/** What an invitee sees on the startup's page: the invitation, to accept or decline. */
export function InvitationAnswer({ startup, invitation }: { startup: Startup; invitation: StartupMember }) {
  const answer = useStartupChange(startup.slug, (action: 'accept' | 'decline') => answerInvitation(startup.slug, action), FALLBACKS);
  const busy = answer.isPending ? answer.variables : undefined;
  return (
    <section className="startup-invitation" aria-labelledby="startup-invitation-heading">
      <h2 id="startup-invitation-heading">You are invited to join {startup.name}</h2>
      <p>
        As {invitation.title}
        {invitation.role === 'admin' ? ', with admin rights' : ''}
      </p>
      <div className="startup-invitation-actions">
        <button type="button" className="button-primary" disabled={answer.isPending} onClick={() => answer.mutate('accept')}>
          {busy === 'accept' ? 'Accepting...' : 'Accept'}
        </button>
        <button type="button" disabled={answer.isPending} onClick={() => answer.mutate('decline')}>
          {busy === 'decline' ? 'Declining...' : 'Decline'}
        </button>
      </div>
      {answer.error && (
        <p className="form-error" role="alert">
          {answer.error}
        </p>
      )}
    </section>
  );
}
