import { MAX_REPORT_COMMENT_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import type { Appeal } from '@startupsetu/server-core/contract/reply-types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { APPEAL_REASON_LABEL, appealReasonProblem } from '../../../entities/report/appeal-reason';
import { ReasonField } from '../../../entities/report/reason-dialog';
import { ApiError, errorText } from '../../../lib/api-client';
import { AuthPage } from './auth-card';
import { appealSuspension, suspensionAppealKeys, suspensionAppealOptions } from '../api/suspension-appeal-api';

const TITLE_ID = 'appeal-title';
export const APPEAL_SENT = 'Your appeal was sent. A moderator who did not make the decision will review it within 15 days, and we will email you the outcome.';
export const APPEAL_UPHELD = 'Your appeal was reviewed and the suspension stands. You may write to our Grievance Officer.';
const NO_TOKEN = 'This appeal link is not valid: open the link from the email again';
const FALLBACKS = { failed: 'Could not send the appeal. Please try again.', network: 'You are offline. Connect to send the appeal.' };

/** Where an appeal stands, in words for the person who made it. */
const appealText = (appeal: Appeal) => (appeal.status === 'upheld' ? APPEAL_UPHELD : APPEAL_SENT);

/** The page's frame: its heading, and what is known of the decision and its appeal. */
export function SuspensionAppealView({ children, busy = false }: { children: React.ReactNode; busy?: boolean }) {
  return (
    <AuthPage>
      <section className="auth-card" aria-labelledby={TITLE_ID} aria-busy={busy}>
        <h1 id={TITLE_ID}>Appeal a Decision</h1>
        {children}
      </section>
    </AuthPage>
  );
}

const OPENING = (
  <p className="auth-lead" role="status">
    Opening your appeal...
  </p>
);

/** While the link's decision is read: also the page's first screen, drawn before the app (routes/appeal.tsx). */
export function SuspensionAppealPending() {
  return <SuspensionAppealView busy>{OPENING}</SuspensionAppealView>;
}

/**
 * `/appeal?token=…`, opened from the mail telling a person of their suspension (DESIGN §7.4): they
 * cannot sign in, so the link's token says who they are. The decision and why, then one appeal; a
 * link whose decision has changed or expired says so, and points to the Grievance Officer.
 */
export function SuspensionAppealCard({ token }: { token?: string }) {
  const decision = useQuery({ ...suspensionAppealOptions(token ?? ''), enabled: Boolean(token) });
  const refused = !token || decision.isError;
  return (
    <SuspensionAppealView busy={!refused && !decision.data}>
      {refused ? (
        <>
          <p className="form-error" role="alert">
            {token ? errorText(decision.error, { failed: NO_TOKEN, network: FALLBACKS.network }) : NO_TOKEN}
          </p>
          <p className="auth-switch">
            <Link to="/grievance">Grievance Officer</Link>
          </p>
        </>
      ) : !decision.data ? (
        OPENING
      ) : (
        <>
          <p className="auth-lead">{decision.data.decision}</p>
          {decision.data.appeal ? (
            <p className="form-success" role="status">
              {appealText(decision.data.appeal)}
            </p>
          ) : (
            <AppealForm token={token} />
          )}
        </>
      )}
    </SuspensionAppealView>
  );
}

function AppealForm({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    const problem = appealReasonProblem(text);
    setFieldError(problem);
    if (problem) return;
    setSending(true);
    setFormError(undefined);
    try {
      const { appeal } = await appealSuspension(token, text);
      queryClient.setQueryData(suspensionAppealKeys.decision(token), (shown) => shown && { ...shown, appeal });
    } catch (caught) {
      // Appealed before (another device, another tab): the page says where it stands.
      if (caught instanceof ApiError && caught.status === 409) await queryClient.invalidateQueries({ queryKey: suspensionAppealKeys.decision(token) });
      else setFormError(errorText(caught, FALLBACKS));
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <p>You can appeal once. A moderator who did not make the decision reviews it within 15 days and emails you the outcome.</p>
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <ReasonField
        label={APPEAL_REASON_LABEL}
        rows={5}
        value={reason}
        onChange={(value) => {
          setReason(value);
          setFieldError(undefined);
        }}
        error={fieldError}
        countTo={MAX_REPORT_COMMENT_LENGTH}
      />
      <button type="submit" className="button-primary" disabled={sending}>
        {sending ? 'Sending...' : 'Send appeal'}
      </button>
    </form>
  );
}
