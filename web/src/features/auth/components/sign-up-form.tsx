import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { WaitingMessage } from '../../../components/waiting-message';
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
  const form = useCredentialsForm({
    toInput: (email, password) => ({ email, password, role }),
    send: signUp,
    fallbacks: { failed: 'Signup failed', network: 'An error occurred. Please try again later.' },
    newPassword: true,
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
      <button type="submit" className="button-primary">
        {AUTH_SCREENS.signUp.submit}
      </button>
      <p className="auth-switch">
        Already have an account? <Link to="/signin">Sign In</Link>
      </p>
    </AuthCard>
  );
}
