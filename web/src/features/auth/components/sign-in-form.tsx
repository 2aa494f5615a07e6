import { Link, useNavigate } from '@tanstack/react-router';
import { WaitingMessage } from '../../../components/waiting-message';
import { logTokenCheck, signIn } from '../api/auth-api';
import { useCredentialsForm } from '../hooks/use-credentials-form';
import { AUTH_SCREENS } from '../auth-screens';
import { dashboardPathFor } from '../roles';
import { AuthCard } from './auth-card';
import { ContinueAs } from './continue-as';
import { CredentialFields } from './credential-fields';

/** `redirect` is the page a signed-out visitor was sent away from (DESIGN §3: return after sign-in). */
export function SignInForm({ redirect }: { redirect?: string }) {
  const navigate = useNavigate();
  const form = useCredentialsForm({
    toInput: (email, password) => ({ email, password }),
    send: signIn,
    fallbacks: { failed: 'Sign-in failed. Please try again.', network: 'An error occurred. Please try again later.' },
    onSuccess: async (reply) => {
      void logTokenCheck();
      const target = safeRedirect(redirect) ?? dashboardPathFor(reply.role);
      await navigate({ href: target });
    },
  });

  if (form.isSubmitting) return <WaitingMessage text="Signing you in, please wait..." />;

  return (
    <AuthCard
      screen={AUTH_SCREENS.signIn}
      failure={form.failure}
      onSubmit={form.submit}
      above={<ContinueAs redirect={safeRedirect(redirect)} />}
    >
      <CredentialFields form={form} passwordAutoComplete="current-password" />
      <p className="auth-forgot">
        <Link to="/forgot-password">Forgot password?</Link>
      </p>
      <button type="submit" className="button-primary">
        {AUTH_SCREENS.signIn.submit}
      </button>
      <p className="auth-switch">
        New to StartupSetu? <Link to="/signup">Sign Up</Link>
      </p>
    </AuthCard>
  );
}

/** A path of this app to return to, never another site. */
function safeRedirect(redirect: string | undefined): string | undefined {
  return redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : undefined;
}
