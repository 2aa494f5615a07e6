import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { LabelledInput } from '../../../components/labelled-input';
import { ResendProofLink } from '../../../entities/email-proof/resend-proof-link';
import { currentUserQueryOptions } from '../../../entities/session/current-user';
import { validateEmail } from '../../../entities/session/email-rules';
import { ApiError, errorText } from '../../../lib/api-client';
import { showErrorsAndFocus } from '../../../lib/form-errors';
import { changeEmail } from '../api/email-api';

const FALLBACKS = { failed: 'Could not change the email. Please try again.', network: 'An error occurred. Please try again later.' };

interface Errors {
  newEmail?: string;
  password?: string;
}

/** The field a refusal names (400 a wrong password or the same address, 409 an address taken), with its message. */
function refusedField(error: unknown): { field: keyof Errors; message: string } | undefined {
  if (!(error instanceof ApiError) || !error.message) return undefined;
  const field = (error.body as { field?: unknown } | null)?.field;
  return field === 'newEmail' || field === 'password' ? { field, message: error.message } : undefined;
}

/**
 * The 'Email' section of /settings (DESIGN §7.4): the address, whether it is proven (another link
 * if not), and a change of address, which takes effect once the link mailed to the new one is opened.
 */
export function EmailSection() {
  const user = useQuery(currentUserQueryOptions()).data;
  return (
    <section className="settings-section" aria-labelledby="email-title">
      <h2 id="email-title">Email</h2>
      {user && (
        <div className="settings-email">
          <p className="settings-email-address">
            <strong>{user.email}</strong>{' '}
            <span className={user.emailVerified ? 'settings-email-proven' : 'settings-email-unproven'}>
              {user.emailVerified ? 'Confirmed' : 'Not confirmed yet'}
            </span>
          </p>
          {!user.emailVerified && <ResendProofLink label="Send the link again" />}
        </div>
      )}
      <ChangeEmailForm />
    </section>
  );
}

function ChangeEmailForm() {
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const mutation = useMutation({
    mutationFn: changeEmail,
    // Sent at once, offline too, so the form answers at once instead of waiting for the network.
    networkMode: 'always',
    onSuccess: () => {
      setNewEmail('');
      setPassword('');
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = { newEmail: validateEmail(newEmail), password: password ? undefined : 'Current password is required' };
    if (!showErrorsAndFocus(event.currentTarget, found, () => setErrors(found))) mutation.mutate({ newEmail: newEmail.trim(), password });
  }

  const underField = refusedField(mutation.error);
  const shown: Errors = underField ? { ...errors, [underField.field]: underField.message } : errors;
  const failure = mutation.isError && !underField ? errorText(mutation.error, FALLBACKS) : null;

  return (
    <form className="settings-email-form" onSubmit={submit} noValidate aria-labelledby="change-email-title">
      <h3 id="change-email-title">Change email</h3>
      <p className="settings-hint">Your email changes when you open the link we send to the new address.</p>
      {mutation.isSuccess && (
        <p className="form-success" role="status">
          {mutation.data.message}
        </p>
      )}
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <LabelledInput name="newEmail" label="New email" type="email" autoComplete="email" value={newEmail} error={shown.newEmail} onChange={setNewEmail} />
      <LabelledInput
        name="emailPassword"
        // Not 'Password': the 'Delete account' section's field is, on the same page.
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={password}
        error={shown.password}
        onChange={setPassword}
      />
      <button type="submit" className="button-primary" disabled={mutation.isPending}>
        Send confirmation link
      </button>
    </form>
  );
}
