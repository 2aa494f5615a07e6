import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LabelledInput } from '../../../components/labelled-input';
import { errorText } from '../../../lib/api-client';
import { serverFieldError, showErrorsAndFocus } from '../../../lib/form-errors';
import { requestPasswordReset } from '../api/auth-api';
import { AUTH_SCREENS } from '../auth-screens';
import { validateEmail } from '../../../entities/session/email-rules';
import { AuthCard } from './auth-card';

const FALLBACKS = { failed: 'Could not send the link. Please try again.', network: 'An error occurred. Please try again later.' };

/** `/forgot-password`: asks for the email to send a reset link to; the reply is the same for any email. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useMutation({ mutationFn: requestPasswordReset, meta: { session: false }, networkMode: 'always' });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateEmail(email);
    showErrorsAndFocus(event.currentTarget, Boolean(problem), () => setError(problem));
    if (!problem) mutation.mutate(email.trim());
  }

  const fieldError = serverFieldError(mutation.error);
  const failure = mutation.isError && !fieldError ? errorText(mutation.error, FALLBACKS) : null;

  return (
    <AuthCard
      screen={AUTH_SCREENS.forgotPassword}
      failure={failure}
      onSubmit={submit}
    >
      {mutation.isSuccess ? (
        <p className="form-success" role="status">
          {mutation.data.message}
        </p>
      ) : (
        <>
          <LabelledInput name="email" label="Email" type="email" autoComplete="email" value={email} error={error ?? fieldError?.message} onChange={setEmail} />
          <button type="submit" className="button-primary" disabled={mutation.isPending}>
            {AUTH_SCREENS.forgotPassword.submit}
          </button>
        </>
      )}
      <p className="auth-switch">
        Remembered it? <Link to="/signin">Sign In</Link>
      </p>
    </AuthCard>
  );
}
