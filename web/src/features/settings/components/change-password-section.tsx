import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { LabelledInput } from '../../../components/labelled-input';
import { errorText } from '../../../lib/api-client';
import { currentUserQueryOptions } from '../../../entities/session/current-user';
import { serverFieldError, showErrorsAndFocus } from '../../../lib/form-errors';
import { newPasswordProblem } from '../../../entities/session/password-rules';
import { changePassword } from '../api/password-api';

const FALLBACKS = { failed: 'Could not change the password. Please try again.', network: 'An error occurred. Please try again later.' };

interface Errors {
  currentPassword?: string;
  newPassword?: string;
}

/** The 'Change password' section of /settings (DESIGN §6.2): the other devices are signed out. */
export function ChangePasswordSection() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const email = useQuery({ ...currentUserQueryOptions(), enabled: false }).data?.email;
  const mutation = useMutation({
    mutationFn: changePassword,
    // Sent at once, offline too, so the form answers at once instead of waiting for the network.
    networkMode: 'always',
    onSuccess: () => {
      setCurrentPassword('');
      setNewPassword('');
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {};
    if (!currentPassword) found.currentPassword = 'Current password is required';
    const problem = newPassword ? newPasswordProblem(newPassword, email) : 'New password is required';
    if (problem) found.newPassword = problem;
    if (!showErrorsAndFocus(event.currentTarget, found, () => setErrors(found))) mutation.mutate({ currentPassword, newPassword });
  }

  const fieldError = serverFieldError(mutation.error);
  const underField = fieldError?.field === 'currentPassword' || fieldError?.field === 'newPassword' ? fieldError : undefined;
  const shown: Errors = underField ? { ...errors, [underField.field]: underField.message } : errors;
  const failure = mutation.isError && !underField ? errorText(mutation.error, FALLBACKS) : null;

  return (
    <section className="settings-section" aria-labelledby="change-password-title">
      <h2 id="change-password-title">Change password</h2>
      <p className="settings-hint">Every other device you are signed in on is signed out.</p>
      <form onSubmit={submit} noValidate aria-labelledby="change-password-title">
        {mutation.isSuccess && (
          <p className="form-success" role="status">
            {mutation.data.message || 'Password changed'}
          </p>
        )}
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        <LabelledInput
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          error={shown.currentPassword}
          onChange={setCurrentPassword}
        />
        <LabelledInput
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          value={newPassword}
          error={shown.newPassword}
          onChange={setNewPassword}
        />
        <button type="submit" className="button-primary" disabled={mutation.isPending}>
          Change Password
        </button>
      </form>
    </section>
  );
}
