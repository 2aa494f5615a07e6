import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { currentUserQueryOptions } from '../../../entities/session/current-user';
import { getSession } from '../../../lib/session';
import { dashboardPathFor } from '../roles';

/**
 * DESIGN §6.1: `/signin` with a live session offers to carry on as that user (named by the
 * Username, else the email, of the cached or fetched current user) above the sign-in form.
 */
export function ContinueAs({ redirect }: { redirect?: string }) {
  const session = getSession();
  const navigate = useNavigate();
  const user = useQuery({ ...currentUserQueryOptions(), enabled: Boolean(session) });
  if (!session || !user.data) return null;
  const name = user.data.profiledetails.Username?.trim() || user.data.email || 'you';
  return (
    <div className="auth-continue">
      <button
        type="button"
        className="button-primary"
        onClick={() => void navigate({ href: redirect ?? dashboardPathFor(user.data.role || session.role) })}
      >
        Continue as {name}
      </button>
      <p className="auth-continue-or">or sign in with another account</p>
    </div>
  );
}
