import { CODE_LENGTH, domainOf, FREE_MAIL_DOMAINS } from '@startupsetu/server-core/contract/verification-fields';
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LabelledInput } from '../../../components/labelled-input';
import { currentUserKeys } from '../../../entities/session/current-user';
import { validateEmail } from '../../../entities/session/email-rules';
import { errorText } from '../../../lib/api-client';
import { serverFieldError, showErrorsAndFocus } from '../../../lib/form-errors';
import type { Verification } from '../../../types/api';
import { myVerificationsKey, requestWorkEmailBadge } from '../api/verification-api';
import { VerificationCodeForm } from '../../../entities/verification/verification-code-form';

const FALLBACKS = { failed: 'Could not send. Please try again.', network: 'An error occurred. Please try again later.' };

function checkWorkEmail(email: string): string | undefined {
  const wrong = validateEmail(email);
  if (wrong) return wrong;
  return FREE_MAIL_DOMAINS.has(domainOf(email)) ? 'Use your work address: anyone can have an address at a free mail service' : undefined;
}

function WorkEmailForm() {
  const queryClient = useQueryClient();
  const [workEmail, setWorkEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useMutation({
    mutationFn: requestWorkEmailBadge,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myVerificationsKey }),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkWorkEmail(workEmail.trim());
    if (!showErrorsAndFocus(event.currentTarget, Boolean(found), () => setError(found))) mutation.mutate(workEmail.trim());
  }

  const refused = serverFieldError(mutation.error);
  const shown = refused?.field === 'workEmail' ? refused.message : error;
  const failure = mutation.isError && refused?.field !== 'workEmail' ? errorText(mutation.error, FALLBACKS) : null;

  return (
    <form className="settings-verify-form" onSubmit={submit} noValidate aria-labelledby="verify-work-email-title">
      <h3 id="verify-work-email-title">Verify your work email</h3>
      <p className="settings-hint">We email a code to an address at your workplace; your badge then names its domain.</p>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <LabelledInput name="workEmail" label="Work email" type="email" autoComplete="work email" value={workEmail} error={shown} onChange={setWorkEmail} />
      <button type="submit" className="button-primary" disabled={mutation.isPending}>
        Send the code
      </button>
    </form>
  );
}

/** The code mailed for `request`: typed, a work email's badge stands at once. */
function CodeForm({ request }: { request: Verification }) {
  const queryClient = useQueryClient();
  return (
    <VerificationCodeForm
      request={request}
      heading="Verify your work email"
      label="Verify your work email"
      hint={`We sent a ${CODE_LENGTH}-digit code to ${request.evidence.workEmail ?? 'your work address'}. It works for 30 minutes.`}
      className="settings-verify-form"
      onConfirmed={async () => {
        await queryClient.invalidateQueries({ queryKey: myVerificationsKey });
        void queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
      }}
    />
  );
}

/** A work email: its address first, then the code mailed to it; nothing while a badge stands. */
export function WorkEmailVerification({ request }: { request: Verification | undefined }) {
  if (!request) return <WorkEmailForm />;
  if (request.status !== 'code-sent') return null;
  // A code lost, expired or mistyped too often: a new request sends another (the server replaces the waiting one).
  return (
    <>
      <CodeForm request={request} />
      <details className="settings-new-code">
        <summary>Send a new code</summary>
        <WorkEmailForm />
      </details>
    </>
  );
}
