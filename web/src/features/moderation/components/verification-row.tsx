import { useId, useState } from 'react';
import type { VerificationAction } from '@startupsetu/server-core/contract/verification-fields';
import { FieldError } from '../../../components/field-error';
import { roleName } from '../../../entities/person/person-fields';
import { basisWords, evidenceLines, KIND_NAMES } from '../../../entities/person/verification-words';
import { VerificationDocumentButton } from '../../../entities/verification/verification-document';
import { ApiError } from '../../../lib/api-client';
import { describedField } from '../../../lib/form-errors';
import type { Verification } from '../../../types/api';
import { decideVerification } from '../api/verification-queue-api';
import { displayText } from '../evidence';

type Decision = Exclude<VerificationAction, 'revoke'>;

const DONE: Record<Decision, string> = {
  approve: 'Approved: the badge shows on their profile.',
  reject: 'Rejected: they are told your reason.',
  more: 'Asked for more: they are told what you need.',
};

const DECISIONS: Array<{ action: Decision; label: string }> = [
  { action: 'approve', label: 'Approve' },
  { action: 'more', label: 'Ask for more' },
  { action: 'reject', label: 'Reject' },
];

interface Props {
  request: Verification;
  /** Decided (here, or meanwhile elsewhere): the row leaves the list. */
  onDecided: (request: Verification, done: string, tone?: 'success' | 'info') => void;
}

/** One request for a badge: who asks, what they offer as proof (its page as a link), when, and the decision. */
export function VerificationRow({ request, onDecided }: Props) {
  const headingId = useId();
  const reasonId = useId();
  const errorId = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { evidence, requester } = request;
  const basis = request.kind === 'investor' ? basisWords(evidence.basis) : null;

  async function decide(action: Decision) {
    if (action !== 'approve' && !reason.trim()) {
      setReasonError('Say why: the requester is told your reason');
      document.getElementById(reasonId)?.focus();
      return;
    }
    setReasonError(undefined);
    setBusy(true);
    setFailure(null);
    try {
      await decideVerification(request._id, action, action === 'approve' ? '' : reason);
      onDecided(request, DONE[action]);
    } catch (error) {
      // Decided meanwhile by another moderator: it leaves the list too.
      if (error instanceof ApiError && error.status === 409) onDecided(request, error.message, 'info');
      else setFailure(error instanceof ApiError && error.message ? error.message : 'Could not save. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="moderation-row">
      <article aria-labelledby={headingId}>
        <header className="moderation-row-head">
          <h2 id={headingId} className="moderation-row-title">
            {KIND_NAMES[request.kind]} <span className="moderation-muted">· {requester?.name ?? 'Unknown'}</span>
          </h2>
          <p className="moderation-marks">
            <span>
              Asked <time dateTime={request.createdAt}>{displayText(request.createdAt)}</time>
            </span>
          </p>
        </header>
        <dl className="moderation-people">
          <div>
            <dt>Requested by</dt>
            <dd>
              {requester?.name ?? 'Unknown'}
              {requester && <span className="moderation-muted"> ({roleName(requester.role)})</span>}
            </dd>
          </div>
          {basis && (
            <div>
              <dt>Invests through</dt>
              <dd>{basis}</dd>
            </div>
          )}
          {evidenceLines(request).map((line) => (
            <div key={line.label}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
          {evidence.url && (
            <div>
              <dt>Page that names them</dt>
              <dd>
                <a href={evidence.url} target="_blank" rel="noopener noreferrer nofollow">
                  {evidence.url}
                </a>
              </dd>
            </div>
          )}
          {request.document && (
            <div>
              <dt>Document</dt>
              <dd>
                <VerificationDocumentButton request={request} />
              </dd>
            </div>
          )}
        </dl>
        <div className="moderation-decide">
          <div className="field">
            <label htmlFor={reasonId}>Reason (needed to reject or ask for more)</label>
            <textarea
              id={reasonId}
              rows={2}
              maxLength={500}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError(undefined);
              }}
              {...describedField(reasonError, { error: errorId })}
            />
            <FieldError id={errorId} error={reasonError} />
          </div>
          <div className="moderation-actions">
            {DECISIONS.map(({ action, label }) => (
              <button key={action} type="button" className={action === 'reject' ? 'moderation-danger' : undefined} disabled={busy} onClick={() => void decide(action)}>
                {label}
              </button>
            ))}
          </div>
          {failure && (
            <p className="field-error" role="alert">
              {failure}
            </p>
          )}
        </div>
      </article>
    </li>
  );
}
