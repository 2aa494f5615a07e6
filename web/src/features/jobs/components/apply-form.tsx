import { MAX_APPLICATION_NOTE_LENGTH } from '@startupsetu/server-core/contract/application-fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FieldError } from '../../../components/field-error';
import { NeedsNetwork } from '../../../components/needs-network';
import { ApiError, errorText } from '../../../lib/api-client';
import { useDraft } from '../../../lib/drafts';
import { describedField, showErrorsAndFocus } from '../../../lib/form-errors';
import { textLength } from '../../../lib/text-limits';
import { applyForJob } from '../api/apply-api';
import { jobKeys, type Job } from '../api/jobs-api';
import { applyProblems, type ApplyErrors } from '../apply-checks';
import { rememberJob } from '../hooks/use-job-change';
import { ResumePicker } from './resume-picker';
import { indianNumber } from '@startupsetu/server-core/contract/indian-number';

const FALLBACKS = { failed: 'Failed to send your application', network: 'You are offline. Applying needs the network; your note is kept.' };
const EMPTY = { note: '' };
const limit = indianNumber(MAX_APPLICATION_NOTE_LENGTH);

/**
 * The application for an open job (DESIGN §7.3): a note to the startup and a résumé PDF, sent as
 * one multipart request. The note survives a reload until it is sent (the file cannot be kept).
 */
export function ApplyForm({ job, onCancel }: { job: Job; onCancel: () => void }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [note, setNote] = useState('');
  const [resume, setResume] = useState<File | null>(null);
  const [errors, setErrors] = useState<ApplyErrors>({});
  const noteRef = useRef<HTMLTextAreaElement>(null);
  // Opened by 'Apply', which is gone now: the keyboard goes on in the form.
  useEffect(() => noteRef.current?.focus(), []);
  const draft = useDraft(`job-apply-${job._id}`, { note }, EMPTY, (saved) => setNote(saved.note));
  const apply = useMutation({
    mutationFn: (form: FormData) => applyForJob(job._id, form),
    onSuccess: (application) => {
      draft.clear();
      rememberJob(queryClient, { ...job, viewer: { ...job.viewer, applicationId: application._id, applicationStatus: application.status } });
      // The applicant's own list (the applications feature's reads, all under 'applications').
      void queryClient.invalidateQueries({ queryKey: ['applications'] });
    },
    onError: (error) => {
      // Closed or applied for meanwhile (another tab): the job's page says so once read again.
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: jobKeys.job(job._id) });
    },
  });
  const sending = apply.isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || !navigator.onLine) return;
    const found = applyProblems({ note, resume });
    if (showErrorsAndFocus(event.currentTarget, found, () => setErrors(found))) return;
    const form = new FormData();
    form.append('note', note.trim());
    form.append('resume', resume!);
    apply.mutate(form);
  }

  const noteIds = { hint: `${id}-count`, error: `${id}-note-error` };
  return (
    <form className="job-apply-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} aria-busy={sending}>
      <h2 id={`${id}-title`}>Apply for {job.title}</h2>
      <div className="field">
        <label htmlFor={`${id}-note`}>Note to {job.startup.name} (optional)</label>
        <textarea
          ref={noteRef}
          id={`${id}-note`}
          rows={5}
          value={note}
          disabled={sending}
          placeholder="Why this role, and what you would bring to it"
          onChange={(event) => {
            setNote(event.target.value);
            setErrors((current) => ({ ...current, note: undefined }));
          }}
          {...describedField(errors.note, noteIds)}
        />
        <p id={noteIds.hint} className="field-hint job-apply-count">
          {indianNumber(textLength(note))} / {limit} characters
        </p>
        <FieldError id={noteIds.error} error={errors.note} />
      </div>
      <ResumePicker
        file={resume}
        error={errors.resume}
        disabled={sending}
        onChange={(file) => {
          setResume(file);
          setErrors((current) => ({ ...current, resume: undefined }));
        }}
      />
      {apply.isError && (
        <p className="form-error" role="alert">
          {errorText(apply.error, FALLBACKS)}
        </p>
      )}
      <NeedsNetwork />
      <div className="job-form-actions">
        <button type="submit" className="button-primary" disabled={sending}>
          {sending ? 'Sending...' : 'Send application'}
        </button>
        <button type="button" onClick={onCancel} disabled={sending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
