import { CODE_LENGTH } from '@startupsetu/server-core/contract/verification-fields';
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { FieldError } from '../../components/field-error';
import { apiRequest, ApiError, errorText } from '../../lib/api-client';
import { describedField, serverFieldError, showErrorsAndFocus } from '../../lib/form-errors';
import type { Verification } from '../../types/api';

const CODE = new RegExp(`^\\d{${CODE_LENGTH}}$`);
const FALLBACKS = { failed: 'Could not confirm the code. Please try again.', network: 'An error occurred. Please try again later.' };

/** POST /api/verifications/:id/code: the code mailed for a request (a work email's, a startup's). */
async function confirmVerificationCode({ id, code }: { id: string; code: string }): Promise<Verification> {
  const path = `/api/verifications/${encodeURIComponent(id)}/code`;
  return (await apiRequest<{ success: boolean; verification: Verification }>(path, { method: 'POST', json: { code } })).verification;
}

interface Props {
  request: Verification;
  /** What the form is called: a heading of its own, or only its accessible name. */
  heading?: string;
  label: string;
  /** Says where the code went. */
  hint: string;
  className: string;
  /** The request moved on (its badge stands, or it waits for a moderator): re-read what shows it. */
  onConfirmed: () => unknown;
}

/**
 * The code mailed for a badge request (DESIGN §7.4), typed: a wrong or expired one is the field's
 * error (400); too many tries (429) and the rest are the form's.
 */
export function VerificationCodeForm({ request, heading, label, hint, className, onConfirmed }: Props) {
  const inputId = useId();
  const errorId = useId();
  const headingId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useMutation({ mutationFn: confirmVerificationCode, onSuccess: onConfirmed });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = CODE.test(code.trim()) ? undefined : `Enter the ${CODE_LENGTH}-digit code from the email`;
    if (!showErrorsAndFocus(event.currentTarget, Boolean(found), () => setError(found))) mutation.mutate({ id: request._id, code: code.trim() });
  }

  const refused = serverFieldError(mutation.error);
  const shown = refused ? refused.message : error;
  const failure = mutation.isError && !refused ? errorText(mutation.error, FALLBACKS) : null;
  const tooMany = mutation.error instanceof ApiError && mutation.error.status === 429;

  return (
    <form className={className} onSubmit={submit} noValidate {...(heading ? { 'aria-labelledby': headingId } : { 'aria-label': label })}>
      {heading && <h3 id={headingId}>{heading}</h3>}
      <p className="settings-hint">{hint}</p>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <div className="field">
        <label htmlFor={inputId}>Enter the code we emailed</label>
        <input
          id={inputId}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          {...describedField(shown, { error: errorId })}
        />
        <FieldError id={errorId} error={shown} />
      </div>
      <button type="submit" className="button-primary" disabled={mutation.isPending || tooMany}>
        Confirm
      </button>
    </form>
  );
}
