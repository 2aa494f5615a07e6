import { DPIIT_PATTERN, HOLDING_STATUSES } from '@startupsetu/server-core/contract/verification-fields';
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LabelledInput } from '../../../components/labelled-input';
import { STATUS_WORDS } from '../../../entities/person/verification-words';
import { validateEmail } from '../../../entities/session/email-rules';
import { errorText } from '../../../lib/api-client';
import { serverFieldError, showErrorsAndFocus } from '../../../lib/form-errors';
import type { Verification } from '../../../types/api';
import { requestDpiitBadge, startupVerificationsKey, startupVerificationsOptions } from '../api/startup-verification-api';
import { VerificationCodeForm } from '../../../entities/verification/verification-code-form';
import type { Startup } from '../api/startups-api';

const FALLBACKS = { failed: 'Could not send. Please try again.', network: 'An error occurred. Please try again later.' };
const DPIIT = new RegExp(DPIIT_PATTERN);

type Field = 'dpiitNumber' | 'domainEmail' | 'code';
type Errors = Partial<Record<Field, string>>;

/** The server's refusal under its field (400 naming one), or as the form's alert. */
function useRefusal(error: unknown, fields: Field[]) {
  const refused = serverFieldError(error);
  const field = refused && fields.includes(refused.field as Field) ? (refused.field as Field) : undefined;
  return { field, message: refused?.message, alert: error && !field ? errorText(error, FALLBACKS) : null };
}

function AskForm({ startup }: { startup: Startup }) {
  const queryClient = useQueryClient();
  const [dpiitNumber, setDpiitNumber] = useState(startup.dpiitNumber ?? '');
  const [domainEmail, setDomainEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const mutation = useMutation({ mutationFn: requestDpiitBadge, onSuccess: () => queryClient.invalidateQueries({ queryKey: startupVerificationsKey }) });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {
      dpiitNumber: DPIIT.test(dpiitNumber.trim()) ? undefined : 'Enter the DPIIT recognition number, e.g. DIPP12345',
      domainEmail: validateEmail(domainEmail.trim()),
    };
    if (!showErrorsAndFocus(event.currentTarget, found, () => setErrors(found))) {
      mutation.mutate({ startup: startup.slug, dpiitNumber: dpiitNumber.trim(), domainEmail: domainEmail.trim() });
    }
  }

  const refusal = useRefusal(mutation.error, ['dpiitNumber', 'domainEmail']);
  const shown: Errors = refusal.field ? { ...errors, [refusal.field]: refusal.message } : errors;
  return (
    <form className="startup-dpiit-form" onSubmit={submit} noValidate aria-label="Ask for DPIIT recognition">
      <p className="startup-dpiit-hint">We email a code to an address at your website&apos;s domain; a moderator then checks the number.</p>
      {refusal.alert && (
        <p className="form-error" role="alert">
          {refusal.alert}
        </p>
      )}
      <LabelledInput name="dpiitNumber" label="DPIIT number" type="text" autoComplete="off" value={dpiitNumber} error={shown.dpiitNumber} onChange={setDpiitNumber} />
      <LabelledInput name="domainEmail" label="An address at the startup's domain" type="email" autoComplete="work email" value={domainEmail} error={shown.domainEmail} onChange={setDomainEmail} />
      <button type="submit" className="button-primary" disabled={mutation.isPending}>
        Send the code
      </button>
    </form>
  );
}

function CodeForm({ request }: { request: Verification }) {
  const queryClient = useQueryClient();
  return (
    <VerificationCodeForm
      request={request}
      label="Confirm the startup's address"
      hint={`We sent a code to ${request.evidence.domainEmail ?? "the startup's address"}.`}
      className="startup-dpiit-form"
      onConfirmed={() => queryClient.invalidateQueries({ queryKey: startupVerificationsKey })}
    />
  );
}

/** 'DPIIT recognition' on a startup's edit page (DESIGN §7.4): the request, its code, and where it stands. */
export function DpiitSection({ startup }: { startup: Startup }) {
  const requests = useQuery(startupVerificationsOptions(startup.slug));
  const latest = requests.data?.[0];
  const open = latest && HOLDING_STATUSES.includes(latest.status);

  return (
    <section className="startup-dpiit" aria-labelledby="dpiit-title">
      <h2 id="dpiit-title">DPIIT recognition</h2>
      {latest && (
        <p className="startup-dpiit-status" role="status">
          {latest.status === 'approved' ? "Recognised: the startup's page shows 'DPIIT-recognised'." : STATUS_WORDS[latest.status]}
          {latest.reason && <span> Moderator&apos;s reason: {latest.reason}</span>}
        </p>
      )}
      {requests.isError && (
        <p className="form-error" role="alert">
          {errorText(requests.error, { failed: 'Could not load the request.', network: FALLBACKS.network })}
        </p>
      )}
      {requests.isSuccess &&
        (latest?.status === 'code-sent' ? (
          <>
            <CodeForm request={latest} />
            <details className="startup-dpiit-new-code">
              <summary>Send a new code</summary>
              <AskForm startup={startup} />
            </details>
          </>
        ) : (
          !open && <AskForm startup={startup} />
        ))}
    </section>
  );
}
