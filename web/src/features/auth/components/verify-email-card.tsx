import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ResendProofLink } from '../../../entities/email-proof/resend-proof-link';
import { proveEmail } from '../../../entities/email-proof/email-proof-api';
import { currentUserKeys, currentUserQueryOptions } from '../../../entities/session/current-user';
import { restoreSavedReads } from '../../../lib/saved-reads';
import { errorText, NetworkError } from '../../../lib/api-client';
import { getSession } from '../../../lib/session';
import { AuthPage } from './auth-card';

const INVALID_LINK = 'This link is invalid or has expired. Ask for a new one.';
const FALLBACKS = { failed: 'Could not confirm your email. Please try again.', network: 'An error occurred. Please try again later.' };
const TITLE_ID = 'verify-email-title';

/** Where proving the mailed link stands: on its way, done (the server's words), or refused (why). */
export type ProofOutcome =
  | { state: 'proving' }
  | { state: 'proven'; message: string }
  | { state: 'failed'; message: string; retry?: () => void };

interface ViewProps {
  outcome: ProofOutcome;
  signedIn?: boolean;
}

/**
 * The page of `/verify-email`, as it stands. 'proving' draws nothing that needs the router or the
 * query cache: it is also the page's first screen, drawn before the app (routes/verify-email.tsx).
 */
export function VerifyEmailView({ outcome, signedIn = false }: ViewProps) {
  const title = outcome.state === 'proving' ? 'Confirm your email' : outcome.state === 'proven' ? 'Email confirmed' : 'Email not confirmed';
  return (
    <AuthPage>
      <section className="auth-card" aria-labelledby={TITLE_ID} aria-busy={outcome.state === 'proving'}>
        <h1 id={TITLE_ID}>{title}</h1>
        {outcome.state === 'proving' && (
          <p className="auth-lead" role="status">
            Confirming your email...
          </p>
        )}
        {outcome.state === 'proven' && (
          <>
            <p className="auth-lead" role="status">
              {outcome.message}
            </p>
            <p className="auth-switch">{signedIn ? <Link to="/dashboard">Go to your dashboard</Link> : <Link to="/signin">Sign In</Link>}</p>
          </>
        )}
        {outcome.state === 'failed' && (
          <>
            <p className="form-error" role="alert">
              {outcome.message}
            </p>
            {outcome.retry && (
              <button type="button" className="button-primary" onClick={outcome.retry}>
                Try again
              </button>
            )}
            {signedIn ? (
              <div className="verify-email-resend">
                <ResendProofLink label="Send a new link" className="button-primary" />
              </div>
            ) : (
              <p className="auth-switch">
                <Link to="/signin">Sign In</Link>
              </p>
            )}
          </>
        )}
      </section>
    </AuthPage>
  );
}

/**
 * `/verify-email?token=…`, opened from the mail (DESIGN §7.4), signed in or not: proves the address
 * once. A query keyed by the token, not retried, and never read again: React's StrictMode mounting
 * the page twice, or the page drawn again, sends the single-use token once.
 */
export function VerifyEmailCard({ token }: { token?: string }) {
  const queryClient = useQueryClient();
  const proof = useQuery({
    // Not a kind of read saved on the device (app/saved-read-keys.ts).
    queryKey: ['auth', 'email-proof', token ?? ''],
    queryFn: async () => {
      const reply = await proveEmail(token!);
      // The banners and /settings read whether the account is proven.
      await refreshCurrentUser(queryClient);
      return reply;
    },
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // Offline, it fails at once and says so rather than waiting unseen.
    networkMode: 'always',
  });

  const signedIn = Boolean(getSession());
  let outcome: ProofOutcome;
  if (!token) outcome = { state: 'failed', message: INVALID_LINK };
  else if (proof.isSuccess) outcome = { state: 'proven', message: proof.data.message || 'Your email is confirmed.' };
  else if (proof.isError)
    outcome = {
      state: 'failed',
      message: errorText(proof.error, FALLBACKS),
      // The token was not spent when the request never reached the server.
      retry: proof.error instanceof NetworkError ? () => void proof.refetch() : undefined,
    };
  else outcome = { state: 'proving' };
  return <VerifyEmailView outcome={outcome} signedIn={signedIn} />;
}

/**
 * Reads the signed-in user again after something changed it on the server (its email proven), the
 * copy saved on the device included: brought back first, so the next signed-in page does not show it.
 */
async function refreshCurrentUser(queryClient: QueryClient): Promise<void> {
  if (!getSession()) return;
  await restoreSavedReads(queryClient);
  // Failing, the copy is at least marked stale: the next page's read asks the server again.
  await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 }).catch(() => queryClient.invalidateQueries({ queryKey: currentUserKeys.all }));
}
