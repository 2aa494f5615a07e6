import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { FieldError } from '../../../components/field-error';
import { WaitingMessage } from '../../../components/waiting-message';
import { describedField } from '../../../lib/form-errors';
import { PRIVACY_NOTICE_VERSION } from '../../../entities/session/privacy-notice';
import { showToast } from '../../../lib/toast';
import { signUp } from '../api/auth-api';
import { AUTH_SCREENS } from '../auth-screens';
import { useCredentialsForm } from '../hooks/use-credentials-form';
import { ROLES, formPathFor, type Role } from '../roles';
import { AuthCard } from './auth-card';
import { CredentialFields } from './credential-fields';

export function SignUpForm() {
  const navigate = useNavigate();
  const [role, setRole] = useState<Role>('Hustler');
  const [consented, setConsented] = useState(false);
  const form = useCredentialsForm({
    // Sent only once the box is ticked (DESIGN §7.4): the server records the notice's version and the time.
    toInput: (email, password) => ({ email, password, role, consent: { adult: true, noticeVersion: PRIVACY_NOTICE_VERSION } as const }),
    send: signUp,
    fallbacks: { failed: 'Signup failed', network: 'An error occurred. Please try again later.' },
    newPassword: true,
    consented,
    onSuccess: async (reply) => {
      showToast('Signup successful!', 'success');
      await navigate({ href: formPathFor(reply.role ?? role) });
    },
  });

  if (form.isSubmitting) return <WaitingMessage text="Creating your account, please wait..." />;

  return (
    <AuthCard
      screen={AUTH_SCREENS.signUp}
      failure={form.failure}
      onSubmit={form.submit}
    >
      <CredentialFields form={form} passwordAutoComplete="new-password" />
      <div className="field">
        <label htmlFor="role">Role</label>
        <select id="role" name="role" value={role} onChange={(event) => setRole(event.target.value as Role)}>
          {ROLES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="auth-consent">
          <input
            type="checkbox"
            name="consent"
            checked={consented}
            onChange={(event) => setConsented(event.target.checked)}
            {...describedField(form.errors.consent, { error: 'consent-error' })}
          />
          <span>
            I am 18 or older and I agree to the <Link to="/privacy-policy">Privacy Policy</Link>
          </span>
        </label>
        <FieldError id="consent-error" error={form.errors.consent} />
      </div>
      <button type="submit" className="button-primary">
        {AUTH_SCREENS.signUp.submit}
      </button>
      <p className="auth-switch">
        Already have an account? <Link to="/signin">Sign In</Link>
      </p>
    </AuthCard>
  );
}
