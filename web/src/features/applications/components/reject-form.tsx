import { MAX_REJECTION_NOTE_LENGTH, REJECTION_REASONS, REJECTION_REASON_LABELS, type RejectionReason } from '@startupsetu/server-core/contract/application-fields';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FieldError } from '../../../components/field-error';
import { describedField, showErrorsAndFocus } from '../../../lib/form-errors';
import { lengthCounter, tooLongProblem } from '../../../lib/text-limits';
import type { Move } from '../api/applications-api';

interface Props {
  applicantName: string;
  busy: boolean;
  onReject: (move: Move) => void;
  onCancel: () => void;
}

/** Rejecting an application: a reason from the list (required) and an optional note, both shown to the applicant. */
export function RejectForm({ applicantName, busy, onReject, onCancel }: Props) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; note?: string }>({});
  const reasonRef = useRef<HTMLSelectElement>(null);
  // Opened by 'Reject', which is gone now: the keyboard goes on in the form.
  useEffect(() => reasonRef.current?.focus(), []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = { reason: reason ? undefined : 'Choose a reason', note: tooLongProblem(note, MAX_REJECTION_NOTE_LENGTH, 'The note') ?? undefined };
    if (showErrorsAndFocus(event.currentTarget, found, () => setErrors(found))) return;
    const text = note.trim();
    onReject({ status: 'rejected', reason: reason as RejectionReason, ...(text ? { note: text } : {}) });
  }

  const counter = lengthCounter(note, MAX_REJECTION_NOTE_LENGTH);
  return (
    <form className="applicant-reject" onSubmit={submit} noValidate aria-label={`Reject ${applicantName}`}>
      <div className="field">
        <label htmlFor={`${id}-reason`}>Reason</label>
        <select
          ref={reasonRef}
          id={`${id}-reason`}
          value={reason}
          disabled={busy}
          onChange={(event) => setReason(event.target.value)}
          {...describedField(errors.reason, { error: `${id}-reason-error` })}
        >
          <option value="">Choose a reason…</option>
          {REJECTION_REASONS.map((value) => (
            <option key={value} value={value}>
              {REJECTION_REASON_LABELS[value]}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-reason-error`} error={errors.reason} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-note`}>Note to the applicant (optional)</label>
        <textarea
          id={`${id}-note`}
          rows={3}
          value={note}
          disabled={busy}
          onChange={(event) => setNote(event.target.value)}
          {...describedField(errors.note, { error: `${id}-note-error`, hint: counter ? `${id}-count` : undefined })}
        />
        {counter && (
          <p id={`${id}-count`} className="field-hint">
            {counter}
          </p>
        )}
        <FieldError id={`${id}-note-error`} error={errors.note} />
      </div>
      <div className="applicant-actions">
        <button type="submit" className="application-danger" disabled={busy}>
          {busy ? 'Rejecting...' : 'Reject applicant'}
        </button>
        <button type="button" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
