import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { LabelledInput } from '../../../components/labelled-input';
import { errorText } from '../../../lib/api-client';
import { serverFieldError, showErrorsAndFocus } from '../../../lib/form-errors';
import { newPasswordProblem } from '../../../entities/session/password-rules';
import { showToast } from '../../../lib/toast';
import { resetPassword } from '../api/auth-api';
import { AUTH_SCREENS } from '../auth-screens';
import { AuthCard } from './auth-card';

const INVALID_LINK = 'This reset link is invalid or has expired. Ask for a new one.';
const FALLBACKS = { failed: 'Could not reset the password. Please try again.', network: 'An error occurred. Please try again later.' };

/** `/reset-password?token=…`, opened from the reset mail: sets a new password, then on to sign in. */
export function ResetPasswordForm({ token }: { token?: string }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useMutation({
    mutationFn: resetPassword,
    meta: { session: false },
    networkMode: 'always',
    onSuccess: async (reply) => {
      showToast(reply.message, 'success');
      await navigate({ to: '/signin' });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = password ? newPasswordProblem(password) : 'Password is required';
    showErrorsAndFocus(event.currentTarget, Boolean(problem), () => setError(problem));
    if (!problem && token) mutation.mutate({ token, password });
  }

  const fieldError = serverFieldError(mutation.error);
  const badLink = !token || fieldError?.field === 'token';
  const failure = !token ? INVALID_LINK : mutation.isError && fieldError?.field !== 'password' ? errorText(mutation.error, FALLBACKS) : null;

  return (
    <AuthCard screen={AUTH_SCREENS.resetPassword} failure={failure} onSubmit={submit}>
      <LabelledInput
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        error={error ?? (fieldError?.field === 'password' ? fieldError.message : undefined)}
        onChange={setPassword}
      />
      <button type="submit" className="button-primary" disabled={mutation.isPending || !token}>
        {AUTH_SCREENS.resetPassword.submit}
      </button>
      <p className="auth-switch">
        {badLink ? <Link to="/forgot-password">Ask for a new link</Link> : <Link to="/signin">Sign In</Link>}
      </p>
    </AuthCard>
  );
}
