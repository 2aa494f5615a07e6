import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { LabelledInput } from '../../../components/labelled-input';
import { DialogCloseButton } from '../../../components/dialog-close-button';
import { useModalDialog } from '../../../components/use-modal-dialog';
import { errorText } from '../../../lib/api-client';
import { serverFieldError, showErrorsAndFocus } from '../../../lib/form-errors';
import { accountDeleted } from '../../../entities/session/session-lifecycle';
import { deleteMyAccount } from '../api/account-api';

const FALLBACKS = { failed: 'Could not delete the account. Please try again.', network: 'An error occurred. Please try again later.' };

/** What deleting takes away, said before it happens (DESIGN §6.3). */
export const WHAT_GOES =
  'Your profile and picture, videos, blogs, talks, comments, likes, connections, requests and notifications are deleted, ' +
  'and every device is signed out. Messages you sent stay with the people you sent them to, shown as from ‘Deleted user’. ' +
  'This cannot be undone.';

/** The 'Delete account' section of /settings: the password, then a confirm step saying what goes. */
export function DeleteAccountSection() {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const dialogRef = useModalDialog(confirming);
  const mutation = useMutation({
    mutationFn: deleteMyAccount,
    networkMode: 'always',
    onSuccess: () => accountDeleted(),
    onError: () => setConfirming(false),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = password ? undefined : 'Password is required';
    showErrorsAndFocus(event.currentTarget, Boolean(problem), () => setError(problem));
    mutation.reset();
    if (!problem) setConfirming(true);
  }

  const fieldError = serverFieldError(mutation.error);
  const passwordError = fieldError?.field === 'password' ? fieldError.message : error;
  const failure = mutation.isError && fieldError?.field !== 'password' ? errorText(mutation.error, FALLBACKS) : null;

  return (
    <section className="settings-section" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">Delete account</h2>
      <p className="settings-hint">Deletes your account and everything of it. You can sign up again with the same email later.</p>
      <form onSubmit={submit} noValidate aria-labelledby="delete-account-title">
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        <LabelledInput
          name="deleteAccountPassword"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          error={passwordError}
          onChange={setPassword}
        />
        <button type="submit" className="settings-danger" disabled={mutation.isPending}>
          Delete Account
        </button>
      </form>
      <dialog
        ref={dialogRef}
        className="dialog settings-confirm"
        aria-labelledby="delete-account-confirm-title"
        aria-describedby="delete-account-confirm-text"
        onClose={() => setConfirming(false)}
      >
        <h3 id="delete-account-confirm-title">Delete your account?</h3>
        <p id="delete-account-confirm-text">{WHAT_GOES}</p>
        <div className="settings-confirm-actions">
          <button type="button" className="settings-danger" disabled={mutation.isPending} onClick={() => mutation.mutate(password)}>
            {mutation.isPending ? 'Deleting…' : 'Delete my account'}
          </button>
          <button type="button" disabled={mutation.isPending} onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </div>
        <DialogCloseButton disabled={mutation.isPending} />
      </dialog>
    </section>
  );
}
